import { ACTIVE_STATUS_OPTIONS } from '@/components/form/status-options'
import { useWatch } from 'react-hook-form'
import { SelectInput, TextInput } from '@/components/form/form-fields'
import { CountryStateFields, CourtPicker } from '@/lookups/pickers'
import { NAME_MAX, type CaseTypeForm } from './schema'

export function CaseTypeFields() {
  const stateCode = useWatch<CaseTypeForm, 'stateCode'>({ name: 'stateCode' })
  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextInput name="caseType" label="Case Type" maxLength={NAME_MAX} required />
      {/* Spec 3 §2.7: a new country clears state and court; a new state clears the court. */}
      <CountryStateFields alsoClear={['courtCode']} />
      <CourtPicker name="courtCode" label="Court" stateCode={stateCode} required />
      <SelectInput name="status" label="Status" options={ACTIVE_STATUS_OPTIONS} placeholder="Select status" />
    </div>
  )
}
