import { caseFields } from '@/records/case-payload'
import { EMPTY as EMPTY_CASE, NATURES, PARTIES, PURPOSES, STATUSES, caseSchema, type CaseForm } from '@/records/case-schema'
import { CLIENT_TYPES, EMPTY as EMPTY_CLIENT, GENDERS, clientSchema, toPayload, type ClientForm } from '@/records/client-schema'
import { normalizeDateInput } from '@/lib/date-input'
import { rowKey, type ImportRow } from './row-key'
import { translate } from '@/i18n/texts'
import { FIELD_BY_ID, type FieldId } from './sheet-fields'
import { texts } from './texts'

export type Cell = string | number | boolean
export type Mapping = readonly (FieldId | null)[]

/** What the batch uses where the file says nothing (chosen on the screen). */
export interface Defaults {
  countryCode: string
  stateCode: string
  clientType: string
  gender: string
  party: string
  purpose: string
}

/** Codes of the masters by the names a file gives (loaded before the rows are read; see masters.ts). */
export interface Masters {
  state: (name: string) => string | null
  court: (stateCode: string, name: string) => string | null
  caseType: (courtCode: string, name: string) => string | null
}

/** One line of the file, ready for the provider or refused here with the form's own message. */
export interface Prepared {
  line: number
  cells: Cell[]
  /** The client's name and the case number as the line gives them, for the results, refused lines included. */
  client: string
  caseNo: string
  row: ImportRow | null
  /** Why the line cannot be sent: the field's label and the rule's message. */
  refusal: string | null
  /**
   * Why a new client could not be added from the line (the client form's message). The line is still sent: the
   * provider may know the client by name and mobile, and then the client's other fields are not needed.
   */
  clientIssue: string | null
}

