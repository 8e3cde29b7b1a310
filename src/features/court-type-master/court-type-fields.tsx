import { TextInput } from '@/components/form/form-fields'
import { NAME_MAX } from './schema'
import { useTexts } from './texts'

export function CourtTypeFields() {
  const t = useTexts()
  return (
    <div className="grid max-w-xl gap-4">
      <TextInput name="courtTypeName" label={t.name} maxLength={NAME_MAX} required />
    </div>
  )
}
