import { expect } from 'storybook/test'
import { idOf, KIND } from '@mocks/http'
import preview from '../../../.storybook/preview'
import { ResetPasswordPage } from './reset-password-page'
import { MESSAGES } from './schemas'

/** The reset link the mock provider would e-mail to the demo advocate (user 2). */
const id = idOf(KIND.user, 2)

const meta = preview.meta({
  title: 'Auth/ResetPasswordPage',
  component: ResetPasswordPage,
  args: { id },
  parameters: { layout: 'fullscreen', route: `/reset-password/${id}` },
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