/** Excel keeps a date as days since 30-12-1899; a cell read raw gives that number. */
export function excelDate(serial: number): string {
  const date = new Date(Date.UTC(1899, 11, 30) + Math.floor(serial) * 86_400_000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getUTCDate())}-${pad(date.getUTCMonth() + 1)}-${date.getUTCFullYear()}`
}

/** A cell as the form would hold it: text trimmed, a date cell as DD-MM-YYYY (any of the three typed formats, or Excel's number). */
export function cellText(cell: Cell | undefined, date = false): string {
  if (cell === undefined || cell === '') return ''
  if (typeof cell === 'number') return date && cell > 0 && cell < 2_958_466 ? excelDate(cell) : String(cell)
  const text = String(cell).trim()
  return date ? (normalizeDateInput(text) ?? text) : text
}

/** A choice of a fixed list from what a file says ('female', 'Respondent'), or null when it is none of them. */
function choose(text: string, options: readonly string[]): string | null {
  const key = text.trim().toUpperCase()
  if (!key) return ''
  return options.find((o) => o.toUpperCase() === key) ?? options.find((o) => o.toUpperCase().startsWith(key) || key.startsWith(o.toUpperCase())) ?? null
}

const CHOICES: Partial<Record<FieldId, readonly string[]>> = {
  'client.clientType': CLIENT_TYPES,
  'client.gender': GENDERS,
  'case.purpose': PURPOSES,
  'case.party': PARTIES,
  'case.caseStatus': STATUSES,
  'case.caseNature': NATURES,
}

// In the language on screen when the file is checked: the refusals are shown and written to the report as they are.
const label = (id: FieldId) => (texts().sheet.fields as Partial<Record<FieldId, string>>)[id] ?? id
const firstIssue = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }, labels: (path: string) => string) => {
  const issue = result.success ? null : result.error!.issues[0]!
  return issue ? `${labels(String(issue.path[0] ?? ''))}: ${translate(issue.message)}` : null
}
const labelOf = (prefix: 'client' | 'case') => (path: string) =>
  FIELD_BY_ID.has(`${prefix}.${path}` as FieldId) ? label(`${prefix}.${path}` as FieldId) : ((texts().sheet.refusals.masters as Record<string, string>)[path] ?? path)

/** The lines of a sheet as import rows: each line's cells read into the client and case forms and checked by their rules. */
export function prepareRows(lines: readonly Cell[][], mapping: Mapping, defaults: Defaults, masters: Masters, advocate: string, firstLine = 2): Prepared[] {
  return lines.map((cells, i) => prepareRow(cells, firstLine + i, mapping, defaults, masters, advocate))
}

/** The same, `step` lines at a time, giving the page back between steps: a file of thousands of lines never freezes it. */
export async function prepareRowsInSteps(lines: readonly Cell[][], mapping: Mapping, defaults: Defaults, masters: Masters, advocate: string, step = 250): Promise<Prepared[]> {
  const prepared: Prepared[] = []
  for (let from = 0; from < lines.length; from += step) {
    prepared.push(...prepareRows(lines.slice(from, from + step), mapping, defaults, masters, advocate, 2 + from))
    if (from + step < lines.length) await new Promise((resolve) => setTimeout(resolve))
  }
  return prepared
}

function prepareRow(cells: Cell[], line: number, mapping: Mapping, defaults: Defaults, masters: Masters, advocate: string): Prepared {
  const values = new Map<FieldId, string>()
  mapping.forEach((id, col) => id && values.set(id, cellText(cells[col], FIELD_BY_ID.get(id)?.date)))
  const said = { line, cells, client: values.get('client.clientName') ?? '', caseNo: values.get('case.clientCaseNo') ?? '' }
  const refuse = (refusal: string): Prepared => ({ ...said, row: null, refusal, clientIssue: null })
  for (const [id, options] of Object.entries(CHOICES) as [FieldId, readonly string[]][]) {
    const said = values.get(id)
    if (said === undefined) continue
    const chosen = choose(said, options)
    if (chosen === null) return refuse(texts().sheet.refusals.notOneOf(label(id), said, options.join(', ')))
    values.set(id, chosen)
  }
  const stateName = values.get('state') ?? ''
  const stateCode = stateName ? masters.state(stateName) : defaults.stateCode
  if (stateName && !stateCode) return refuse(texts().sheet.refusals.noState(stateName))
  const take = (id: FieldId, fallback = '') => values.get(id) || fallback

  const client: ClientForm = { ...EMPTY_CLIENT, countryCode: defaults.countryCode, stateCode: stateCode ?? '' }
  for (const [id, value] of values) if (id.startsWith('client.')) (client as unknown as Record<string, string>)[id.slice(7)] = value
  client.clientType ||= defaults.clientType
  if (client.clientType === 'INDIVIDUAL') client.gender ||= defaults.gender
  else client.gender = ''
  // Not shown by the specification, decided here: a file without a contact person names the client as one.
  client.contactPerson ||= client.clientName
  const name = client.clientName.trim().toUpperCase()
  const mobile = client.mobileNo.trim()
  const identity = firstIssue(clientSchema.safeParse(client), labelOf('client'))
  if (!name || !/^[1-9]\d{9}$/.test(mobile)) return refuse(identity ?? texts().sheet.refusals.noMobile)
  const base = { Line: line, ClientName: name, MobileNo: mobile }
  const clientIssue = identity
  const clientPart = clientIssue ? {} : { Client: (({ encryptedAdvocateCode: _a, ...rest }) => rest)(toPayload(client, advocate)) }

  if (!take('case.clientCaseNo')) {
    const row = { ...base, Kind: 'CLIENT' as const, ...clientPart }
    return { ...said, row: { ...row, Key: rowKey(row) }, refusal: null, clientIssue }
  }
  const courtName = take('court')
  const courtCode = courtName && stateCode ? masters.court(stateCode, courtName) : ''
  if (courtName && !courtCode) return refuse(texts().sheet.refusals.noCourt(courtName, stateName))
  const typeName = take('caseType')
  const caseCode = typeName && courtCode ? masters.caseType(courtCode, typeName) : ''
  if (typeName && courtCode && !caseCode) return refuse(texts().sheet.refusals.noCaseType(typeName))
  const form = {
    ...Object.fromEntries([...values].filter(([id]) => id.startsWith('case.')).map(([id, v]) => [id.slice(5), v])),
    mode: 'existingClient',
    clientCode: 'IMPORT',
    countryCode: defaults.countryCode,
    stateCode: stateCode ?? '',
    courtCode: courtCode ?? '',
    caseCode: caseCode ?? '',
    party: take('case.party', defaults.party),
    purpose: take('case.purpose', defaults.purpose),
    consultingFees: take('case.consultingFees', '0'),
  } as Partial<CaseForm>
  const full: CaseForm = { ...EMPTY_CASE, ...form, caseNature: form.caseNature || EMPTY_CASE.caseNature, caseStatus: form.caseStatus || EMPTY_CASE.caseStatus }
  const caseIssue = firstIssue(caseSchema.safeParse(full), labelOf('case'))
  if (caseIssue) return refuse(caseIssue)
  const { encryptedAdvocateCode: _a, ...fields } = caseFields(full, advocate)
  const row = { ...base, Kind: 'CASE' as const, ...clientPart, Case: fields }
  return { ...said, row: { ...row, Key: rowKey(row) }, refusal: null, clientIssue }
}
