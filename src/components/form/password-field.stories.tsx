import preview from '../../../.storybook/preview'
import { PasswordField } from './text-field'

const meta = preview.meta({ title: 'Components/Form/PasswordField', component: PasswordField, args: { label: 'Password', name: 'password' } })

export const Default = meta.story()
export const Required = meta.story({ args: { required: true } })
export const WithError = meta.story({ args: { required: true, error: 'Please provide password' } })
export const WithHint = meta.story({ args: { hint: '6 to 16 characters with an upper-case letter, a number and one of !@#$%^&*' } })
export const Disabled = meta.story({ args: { disabled: true, defaultValue: 'Secret@123' } })
export const Shown = meta.story({
  args: { defaultValue: 'Secret@123' },
  play: async ({ canvas, userEvent }) => userEvent.click(canvas.getByRole('button', { name: 'Show password' })),
})
