import type { components } from '@/api/schema.gen'
import type { CsvCell } from '@/lib/csv'
import type { ReadSheet, SheetData } from '@/lib/xlsx'
import { rowKey, type ImportRow } from './row-key'

type S = components['schemas']
type Kind = ImportRow['Kind']
/** The fields of a case row that are the client's: a case row names its client by ClientName and MobileNo instead. */
type CaseClientFields = 'encryptedAdvocateCode' | 'clientCode' | 'clientName' | 'clientType' | 'mobileNo' | 'emailId' | 'contactPerson'
interface Parts {
  Client: S['ClientValues']
  Case: Omit<S['CaseFields'], CaseClientFields>
  Hearing: S['ImportHearing']
  Payment: S['ImportPayment']
  Action: S['ImportAction']
}
type PartPath = { [P in keyof Parts]: `${P}.${Extract<keyof Parts[P], string>}` }[keyof Parts]
type Path = 'ClientName' | 'MobileNo' | 'ClientCaseNo' | 'CourtName' | 'CaseTypeName' | 'StateName' | PartPath

/**
 * How a cell is written and read back. Text and codes are written as text (Excel never turns a code into a number
 * or a date); dates as text `YYYY-MM-DD`, the contract's own form, which every spreadsheet sorts rightly and keeps as
 * written; a check box ('Yes' or '') as Yes or No, since an empty cell means a field left out.
 */
type CellKind = 'text' | 'number' | 'date' | 'flag'

interface Column {
  header: string
  path: Path
  /** The same value in the row's part, set on reading only when the row has that part (a client's name, a case's number). */
  also?: Path
  cell?: CellKind
}

const who = [
  { header: 'Client Name', path: 'ClientName', also: 'Client.clientName' },
  { header: 'Mobile No', path: 'MobileNo', also: 'Client.mobileNo' },
] as const satisfies readonly Column[]
const ofCase = [...who, { header: 'Case No', path: 'ClientCaseNo', also: 'Case.clientCaseNo' }] as const satisfies readonly Column[]

// One table per sheet, read by both the writing and the reading; the checks below make the compiler name a field of
// the contract that has no column.
const CLIENTS = [
  ...who,
  { header: 'E-mail', path: 'Client.emailId' },
  { header: 'Contact Person', path: 'Client.contactPerson' },
  { header: 'Client Type', path: 'Client.clientType' },
  { header: 'Gender', path: 'Client.gender' },
  { header: 'Address 1', path: 'Client.clientAddress1' },
  { header: 'Address 2', path: 'Client.clientAddress2' },
  { header: 'Address 3', path: 'Client.clientAddress3' },
  { header: 'PIN Code', path: 'Client.pinCode' },
  { header: 'Country Code', path: 'Client.countryCode' },
  { header: 'State Code', path: 'Client.stateCode' },
  { header: 'State', path: 'StateName' },
  { header: 'Office Phone', path: 'Client.landLineOffice' },
  { header: 'Landline No', path: 'Client.landLineNo' },
  { header: 'Occupation', path: 'Client.occupation' },
  { header: 'Send SMS', path: 'Client.sendSMS', cell: 'flag' },
  { header: 'Send E-mail', path: 'Client.sendMail', cell: 'flag' },
  { header: 'Send WhatsApp', path: 'Client.sendWhatsapp', cell: 'flag' },
  { header: 'Preferred Language', path: 'Client.PreferredLanguage' },
] as const satisfies readonly Column[]

