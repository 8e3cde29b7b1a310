import { TextInput } from '@/components/form/form-fields'
import { CountryStateFields, CourtTypeSelect } from '@/lookups/pickers'
import { ADDRESS_MAX, LOCATION_MAX, NAME_MAX } from './schema'

export function CourtFields() {
  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextInput name="courtName" label="Court Name" maxLength={NAME_MAX} required />
      <CourtTypeSelect name="courtType" label="Court Type" required />
      <CountryStateFields />
      <TextInput name="courtLocation" label="Location" maxLength={LOCATION_MAX} />
      <TextInput name="courtAddress" label="Address" maxLength={ADDRESS_MAX} className="space-y-1 sm:col-span-2" />
    </div>
  )
}
