import { createRef } from 'react'
import { fn } from 'storybook/test'
import { generateMenuItems } from '@mocks/db/generators/menu'
import preview from '../../../.storybook/preview'
import { buildMenuTree } from './menu'
import { Sidebar } from './sidebar'

/** The mock provider's whole menu tree (every header, group and page). */
const tree = buildMenuTree(generateMenuItems())

const meta = preview.meta({
  title: 'Layout/Sidebar',
  component: Sidebar,
  args: { tree, loading: false, mobileOpen: false, onCloseMobile: fn(), returnFocus: createRef<HTMLElement>() },
  // Below the xl breakpoint the sidebar is a drawer, hidden until opened.
  globals: { viewport: { value: 'desktop' } },
  parameters: { layout: 'fullscreen', route: '/dashboard' },
})

export const Expanded = meta.story()
/** A page three levels down: Reports → Client Reports → Cash Collection Report opens and is highlighted after 1 s. */
export const ThreeLevels = meta.story({ parameters: { route: '/client-payment-report' } })
export const Collapsed = meta.story({ parameters: { theme: { isNavbarCollapsed: true } } })
export const Loading = meta.story({ args: { tree: [], loading: true } })
export const MobileDrawer = meta.story({ args: { mobileOpen: true }, globals: { viewport: { value: 'mobile2' } } })