const CASES = [
  ...ofCase,
  { header: 'Case Title', path: 'Case.caseTitle' },
  { header: 'Case Type Code', path: 'Case.caseCode' },
  { header: 'Case Type', path: 'CaseTypeName' },
  { header: 'Case Nature', path: 'Case.caseNature' },
  { header: 'Under Section', path: 'Case.underSection' },
  { header: 'CNR', path: 'Case.caseRecordNo' },
  { header: 'Filing Year', path: 'Case.caseFilingYear' },
  { header: 'Diary No', path: 'Case.diaryNumber' },
  { header: 'FIR No', path: 'Case.firNo' },
  { header: 'FIR Date', path: 'Case.firDate', cell: 'date' },
  { header: 'FIR Year', path: 'Case.firYear' },
  { header: 'Police Station', path: 'Case.policeStation' },
  { header: 'Court Type Code', path: 'Case.courtType' },
  { header: 'Court Code', path: 'Case.courtCode' },
  { header: 'Court', path: 'CourtName' },
  { header: 'Court No', path: 'Case.courtNo' },
  { header: 'Judge', path: 'Case.judgeName' },
  { header: 'Country Code', path: 'Case.countryCode' },
  { header: 'State Code', path: 'Case.stateCode' },
  { header: 'State', path: 'StateName' },
  { header: 'Register Date', path: 'Case.caseRegisterDate', cell: 'date' },
  { header: 'Filing No', path: 'Case.filingNo' },
  { header: 'Filing Date', path: 'Case.filingDate', cell: 'date' },
  { header: 'Purpose', path: 'Case.purpose' },
  { header: 'Party', path: 'Case.party' },
  { header: 'Case Status', path: 'Case.caseStatus' },
  { header: 'Next Hearing Date', path: 'Case.nextHearingDate', cell: 'date' },
  { header: 'File No', path: 'Case.fileNo' },
  { header: 'Room No', path: 'Case.roomNo' },
  { header: 'Almirah', path: 'Case.almirah' },
  { header: 'Rack', path: 'Case.rack' },
  { header: 'File Description', path: 'Case.fileDescription' },
  { header: 'Attendant Advocate', path: 'Case.attendantAdvocateName' },
  { header: 'Opposite Advocate', path: 'Case.oppAdvName' },
  { header: 'Opposite Advocate Mobile', path: 'Case.oppAdvMob' },
  { header: 'Consulting Fees', path: 'Case.consultingFees', cell: 'number' },
  { header: 'Petitioner', path: 'Case.petitionerName' },
  { header: 'Respondent', path: 'Case.respondentName' },
  { header: 'Petitioner Advocate', path: 'Case.petitionerAdvocate' },
  { header: 'Respondent Advocate', path: 'Case.respondentAdvocate' },
] as const satisfies readonly Column[]

const HEARINGS = [
  ...ofCase,
  { header: 'Hearing Date', path: 'Hearing.hearingDate', cell: 'date' },
  { header: 'Court Code', path: 'Hearing.courtCode' },
  { header: 'Court', path: 'CourtName' },
  { header: 'Court No', path: 'Hearing.courtNo' },
  { header: 'Judge', path: 'Hearing.judgeName' },
  { header: 'Purpose', path: 'Hearing.purpose' },
  { header: 'Case Status', path: 'Hearing.caseStatus' },
  { header: 'Advocate Comment', path: 'Hearing.advocateComment' },
  { header: 'Client Comment', path: 'Hearing.clientComment' },
] as const satisfies readonly Column[]

const PAYMENTS = [
  ...ofCase,
  { header: 'Payment Type', path: 'Payment.paymentType' },
  { header: 'Cheque No', path: 'Payment.paymentNo' },
  { header: 'Cheque Date', path: 'Payment.chequeDate', cell: 'date' },
  { header: 'Payment Date', path: 'Payment.paymentDate', cell: 'date' },
  { header: 'Amount', path: 'Payment.amount', cell: 'number' },
] as const satisfies readonly Column[]

const ACTIONS = [
  ...ofCase,
  { header: 'Date', path: 'Action.date', cell: 'date' },
  { header: 'Action Item', path: 'Action.actionItem' },
  { header: 'Reminder Days', path: 'Action.reminderDays', cell: 'number' },
  { header: 'Reminder Status', path: 'Action.reminderStatus' },
] as const satisfies readonly Column[]

type Covered<T extends readonly Column[]> = T[number]['path'] | Extract<T[number], { also: Path }>['also']
type Uncovered<P extends keyof Parts, T extends readonly Column[]> = Exclude<`${P}.${Extract<keyof Parts[P], string>}`, Covered<T>>
// A field added to the contract without a column here fails to compile: the workbook would lose it.
const everyField: [Uncovered<'Client', typeof CLIENTS>, Uncovered<'Case', typeof CASES>, Uncovered<'Hearing', typeof HEARINGS>, Uncovered<'Payment', typeof PAYMENTS>, Uncovered<'Action', typeof ACTIONS>] extends [never, never, never, never, never] ? true : never = true
void everyField

/** The workbook's sheets, in the order the export gives its rows (and the import needs them: a case before its hearings). */
export const BOOK: readonly { kind: Kind; name: string; columns: readonly Column[] }[] = [
  { kind: 'CLIENT', name: 'Clients', columns: CLIENTS },
  { kind: 'CASE', name: 'Cases', columns: CASES },
  { kind: 'HEARING', name: 'Hearings', columns: HEARINGS },
  { kind: 'PAYMENT', name: 'Payments', columns: PAYMENTS },
  { kind: 'ACTION', name: 'Actions', columns: ACTIONS },
]

