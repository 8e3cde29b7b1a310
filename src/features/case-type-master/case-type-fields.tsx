import { ACTIVE_STATUS_OPTIONS } from '@/components/form/status-options'
import { useFormContext, useWatch } from 'react-hook-form'
import { SelectInput, TextInput } from '@/components/form/form-fields'
import { CountryPicker, CourtPicker, StatePicker } from '@/lookups/pickers'
import { NAME_MAX, type CaseTypeForm } from './schema'

export function CaseTypeFields() {
  const { setValue } = useFormContext<CaseTypeForm>()
  const [countryCode, stateCode] = useWatch<CaseTypeForm, ['countryCode', 'stateCode']>({ name: ['countryCode', 'stateCode'] })
  const clear = (...names: ('stateCode' | 'courtCode')[]) => names.forEach((name) => setValue(name, '', { shouldDirty: true }))
  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextInput name="caseType" label="Case Type" maxLength={NAME_MAX} required />
      {/* Spec 3 §2.7: a new country clears state and court; a new state clears the court. */}
      <CountryPicker name="countryCode" label="Country" required onValueChange={() => clear('stateCode', 'courtCode')} />
      <StatePicker name="stateCode" label="State" countryCode={countryCode} required onValueChange={() => clear('courtCode')} />
      <CourtPicker name="courtCode" label="Court" stateCode={stateCode} required />
      <SelectInput name="status" label="Status" options={ACTIVE_STATUS_OPTIONS} placeholder="Select status" />
    </div>
  )
}
