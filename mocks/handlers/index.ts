import { faultHandler } from '../faults'
import { routed } from '../routing'
import { actionHandlers } from './actions'
import { advocateLicenceHandlers } from './advocate-licences'
import { advocateHandlers } from './advocates'
import { caseHandlers } from './cases'
import { causeListHandlers } from './cause-list'
import { caseScheduleHandlers } from './case-schedule'
import { clientHandlers } from './clients'
import { clientMessageHandlers } from './client-messages'
import { cnrHandlers } from './cnr'
import { courtTypeHandlers } from './court-types'
import { courtHandlers } from './courts'
import { filePlacementHandlers } from './file-placement'
import { dashboardHandlers } from './dashboard'
import { diaryHygieneHandlers } from './diary-hygiene'
import { docketHandlers } from './docket'
import { geographyHandlers } from './geography'
import { importRowsHandlers } from './import-rows'
import { layoutHandlers } from './layout'
import { practiceExportHandlers } from './practice-export'
import { litigationHandlers } from './litigation'
import { settingsHandlers } from './settings'
import { menuTreeHandlers } from './menu-tree'
import { nextDateHandlers } from './next-date'
import { paymentHandlers } from './payments'
import { reportHandlers } from './reports'
import { roleHandlers } from './roles'
import { sessionHandlers } from './session'
import { statementHandlers } from './statement'
import { subscriptionHandlers } from './subscriptions'
import { timelineHandlers } from './timeline'
import { userHandlers } from './users'

/** Every handler of the mock provider, in the browser, in Node tests and in Storybook. The fault switch runs first. */
export const handlers = [
  faultHandler,
  ...sessionHandlers,
  ...layoutHandlers,
  ...dashboardHandlers,
  ...actionHandlers,
  ...clientHandlers,
  ...clientMessageHandlers,
  ...caseHandlers,
  ...cnrHandlers,
  ...nextDateHandlers,
  ...filePlacementHandlers,
  ...paymentHandlers,
  ...courtTypeHandlers,
  ...geographyHandlers,
  ...courtHandlers,
  ...roleHandlers,
  ...menuTreeHandlers,
  ...litigationHandlers,
  ...settingsHandlers,
  ...userHandlers,
  ...subscriptionHandlers,
  ...reportHandlers,
  ...advocateHandlers,
  ...advocateLicenceHandlers,
  ...caseScheduleHandlers,
  ...statementHandlers,
  ...timelineHandlers,
  ...causeListHandlers,
  ...diaryHygieneHandlers,
  ...docketHandlers,
  ...importRowsHandlers,
  ...practiceExportHandlers,
]

/** What msw is given: the same handlers behind one lookup by path, so a call does not try all of them (mocks/routing.ts). */
export const routedHandlers = routed(handlers)