function get(row: ImportRow, path: Path): unknown {
  const [head, field] = path.split('.') as [keyof ImportRow, string | undefined]
  const value = row[head]
  return field === undefined ? value : (value as Record<string, unknown> | undefined)?.[field]
}

function set(row: Record<string, unknown>, path: Path, value: unknown, onlyIntoAPart = false) {
  const [head, field] = path.split('.') as [string, string | undefined]
  if (field === undefined) row[head] = value
  else if (row[head] || !onlyIntoAPart) ((row[head] ??= {}) as Record<string, unknown>)[field] = value
}

function written(value: unknown, cell: CellKind = 'text'): CsvCell {
  if (value === undefined || value === null || value === '') return cell === 'flag' && value === '' ? 'No' : ''
  return typeof value === 'number' ? value : String(value)
}

/** The whole practice as five sheets, one per kind of row, every field of a row's part in its own column. */
export function bookSheets(rows: readonly ImportRow[]): SheetData[] {
  return BOOK.map(({ kind, name, columns }) => ({
    name,
    header: columns.map((c) => c.header),
    rows: rows.filter((r) => r.Kind === kind).map((r) => columns.map((c) => written(get(r, c.path) ?? (c.also ? get(r, c.also) : undefined), c.cell))),
  }))
}

const pad = (n: number) => String(n).padStart(2, '0')
const EXCEL_EPOCH = Date.UTC(1899, 11, 30)

/** A date cell: as written (`YYYY-MM-DD`), as Excel keeps a date typed into it (a day number), or typed DD-MM-YYYY. */
function dateOf(value: string | number): string {
  if (typeof value === 'number') {
    const d = new Date(EXCEL_EPOCH + Math.round(value) * 86_400_000)
    return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  }
  const typed = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(value.trim())
  return typed ? `${typed[3]}-${pad(Number(typed[2]))}-${pad(Number(typed[1]))}` : value
}

function readCell(value: string | number | boolean, cell: CellKind = 'text'): unknown {
  const v = typeof value === 'boolean' ? String(value).toUpperCase() : value
  if (cell === 'number') {
    const n = typeof v === 'number' ? v : Number(v.replace(/,/g, ''))
    // Text that is no number stays as written, for the import's check to name.
    return Number.isFinite(n) && String(v).trim() !== '' ? n : v
  }
  if (cell === 'date') return dateOf(v)
  if (cell === 'flag') return /^(yes|y|true)$/i.test(String(v)) ? 'Yes' : ''
  return String(v)
}

/**
 * The rows of a Case Diary workbook (as bookSheets writes it, columns in any order), or null when the workbook is
 * not one: one of the five sheets is missing or lacks a column. `Line` is the row's place in the workbook (clients
 * first, then cases, hearings, payments, actions) and `Key` is made from what the row says, so a workbook imported
 * twice creates nothing twice. Empty cells are left out, as the export leaves out empty fields.
 */
export function rowsOfBook(sheets: readonly ReadSheet[]): ImportRow[] | null {
  const found = BOOK.map((sheet) => {
    const read = sheets.find((s) => s.name.trim().toLowerCase() === sheet.name.toLowerCase())
    const header = (read?.rows[0] ?? []).map((h) => String(h).trim().toLowerCase())
    const at = sheet.columns.map((c) => header.indexOf(c.header.toLowerCase()))
    return read && at.every((i) => i >= 0) ? { sheet, at, rows: read.rows.slice(1) } : null
  })
  if (found.some((f) => f === null)) return null
  const rows: ImportRow[] = []
  for (const { sheet, at, rows: lines } of found as NonNullable<(typeof found)[number]>[]) {
    for (const line of lines) {
      const row: Record<string, unknown> = { Kind: sheet.kind }
      const cells = sheet.columns.map((c, i) => ({ c, v: line[at[i]!] ?? '' })).filter(({ v }) => v !== '')
      if (!cells.length) continue
      for (const { c, v } of cells) set(row, c.path, readCell(v, c.cell))
      for (const { c, v } of cells) if (c.also) set(row, c.also, readCell(v, c.cell), true)
      const said = row as Omit<ImportRow, 'Key' | 'Line'>
      rows.push({ ...said, Line: rows.length + 1, Key: rowKey(said) })
    }
  }
  return rows
}
