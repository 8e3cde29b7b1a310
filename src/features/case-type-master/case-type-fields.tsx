import { ACTIVE_STATUS_OPTIONS } from '@/components/form/status-options'
import { useWatch } from 'react-hook-form'
import { SelectInput, TextInput } from '@/components/form/form-fields'
import { CountryStateFields, CourtPicker } from '@/lookups/pickers'
import { useCommon } from '@/components/texts'
import { NAME_MAX, type CaseTypeForm } from './schema'
import { useTexts } from './texts'

export function CaseTypeFields() {
  const t = useTexts()
  const c = useCommon()
  const stateCode = useWatch<CaseTypeForm, 'stateCode'>({ name: 'stateCode' })
  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <TextInput name="caseType" label={t.caseType} maxLength={NAME_MAX} required />
      {/* Spec 3 §2.7: a new country clears state and court; a new state clears the court. */}
      <CountryStateFields alsoClear={['courtCode']} />
      <CourtPicker name="courtCode" label={c.fields.court} stateCode={stateCode} required />
      <SelectInput name="status" label={c.status} options={ACTIVE_STATUS_OPTIONS} placeholder={t.selectStatus} />
    </div>
  )
}
