import { expect } from 'storybook/test'
import { db } from '@mocks/provider'
import preview from '../../../.storybook/preview'
import { LINK_REFUSED_TITLE, ResetPasswordPage } from './reset-password-page'
import { MESSAGES } from './schemas'

/** A live reset link of the demo advocate (user 2), as forgot-password would have mailed it. */
const id = 'story-reset-link'
const issueLink = () => {
  const user = db().users.find((u) => u.userId === 2)
  if (user) user.passwordReset = { id, expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() }
}

const meta = preview.meta({
  title: 'Auth/ResetPasswordPage',
  component: ResetPasswordPage,
  args: { id },
  parameters: { layout: 'fullscreen', route: `/reset-password/${id}` },
  beforeEach: issueLink,
})

export const Empty = meta.story()

export const ValidationErrors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'short')
    await userEvent.type(canvas.getByLabelText(/^Confirm password/), 'other')
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }))
    await expect(await canvas.findByText(MESSAGES.passwordRule)).toBeVisible()
  },
})

/** A used, expired or made-up link: the page says so and offers a new one instead of the form. */
export const LinkRefused = meta.story({
  args: { id: 'no-such-link' },
  parameters: { route: '/reset-password/no-such-link' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(LINK_REFUSED_TITLE)).toBeVisible()
  },
})
