import type { ActionDetail, Case, ClientPayment, DbData, Hearing, JournalEntry, TimelineKind } from '../db'

/** An event before it is given its id, time, user and source. */
export type Change = Pick<JournalEntry, 'kind' | 'summary' | 'details' | 'ref'> & { caseId: number }
type Detail = JournalEntry['details'][number]

/** 'YYYY-MM-DD' as the app shows dates (DD-MM-YYYY); other text as it is. */
export const shownDate = (wire: string | null) => (wire && /^\d{4}-\d{2}-\d{2}$/.test(wire) ? wire.split('-').reverse().join('-') : wire)
const RUPEES = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
export const rupees = (amount: number) => `Rs ${RUPEES.format(amount)}`

/** The case fields a timeline names, with their labels; fields not named here (derived ones) make no event. */
const CASE_LABELS: Partial<Record<keyof Case, string>> = {
  clientCaseNo: 'Case no', caseTitle: 'Title', caseCode: 'Case type', caseNature: 'Nature', underSection: 'Under section',
  caseRecordNo: 'CNR', caseFilingYear: 'Filing year', diaryNumber: 'Diary no', firNo: 'FIR no', firDate: 'FIR date',
  firYear: 'FIR year', policeStation: 'Police station', courtCode: 'Court', courtNo: 'Court no', judgeName: 'Judge',
  caseRegisterDate: 'Register date', filingNo: 'Filing no', filingDate: 'Filing date', purpose: 'Purpose', party: 'Party',
  caseStatus: 'Status', nextHearingDate: 'Next date', attendantAdvocateName: 'Attending advocate', oppAdvName: 'Opposing advocate',
  oppAdvMob: 'Opposing advocate mobile', consultingFees: 'Consulting fees', petitionerName: 'Petitioner', respondentName: 'Respondent',
  petitionerAdvocate: 'Petitioner advocate', respondentAdvocate: 'Respondent advocate', clientCode: 'Client',
}
const FILE_FIELDS: (keyof Case)[] = ['fileNo', 'roomNo', 'almirah', 'rack', 'fileDescription']
const FILE_LABELS: Record<string, string> = { fileNo: 'File no', roomNo: 'Room', almirah: 'Almirah', rack: 'Rack', fileDescription: 'File description' }
/** What a next-date save changes beside the date itself, told with it. */
const HEARING_FIELDS: (keyof Case)[] = ['courtCode', 'courtNo', 'judgeName', 'purpose', 'caseStatus', 'attendantAdvocateName']

const courtName = (db: DbData, code: unknown) => db.courts.find((c) => c.courtCode === code)?.courtName ?? String(code)
const caseType = (db: DbData, code: unknown) => db.caseTypes.find((c) => c.caseCode === code)?.caseType ?? String(code)

function value(db: DbData, field: string, v: unknown): string | null {
  if (v === null || v === undefined || v === '') return null
  if (field === 'courtCode') return courtName(db, v)
  if (field === 'caseCode') return caseType(db, v)
  return shownDate(String(v))
}

const changed = (db: DbData, before: object, after: object, fields: string[], labels: Record<string, string | undefined>): Detail[] =>
  fields
    .filter((f) => (before as Record<string, unknown>)[f] !== (after as Record<string, unknown>)[f])
    .map((f) => ({ label: labels[f] ?? f, from: value(db, f, (before as Record<string, unknown>)[f]), to: value(db, f, (after as Record<string, unknown>)[f]) }))

const facts = (pairs: [string, string | null][]): Detail[] => pairs.map(([label, to]) => ({ label, from: null, to }))

export function registered(db: DbData, c: Case): Change {
  const details = facts([
    ['Case no', c.clientCaseNo], ['Title', c.caseTitle || null], ['Court', courtName(db, c.courtCode)],
    ['Register date', shownDate(c.caseRegisterDate)], ['Next date', shownDate(c.nextHearingDate)],
  ])
  return { caseId: c.caseId, kind: 'REGISTERED', summary: `Case ${c.clientCaseNo} registered`, details, ref: null }
}

/** What an edit of a case changed: the next date (with the hearing's other values), the file's place, the rest. */
export function caseEdited(db: DbData, before: Case, after: Case): Change[] {
  const out: Change[] = []
  const at = (kind: TimelineKind, summary: string, details: Detail[]) => details.length && out.push({ caseId: after.caseId, kind, summary, details, ref: null })
  const rest = Object.keys(CASE_LABELS).filter((f) => f !== 'nextHearingDate' && !(HEARING_FIELDS as string[]).includes(f))
  if (before.nextHearingDate !== after.nextHearingDate) {
    const details = changed(db, before, after, ['nextHearingDate', ...HEARING_FIELDS], CASE_LABELS)
    at('NEXT_DATE_CHANGED', `Next date moved from ${shownDate(before.nextHearingDate)} to ${shownDate(after.nextHearingDate)}`, details)
  } else rest.push(...HEARING_FIELDS)
  const file = changed(db, before, after, FILE_FIELDS, FILE_LABELS)
  const place = [after.roomNo && `room ${after.roomNo}`, after.almirah && `almirah ${after.almirah}`, after.rack && `rack ${after.rack}`].filter(Boolean).join(', ')
  at('FILE_MOVED', place ? `File moved to ${place}` : 'File placement changed', file)
  const other = changed(db, before, after, rest, CASE_LABELS)
  at('CASE_CHANGED', `Case details changed: ${other.map((d) => d.label).join(', ')}`, other)
  return out
}

