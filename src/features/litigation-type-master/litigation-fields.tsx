import { useFieldArray, useFormContext } from 'react-hook-form'
import { Plus, Trash2 } from 'lucide-react'
import { errorOf, SelectInput, TextInput } from '@/components/form/form-fields'
import { useCommon } from '@/components/texts'
import { CODE_MAX, EMPTY_DETAIL, NAME_MAX, STATUSES, type LitigationForm } from './schema'
import { useTexts } from './texts'

/** Spec 3 §2.8: code (read-only), name, and the detail grid. */
export function LitigationFields() {
  const { control, formState, getValues, trigger } = useFormContext<LitigationForm>()
  const { fields, append, remove } = useFieldArray({ control, name: 'details' })
  const listError = errorOf(formState.errors, 'details')
  const t = useTexts()
  const c = useCommon()
  const statusOptions = STATUSES.map((s) => ({ value: s, label: t.statuses[s] }))

  // Spec §5: a new row only when every row has a name; otherwise the unnamed rows say so.
  const addRow = async () => {
    const unnamed = getValues('details')
      .map((d, i) => (d.litigationTypeDetailName.trim() ? null : (`details.${i}.litigationTypeDetailName` as const)))
      .filter((name) => name !== null)
    if (unnamed.length) {
      await trigger(unnamed, { shouldFocus: true })
      return
    }
    append({ ...EMPTY_DETAIL })
  }

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="litigationCode" label={t.litigationCode} readOnly maxLength={CODE_MAX} />
        <TextInput name="litigationName" label={t.litigationName} maxLength={NAME_MAX} required />
      </div>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">{t.details}</legend>
        {listError && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            {listError}
          </p>
        )}
        {fields.map((field, index) => (
          <div key={field.id} role="group" aria-label={t.detail(index + 1)} className="grid items-start gap-3 sm:grid-cols-[3rem_8rem_1fr_10rem_2.5rem]">
            <span className="pt-8 text-sm text-slate-600 dark:text-slate-400">{index + 1}</span>
            <TextInput name={`details.${index}.subLitigationCode`} label={t.subCode} maxLength={CODE_MAX} />
            <TextInput name={`details.${index}.litigationTypeDetailName`} label={t.detailName} maxLength={NAME_MAX} required />
            <SelectInput name={`details.${index}.activeStatus`} label={c.status} options={statusOptions} placeholder={t.selectStatus} />
            {/* Only a row not saved yet can go: the provider has no delete for detail rows. */}
            {!field.encryptedLitigationTypeDetailCode && (
              <button type="button" className="btn-secondary mt-6 px-2" aria-label={t.removeDetail(index + 1)} onClick={() => remove(index)}>
                <Trash2 size={16} aria-hidden="true" />
              </button>
            )}
          </div>
        ))}
        <button type="button" className="btn-secondary" onClick={() => void addRow()}>
          <Plus size={16} aria-hidden="true" /> {t.addDetails}
        </button>
      </fieldset>
    </div>
  )
}
