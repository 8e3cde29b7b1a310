import preview from '../../../.storybook/preview'
import { DashboardPage } from './dashboard-page'

/** The page alone (without the layout), with the mock provider's data of the signed-in user. */
const meta = preview.meta({ title: 'Dashboard/DashboardPage', component: DashboardPage, parameters: { user: 'advocate', route: '/dashboard' } })

export const Advocate = meta.story()
/** No ADVOCATE role: a sentence instead of the widgets. */
export const Administrator = meta.story({ parameters: { user: 'admin' } })
