import { faultHandler } from '../faults'
import { courtTypeHandlers } from './court-types'
import { dashboardHandlers } from './dashboard'
import { layoutHandlers } from './layout'
import { sessionHandlers } from './session'

/** Every handler of the mock provider, in the browser, in Node tests and in Storybook. The fault switch runs first. */
export const handlers = [faultHandler, ...sessionHandlers, ...layoutHandlers, ...dashboardHandlers, ...courtTypeHandlers]
