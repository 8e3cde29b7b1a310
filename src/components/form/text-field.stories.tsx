import preview from '../../../.storybook/preview'
import { TextField } from './text-field'

const meta = preview.meta({ title: 'Components/Form/TextField', component: TextField, args: { label: 'Client name', name: 'clientName' } })

export const Default = meta.story()
export const Required = meta.story({ args: { required: true } })
export const WithError = meta.story({ args: { required: true, error: 'Please provide client name' } })
export const WithHint = meta.story({ args: { hint: 'As written on the vakalatnama.', placeholder: 'RAMESH KUMAR' } })
export const Disabled = meta.story({ args: { disabled: true, defaultValue: 'RAMESH KUMAR' } })
