import { useFieldArray, useFormContext } from 'react-hook-form'
import { Plus, Trash2 } from 'lucide-react'
import { TextInput, errorOf } from '@/components/form/form-fields'
import { useCommon } from '@/components/texts'
import { useTexts } from './texts'
import { CODE_MAX, NAME_MAX, NEW_STATE, type CountryForm } from './schema'

/** Country name and code, and its states edited in place (spec 3 §2.4). */
export function CountryFields() {
  const { control, register, getValues, setValue, formState } = useFormContext<CountryForm>()
  const { fields, append, remove } = useFieldArray({ control, name: 'states' })
  const statesError = errorOf(formState.errors, 'states')
  const t = useTexts()
  const c = useCommon()

  const removeRow = (index: number) => {
    // Local first: a saved state is only remembered here and deleted when the country is saved.
    const id = getValues(`states.${index}.encryptedStateCode`)
    if (id) setValue('removedStates', [...getValues('removedStates'), id], { shouldDirty: true })
    remove(index)
  }

  const cell = (index: number, name: 'stateCode' | 'stateName', label: (row: number) => string, max: number) => {
    const path = `states.${index}.${name}` as const
    const error = errorOf(formState.errors, path)
    const errorId = `state-${index}-${name}-error`
    return (
      <td className="px-2 py-1 align-top">
        <input
          className="input"
          aria-label={label(index + 1)}
          maxLength={max}
          aria-invalid={!!error}
          aria-describedby={error ? errorId : undefined}
          {...register(path)}
        />
        {error && (
          <p id={errorId} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </td>
    )
  }

  return (
    <div className="grid max-w-3xl gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput name="countryName" label={t.countryName} maxLength={NAME_MAX} required />
        <TextInput name="countryCode" label={t.code} maxLength={CODE_MAX} />
      </div>
      <div className="overflow-x-auto rounded-md border border-slate-200 dark:border-slate-800">
        <table className="w-full text-sm">
          <caption className="sr-only">{t.states}</caption>
          <thead className="bg-slate-50 text-slate-700 dark:bg-slate-800/60 dark:text-slate-200">
            <tr>
              <th scope="col" className="w-16 px-2 py-2 text-start">{t.serialNo}</th>
              <th scope="col" className="w-40 px-2 py-2 text-start">{t.stateCodeHeader}</th>
              <th scope="col" className="px-2 py-2 text-start">{t.stateNameHeader}</th>
              <th scope="col" className="w-20 px-2 py-2 text-start">{c.delete}</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((row, index) => (
              <tr key={row.id} className="border-t border-slate-200 dark:border-slate-800">
                <td className="px-2 py-2 align-top">{index + 1}</td>
                {cell(index, 'stateCode', t.stateCodeCell, CODE_MAX)}
                {cell(index, 'stateName', t.stateNameCell, NAME_MAX)}
                <td className="px-2 py-1 align-top">
                  <button type="button" className="btn-secondary px-2" aria-label={t.deleteStateRow(index + 1)} onClick={() => removeRow(index)}>
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {statesError && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {statesError}
        </p>
      )}
      <div>
        <button type="button" className="btn-secondary" onClick={() => append({ ...NEW_STATE })}>
          <Plus size={16} aria-hidden="true" /> {t.addState}
        </button>
      </div>
    </div>
  )
}
