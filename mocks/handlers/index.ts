import { faultHandler } from '../faults'
import { actionHandlers } from './actions'
import { caseHandlers } from './cases'
import { clientHandlers } from './clients'
import { cnrHandlers } from './cnr'
import { courtTypeHandlers } from './court-types'
import { courtHandlers } from './courts'
import { dashboardHandlers } from './dashboard'
import { geographyHandlers } from './geography'
import { layoutHandlers } from './layout'
import { litigationHandlers } from './litigation'
import { settingsHandlers } from './settings'
import { menuTreeHandlers } from './menu-tree'
import { nextDateHandlers } from './next-date'
import { roleHandlers } from './roles'
import { sessionHandlers } from './session'

/** Every handler of the mock provider, in the browser, in Node tests and in Storybook. The fault switch runs first. */
export const handlers = [faultHandler, ...sessionHandlers, ...layoutHandlers, ...dashboardHandlers, ...actionHandlers, ...clientHandlers, ...caseHandlers, ...cnrHandlers, ...nextDateHandlers, ...courtTypeHandlers, ...geographyHandlers, ...courtHandlers, ...roleHandlers, ...menuTreeHandlers, ...litigationHandlers, ...settingsHandlers]
