import { http } from 'msw'
import { fail } from '@mocks/http'
import preview from '../../../.storybook/preview'
import { DashboardPage } from '@/features/dashboard/dashboard-page'
import { AppLayout } from './app-layout'

/** The whole signed-in layout; the session and the menus come from the mock provider. */
const meta = preview.meta({
  title: 'Layout/AppLayout',
  component: AppLayout,
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', user: 'advocate', route: '/dashboard', outlet: DashboardPage },
})

export const Advocate = meta.story()
export const Administrator = meta.story({ parameters: { user: 'admin', route: '/court-master' } })
export const Clerk = meta.story({ parameters: { user: 'clerk', route: '/case-next-date' } })
export const CollapsedSidebar = meta.story({ parameters: { theme: { isNavbarCollapsed: true } } })
export const Dark = meta.story({ globals: { theme: 'dark' } })
export const Mobile = meta.story({ globals: { viewport: { value: 'mobile2' } } })
/** The menu call fails: the sidebar stays empty and the provider's message shows in a toast. */
export const MenuFailure = meta.story({
  beforeEach({ msw }) {
    msw.use(http.post('*/api/get-security-menu-tree-menu-list', () => fail(500, 'The server had a problem.')))
  },
})
