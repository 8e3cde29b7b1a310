import { expect, screen, waitFor } from 'storybook/test'
import { RESET_LINK_SENT } from '@mocks/handlers/session'
import preview from '../../../.storybook/preview'
import { ForgotPasswordPage } from './forgot-password-page'
import { MESSAGES } from './schemas'

const meta = preview.meta({ title: 'Auth/ForgotPasswordPage', component: ForgotPasswordPage, parameters: { layout: 'fullscreen', route: '/forgot-password' } })

export const Empty = meta.story()

export const ValidationError = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    await expect(await canvas.findByText(MESSAGES.identifier)).toBeVisible()
  },
})

/** An unknown account gets the same answer as a known one: the call tells no one which accounts exist. */
export const UnknownAccount = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Username, e-mail or phone number/), 'nobody@example.com')
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }))
    await waitFor(() => expect(screen.getByText(RESET_LINK_SENT)).toBeVisible())
  },
})
