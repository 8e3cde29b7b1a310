import { createRef } from 'react'
import { fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import type { Session } from '@/session/session-store'
import { TopBar } from './top-bar'

const session: Session = {
  token: 'story-token',
  expiresAt: Date.now() + 60 * 60 * 1000,
  remember: false,
  encryptedSecurityUserId: 'story-user',
  loginUserName: 'ANANYA DESHPANDE',
  loginUserEmailId: 'advocate@example.com',
  loginUserMobileNumber: '9876500002',
  encryptedAdvocateCode: 'story-advocate',
  roles: ['ADVOCATE'],
  menuHeaderId: 0,
}

const headers = [
  { menuHeaderName: 'Data Entry', menuItemPageURL: '/client', childId: 10 },
  { menuHeaderName: 'Reports', menuItemPageURL: '/case-schedule', childId: 20 },
  { menuHeaderName: 'Settings', menuItemPageURL: '/change-password', childId: 50 },
]

const meta = preview.meta({
  title: 'Layout/TopBar',
  component: TopBar,
  args: { session, headers, currentHeader: 0, allowed: () => true, menuButton: createRef<HTMLButtonElement>(), onOpenMenu: fn() },
  parameters: { layout: 'fullscreen', route: '/dashboard' },
})

export const Default = meta.story()
export const HeaderSelected = meta.story({ args: { session: { ...session, menuHeaderId: 20 }, currentHeader: 20 } })
export const AccountMenuOpen = meta.story({
  play: async ({ canvas, userEvent }) => userEvent.click(canvas.getByRole('button', { name: /ANANYA DESHPANDE/ })),
})