export function hearingHeld(db: DbData, h: Hearing): Change {
  const details = facts([
    ['Hearing date', shownDate(h.hearingDate)], ['Outcome', h.caseStatus], ['Purpose', h.purpose], ['Court', courtName(db, h.courtCode)],
    ['Court no', h.courtNo || null], ['Judge', h.judgeName || null], ['Comment', h.advocateComment || null],
  ]).filter((d) => d.to !== null)
  return { caseId: h.caseId, kind: 'HEARING', summary: `Hearing of ${shownDate(h.hearingDate)}: ${h.caseStatus}, ${h.purpose}`, details, ref: `hearings:${h.hearingId}` }
}

const PAYMENT_LABELS: Record<string, string> = { amount: 'Amount', paymentType: 'Mode', paymentNo: 'Cheque no', paymentDate: 'Payment date', chequeDate: 'Cheque date' }
const paymentFacts = (p: ClientPayment) =>
  facts([['Amount', rupees(p.amount)], ['Mode', p.paymentType], ['Payment date', shownDate(p.paymentDate)], ['Cheque no', p.paymentNo || null]]).filter((d) => d.to !== null)

export function payment(db: DbData, before: ClientPayment | undefined, after: ClientPayment | undefined): Change | null {
  const p = (after ?? before)!
  const ref = `clientPayments:${p.clientPaymentId}`
  if (!before) return { caseId: p.caseId, kind: 'PAYMENT', summary: `Payment of ${rupees(p.amount)} received by ${p.paymentType}`, details: paymentFacts(p), ref }
  if (!after) return { caseId: p.caseId, kind: 'PAYMENT', summary: `Payment of ${rupees(p.amount)} deleted`, details: paymentFacts(p), ref }
  const details = changed(db, before, after, Object.keys(PAYMENT_LABELS), PAYMENT_LABELS).map((d) => (d.label === 'Amount' ? { ...d, from: rupees(before.amount), to: rupees(after.amount) } : d))
  return details.length ? { caseId: p.caseId, kind: 'PAYMENT', summary: `Payment of ${rupees(after.amount)} changed`, details, ref } : null
}

const ACTION_LABELS: Record<string, string> = { actionItem: 'Action', date: 'Date', reminderDays: 'Reminder days', reminderStatus: 'Status' }
const actionFacts = (a: ActionDetail) => facts([['Action', a.actionItem], ['Date', shownDate(a.date)], ['Status', a.reminderStatus]])

export function action(db: DbData, before: ActionDetail | undefined, after: ActionDetail): Change | null {
  const ref = `actionDetails:${after.actionDetailId}`
  const base = { caseId: after.caseId, ref }
  if (!before) {
    const kind = after.reminderStatus === 'Close' ? 'ACTION_CLOSED' : 'ACTION_OPENED'
    return { ...base, kind, summary: `Action opened: ${after.actionItem} (due ${shownDate(after.date)})`, details: actionFacts(after) }
  }
  const details = changed(db, before, after, Object.keys(ACTION_LABELS), ACTION_LABELS)
  if (!details.length) return null
  if (before.reminderStatus !== after.reminderStatus) {
    const closed = after.reminderStatus === 'Close'
    return { ...base, kind: closed ? 'ACTION_CLOSED' : 'ACTION_OPENED', summary: `${closed ? 'Action closed' : 'Action reopened'}: ${after.actionItem}`, details }
  }
  return { ...base, kind: 'CASE_CHANGED', summary: `Action changed: ${after.actionItem}`, details }
}

/** A message prepared for the client (the message log's rows: caseId, channel, recipient, language). */
export interface MessageRow {
  caseId: number
  channel: string
  recipient: string
  language?: string
}
const CHANNELS: Record<string, string> = { WHATSAPP: 'WhatsApp', SMS: 'SMS', EMAIL: 'e-mail' }

export function message(row: MessageRow, key: number): Change {
  const channel = CHANNELS[row.channel] ?? row.channel
  const details = facts([['Channel', channel], ['Recipient', row.recipient], ['Language', row.language ?? null]]).filter((d) => d.to !== null)
  return { caseId: row.caseId, kind: 'MESSAGE', summary: `Message prepared by ${channel} to ${row.recipient}`, details, ref: `clientMessages:${key}` }
}
