import type { components } from '../../src/api/schema.gen'
import type { ActionDetail, Case, Client, ClientPayment, Hearing } from '../db'
import { advocateScope, authUser, fail, http, ok } from '../http'
import { db } from '../provider'
import { courtsOf } from '../queries'

type Row = components['schemas']['ImportRow']
type CaseFields = components['schemas']['CaseFields']

/** Optional text the import takes as left out when empty (the contract asks for fields left out rather than ''). */
const given = <T extends object>(fields: T): T => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== '' && v !== null && v !== undefined)) as T

function clientValues(c: Client): components['schemas']['ClientValues'] {
  return {
    ...given({ clientAddress1: c.clientAddress1, clientAddress2: c.clientAddress2, clientAddress3: c.clientAddress3, pinCode: c.pinCode, landLineOffice: c.landLineOffice, landLineNo: c.landLineNo, occupation: c.occupation }),
    clientName: c.clientName,
    contactPerson: c.contactPerson,
    countryCode: c.countryCode,
    stateCode: c.stateCode,
    emailId: c.emailId,
    mobileNo: c.mobileNo,
    clientType: c.clientType,
    ...(c.clientType === 'INDIVIDUAL' && c.gender ? { gender: c.gender } : {}),
    sendSMS: c.sendSMS,
    sendMail: c.sendMail,
    sendWhatsapp: c.sendWhatsapp,
    PreferredLanguage: c.preferredLanguage ?? 'en',
  }
}

function caseFields(c: Case): CaseFields {
  const { caseId: _id, advocateCode: _advocate, clientCode: _client, caseCode, courtType, courtCode, previousHearingDate: _previous, consultingFees, caseRecordNo, ...rest } = c
  return {
    ...given(rest),
    ...(caseRecordNo ? { caseRecordNo } : {}),
    caseCode: String(caseCode),
    courtCode: String(courtCode),
    courtType: String(courtType),
    consultingFees,
  } as CaseFields
}

type Ref =
  | { kind: 'CLIENT'; client: Client }
  | { kind: 'CASE'; client: Client; c: Case }
  | { kind: 'HEARING'; client: Client; c: Case; h: Hearing }
  | { kind: 'PAYMENT'; client: Client; c: Case; x: ClientPayment }
  | { kind: 'ACTION'; client: Client; c: Case; x: ActionDetail }

/** The practice's records in the export's order (clients, cases, hearings, payments, actions, each by id): cheap references, no rows yet. */
function practiceRefs(advocateCode: number): Ref[] {
  const d = db()
  const clients = new Map(d.clients.filter((c) => c.advocateCode === advocateCode).map((c) => [c.clientCode, c]))
  const refs: Ref[] = [...clients.values()].map((client) => ({ kind: 'CLIENT', client }))
  const byId = new Map<number, { c: Case; client: Client }>()
  for (const c of d.cases) {
    const client = c.advocateCode === advocateCode ? clients.get(c.clientCode) : undefined
    if (!client) continue
    byId.set(c.caseId, { c, client })
    refs.push({ kind: 'CASE', client, c })
  }
  for (const h of d.hearings) {
    const at = byId.get(h.caseId)
    if (at) refs.push({ kind: 'HEARING', ...at, h })
  }
  for (const x of d.clientPayments) {
    const at = byId.get(x.caseId)
    if (at) refs.push({ kind: 'PAYMENT', ...at, x })
  }
  for (const x of d.actionDetails) {
    const at = byId.get(x.caseId)
    if (at) refs.push({ kind: 'ACTION', ...at, x })
  }
  return refs
}

/** One record as the row import-rows takes back; `Line` is its place in the whole export. */
function rowOf(ref: Ref, line: number, names: { court: (code: number) => string; caseType: (code: number) => string; state: (country: string, state: string) => string }): Row {
  const head = { Line: line, ClientName: ref.client.clientName, MobileNo: ref.client.mobileNo }
  switch (ref.kind) {
    case 'CLIENT':
      return { ...head, Key: `CLIENT-${ref.client.clientCode}`, Kind: 'CLIENT', Client: clientValues(ref.client), StateName: names.state(ref.client.countryCode, ref.client.stateCode) }
    case 'CASE': {
      const c = ref.c
      return { ...head, Key: `CASE-${c.caseId}`, Kind: 'CASE', ClientCaseNo: c.clientCaseNo, Case: caseFields(c), CourtName: names.court(c.courtCode), CaseTypeName: names.caseType(c.caseCode), StateName: names.state(c.countryCode, c.stateCode) }
    }
    case 'HEARING': {
      const h = ref.h
      const Hearing = { ...given({ courtNo: h.courtNo, judgeName: h.judgeName, advocateComment: h.advocateComment, clientComment: h.clientComment }), hearingDate: h.hearingDate, courtCode: String(h.courtCode), purpose: h.purpose, caseStatus: h.caseStatus }
      return { ...head, Key: `HEARING-${h.hearingId}`, Kind: 'HEARING', ClientCaseNo: ref.c.clientCaseNo, CourtName: names.court(h.courtCode), Hearing }
    }
    case 'PAYMENT': {
      const x = ref.x
      const Payment = { paymentType: x.paymentType, ...given({ paymentNo: x.paymentNo, chequeDate: x.chequeDate }), paymentDate: x.paymentDate, amount: x.amount }
      return { ...head, Key: `PAYMENT-${x.clientPaymentId}`, Kind: 'PAYMENT', ClientCaseNo: ref.c.clientCaseNo, Payment }
    }
    case 'ACTION': {
      const x = ref.x
      return { ...head, Key: `ACTION-${x.actionDetailId}`, Kind: 'ACTION', ClientCaseNo: ref.c.clientCaseNo, Action: { date: x.date, actionItem: x.actionItem, reminderDays: x.reminderDays, reminderStatus: x.reminderStatus } }
    }
  }
}

/** Issue 26: one page of the whole practice as import rows, so the import reads the export back without loss. */
export function practicePage(advocateCode: number, pageNumber: number, pageSize: number): { total: number; rows: Row[] } {
  const d = db()
  const courts = courtsOf(d)
  const caseTypes = new Map(d.caseTypes.map((t) => [t.caseCode, t.caseType]))
  const states = new Map(d.states.map((s) => [`${s.countryCode}|${s.stateCode}`, s.stateName]))
  const names = { court: (code: number) => courts.get(code)?.courtName ?? '', caseType: (code: number) => caseTypes.get(code) ?? '', state: (country: string, state: string) => states.get(`${country}|${state}`) ?? '' }
  const refs = practiceRefs(advocateCode)
  const from = (pageNumber - 1) * pageSize
  return { total: refs.length, rows: refs.slice(from, from + pageSize).map((ref, i) => rowOf(ref, from + i + 1, names)) }
}

export const practiceExportHandlers = [
  http.post('/get-practice-export', async ({ request, response }) => {
    const { EncryptedAdvocateCode, PageNumber, PageSize } = await request.json()
    const advocateCode = advocateScope(authUser(request), EncryptedAdvocateCode)
    const advocate = db().advocates.find((a) => a.advocateCode === advocateCode)
    if (!advocate) throw fail(404, 'The advocate was not found.')
    const { total, rows } = practicePage(advocateCode, PageNumber, PageSize)
    return response(200).json(ok({ AdvocateName: advocate.advocateName, ExportedAt: new Date().toISOString(), TotalCount: total, Rows: rows }))
  }),
]
