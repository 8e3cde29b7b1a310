import { useFormContext, useWatch } from 'react-hook-form'
import { Plus, Trash2 } from 'lucide-react'
import { errorOf, useFormToast } from '@/components/form/form-fields'
import { LitigationDetailPicker, LitigationPicker } from '@/lookups/pickers'
import { useCommon } from '@/components/texts'
import { MESSAGES, type AdvocateForm, type DealingRow } from './schema'
import { useTexts } from './texts'

const EMPTY_ROW: DealingRow = { encryptedAdvocateDealingId: '', litigationCode: '', litigationName: '', subLitigationCode: '', litigationTypeDetailName: '', changed: true }

/** The Advocate Dealing tab (spec 2 §2, §4, §5): litigation and detail pairs, deleted locally and removed on save. */
export function DealingsPanel() {
  const { setValue, getValues, formState } = useFormContext<AdvocateForm>()
  const rows = useWatch<AdvocateForm, 'dealings'>({ name: 'dealings' })
  const toast = useFormToast()
  const texts = useTexts()
  const t = texts.dealings
  const c = useCommon()
  const dirty = { shouldDirty: true } as const

  const add = () => {
    if (rows.some((r) => !r.litigationCode || !r.subLitigationCode)) return toast.error(MESSAGES.dealingFields)
    setValue('dealings', [...rows, EMPTY_ROW], dirty)
  }
  /** A duplicate pair clears the field just changed (spec 2 §5). */
  const changed = (index: number, field: 'litigationCode' | 'subLitigationCode') => {
    const all = getValues('dealings')
    const row = all[index]!
    if (field === 'litigationCode') setValue(`dealings.${index}.subLitigationCode`, '', dirty)
    const taken = field === 'subLitigationCode' && row.subLitigationCode && all.some((r, i) => i !== index && r.litigationCode === row.litigationCode && r.subLitigationCode === row.subLitigationCode)
    if (taken) {
      setValue(`dealings.${index}.${field}`, '', dirty)
      toast.error(MESSAGES.dealingTaken)
    }
    setValue(`dealings.${index}.changed`, true, dirty)
  }
  const remove = (index: number) => {
    const id = rows[index]?.encryptedAdvocateDealingId
    if (id) setValue('removedDealings', [...getValues('removedDealings'), id], dirty)
    setValue(
      'dealings',
      rows.filter((_, i) => i !== index),
      dirty,
    )
  }

  const error = errorOf(formState.errors, 'dealings')
  return (
    <div className="card space-y-3 p-4">
      <table className="w-full text-sm">
        <caption className="sr-only">{texts.module.dealingsTab}</caption>
        <thead>
          <tr className="text-start">
            <th scope="col" className="w-16 px-2 py-1 text-start">
              {t.serial}
            </th>
            <th scope="col" className="px-2 py-1 text-start">
              {t.litigation}
            </th>
            <th scope="col" className="px-2 py-1 text-start">
              {t.detail}
            </th>
            <th scope="col" className="w-16 px-2 py-1 text-start">
              {c.delete}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={`${row.encryptedAdvocateDealingId}-${i}`} className="align-top">
              <td className="px-2 py-2">{i + 1}</td>
              <td className="px-2 py-1">
                <LitigationPicker name={`dealings.${i}.litigationCode`} label={t.litigationOf(i + 1)} onValueChange={() => changed(i, 'litigationCode')} />
              </td>
              <td className="px-2 py-1">
                <LitigationDetailPicker name={`dealings.${i}.subLitigationCode`} label={t.detailOf(i + 1)} litigationCode={row.litigationCode} onValueChange={() => changed(i, 'subLitigationCode')} />
              </td>
              <td className="px-2 py-2">
                <button type="button" className="btn-secondary px-2" aria-label={t.deleteRow(i + 1)} onClick={() => remove(i)}>
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {!rows.length && <p className="text-sm text-slate-700 dark:text-slate-300">{t.empty}</p>}
      {error && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <button type="button" className="btn-secondary" aria-label={t.addRow} onClick={add}>
        <Plus size={16} aria-hidden="true" />
      </button>
    </div>
  )
}
