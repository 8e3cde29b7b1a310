import { TextInput } from '@/components/form/form-fields'
import { NAME_MAX } from './schema'

export function CourtTypeFields() {
  return (
    <div className="grid max-w-xl gap-4">
      <TextInput name="courtTypeName" label="Court Type Name" maxLength={NAME_MAX} required />
    </div>
  )
}
