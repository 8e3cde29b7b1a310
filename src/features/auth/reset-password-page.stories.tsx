import { expect } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { ResetPasswordPage } from './reset-password-page'
import { MESSAGES } from './schemas'

const meta = preview.meta({
  title: 'Auth/ResetPasswordPage',
  component: ResetPasswordPage,
  args: { id: 'link-id-from-the-email' },
  parameters: { layout: 'fullscreen', route: '/reset-password/link-id-from-the-email' },
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
