import { TextInput } from '@/components/form/form-fields'
import { CountryStateFields, CourtTypeSelect } from '@/lookups/pickers'
import { useCommon } from '@/components/texts'
import { useTexts } from './texts'
import { ADDRESS_MAX, LOCATION_MAX, NAME_MAX } from './schema'

export function CourtFields() {
  const t = useTexts()
  const c = useCommon()
  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextInput name="courtName" label={c.fields.courtName} maxLength={NAME_MAX} required />
      <CourtTypeSelect name="courtType" label={c.fields.courtType} required />
      <CountryStateFields />
      <TextInput name="courtLocation" label={t.location} maxLength={LOCATION_MAX} />
      <TextInput name="courtAddress" label={t.address} maxLength={ADDRESS_MAX} className="space-y-1 sm:col-span-2" />
    </div>
  )
}
