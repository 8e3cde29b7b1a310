import preview from '../../../.storybook/preview'
import { SelectField } from './select-field'
import { ACTIVE_STATUS_OPTIONS } from './status-options'

const meta = preview.meta({ title: 'Components/Form/SelectField', component: SelectField, args: { label: 'Status', name: 'status', options: ACTIVE_STATUS_OPTIONS } })

export const Default = meta.story()
export const Required = meta.story({ args: { required: true } })
export const WithError = meta.story({ args: { required: true, error: 'Select status' } })
export const Disabled = meta.story({ args: { disabled: true, defaultValue: 'A' } })
