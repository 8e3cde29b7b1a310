import { useQuery } from '@tanstack/react-query'
import { CLIENT_TYPES, GENDERS } from '@/records/client-schema'
import { PARTIES, PURPOSES } from '@/records/case-schema'
import { SelectField, type Option } from '@/components/form/select-field'
import { loadStates } from '@/lookups/pickers'
import { SHEET_FIELDS, type FieldId } from './sheet-fields'
import { cellText, type Cell, type Defaults } from './sheet-rows'
import { useTexts } from './texts'

interface Props {
  header: readonly Cell[]
  sample: readonly Cell[] | undefined
  mapping: (FieldId | null)[]
  onMapping: (mapping: (FieldId | null)[]) => void
  defaults: Defaults
  onDefaults: (defaults: Defaults) => void
}

/** Each column of the file with the field it fills (guessed, changeable), and the batch's values where the file says nothing. */
export function SheetMapping({ header, sample, mapping, onMapping, defaults, onDefaults }: Props) {
  const T = useTexts().sheet
  const states = useQuery({ queryKey: ['states', defaults.countryCode], queryFn: () => loadStates(defaults.countryCode), enabled: !!defaults.countryCode })
  const choose = (col: number, id: string) => onMapping(mapping.map((m, i) => (i === col ? ((id || null) as FieldId | null) : m === id ? null : m)))
  const pick = (key: keyof Defaults, label: string, options: readonly Option[]) => (
    <SelectField label={label} options={options} placeholder={T.none} value={defaults[key]} onChange={(e) => onDefaults({ ...defaults, [key]: e.target.value })} />
  )
  const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }))
  return (
    <div className="space-y-4">
      <fieldset className="card space-y-2 p-3">
        <legend className="px-1 font-medium">{T.mapping}</legend>
        <p className="text-sm">{T.mappingHelp}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{T.mapping}</caption>
            <thead>
              <tr className="text-start">
                <th scope="col" className="p-1 text-start">
                  {T.column}
                </th>
                <th scope="col" className="hidden p-1 text-start sm:table-cell">
                  {T.sample}
                </th>
                <th scope="col" className="p-1 text-start">
                  {T.field}
                </th>
              </tr>
            </thead>
            <tbody>
              {header.map((h, col) => (
                <tr key={col} className="border-t border-slate-200 dark:border-slate-700">
                  <th scope="row" className="p-1 text-start font-medium">
                    {cellText(h) || `#${col + 1}`}
                  </th>
                  <td className="hidden max-w-48 truncate p-1 sm:table-cell">{cellText(sample?.[col])}</td>
                  <td className="p-1">
                    <select aria-label={`${T.field}: ${cellText(h) || `#${col + 1}`}`} className="input min-h-11" value={mapping[col] ?? ''} onChange={(e) => choose(col, e.target.value)}>
                      <option value="">{T.notImported}</option>
                      {SHEET_FIELDS.map((f) => (
                        <option key={f.id} value={f.id}>
                          {T.fields[f.id as keyof typeof T.fields]}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </fieldset>
      <fieldset className="card grid gap-3 p-3 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="px-1 font-medium">{T.defaults}</legend>
        {pick('stateCode', T.state, states.data ?? [])}
        {pick('clientType', T.clientType, plain(CLIENT_TYPES))}
        {pick('gender', T.gender, plain(GENDERS))}
        {pick('party', T.party, plain(PARTIES))}
        {pick('purpose', T.purpose, plain(PURPOSES))}
      </fieldset>
    </div>
  )
}
