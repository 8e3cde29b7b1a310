import preview from '../../../.storybook/preview'
import { CheckboxField } from './text-field'

const meta = preview.meta({ title: 'Components/Form/CheckboxField', component: CheckboxField, args: { id: 'remember-me', label: 'Remember me' } })

export const Default = meta.story()
export const Checked = meta.story({ args: { defaultChecked: true } })
export const Required = meta.story({ args: { required: true, label: 'I accept the terms' } })
export const Disabled = meta.story({ args: { disabled: true, defaultChecked: true } })
