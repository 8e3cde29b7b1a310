import { $api } from '@/api/query'
import { SelectInput, TextInput } from '@/components/form/form-fields'
import { CountryStateFields } from '@/lookups/pickers'
import { ADDRESS_MAX, LOCATION_MAX, NAME_MAX } from './schema'

/** Court types are few: a native select fed by the court type dropdown call. */
function useCourtTypeOptions() {
  const query = $api.useQuery('post', '/court-type-master-list', { body: { pageNumber: 1, pageSize: 1000, isDropdown: true } })
  return (query.data?.data.courtTypeMasterList ?? []).map((t) => ({ value: t.courtTypeCode, label: t.courtTypeName }))
}

export function CourtFields() {
  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextInput name="courtName" label="Court Name" maxLength={NAME_MAX} required />
      <SelectInput name="courtType" label="Court Type" options={useCourtTypeOptions()} required />
      <CountryStateFields />
      <TextInput name="courtLocation" label="Location" maxLength={LOCATION_MAX} />
      <TextInput name="courtAddress" label="Address" maxLength={ADDRESS_MAX} className="space-y-1 sm:col-span-2" />
    </div>
  )
}
