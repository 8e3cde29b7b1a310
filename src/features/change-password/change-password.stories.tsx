import preview from '../../../.storybook/preview'
import { moduleScreen } from '../../../.storybook/module-stories'
import { ChangePasswordPage } from './change-password-page'

/**
 * A form that loads nothing: no data, empty, failed-load or loading state to show (its save's failure is
 * the form's own, in the tests).
 */
const meta = preview.meta({ title: 'Administration/ChangePassword', ...moduleScreen({ page: ChangePasswordPage }, '/change-password') })

/** The empty form. */
export const New = meta.story()
/** Saved empty, then a confirmation that does not match. */
export const Errors = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await userEvent.type(canvas.getByLabelText(/^New Password/), 'Fresh@2026')
    await userEvent.type(canvas.getByLabelText(/^Confirm Password/), 'Fresh@2025')
  },
})
