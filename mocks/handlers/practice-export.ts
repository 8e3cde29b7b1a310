import type { components } from '../../src/api/schema.gen'
import type { Case, Client } from '../db'
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

// In a browser the mock's handlers run on the page's thread: a large practice (140,000 rows) gives it back now and then.
const breathe = () => new Promise((resolve) => setTimeout(resolve, 0))
const BREATH = 5000

/** Issue 26: the whole practice as import rows, so the import reads the export back without loss. */
export async function practiceRows(advocateCode: number): Promise<Row[]> {
  const d = db()
  const clients = new Map(d.clients.filter((c) => c.advocateCode === advocateCode).map((c) => [c.clientCode, c]))
  const cases = d.cases.filter((c) => c.advocateCode === advocateCode)
  const byId = new Map(cases.map((c) => [c.caseId, c]))
  const courts = courtsOf(d)
  const caseTypes = new Map(d.caseTypes.map((t) => [t.caseCode, t.caseType]))
  const states = new Map(d.states.map((s) => [`${s.countryCode}|${s.stateCode}`, s.stateName]))
  const rows: Row[] = []
  let step = 0
  const push = (kind: Row['Kind'], id: number, client: Client, extra: Partial<Row>) =>
    rows.push({ Key: `${kind}-${id}`, Line: rows.length + 1, Kind: kind, ClientName: client.clientName, MobileNo: client.mobileNo, ...extra })
  for (const c of clients.values()) {
    if (++step % BREATH === 0) await breathe()
    push('CLIENT', c.clientCode, c, { Client: clientValues(c), StateName: states.get(`${c.countryCode}|${c.stateCode}`) ?? '' })
  }
  for (const c of cases) {
    if (++step % BREATH === 0) await breathe()
    const client = clients.get(c.clientCode)
    if (client) push('CASE', c.caseId, client, { ClientCaseNo: c.clientCaseNo, Case: caseFields(c), CourtName: courts.get(c.courtCode)?.courtName ?? '', CaseTypeName: caseTypes.get(c.caseCode) ?? '', StateName: states.get(`${c.countryCode}|${c.stateCode}`) ?? '' })
  }
  const ofCase = (caseId: number) => {
    const c = byId.get(caseId)
    const client = c && clients.get(c.clientCode)
    return c && client ? { c, client } : null
  }
  for (const h of d.hearings) {
    if (++step % BREATH === 0) await breathe()
    const at = ofCase(h.caseId)
    if (at) push('HEARING', h.hearingId, at.client, { ClientCaseNo: at.c.clientCaseNo, CourtName: courts.get(h.courtCode)?.courtName ?? '', Hearing: { ...given({ courtNo: h.courtNo, judgeName: h.judgeName, advocateComment: h.advocateComment, clientComment: h.clientComment }), hearingDate: h.hearingDate, courtCode: String(h.courtCode), purpose: h.purpose, caseStatus: h.caseStatus } })
  }
  for (const x of d.clientPayments) {
    if (++step % BREATH === 0) await breathe()
    const at = ofCase(x.caseId)
    if (at) push('PAYMENT', x.clientPaymentId, at.client, { ClientCaseNo: at.c.clientCaseNo, Payment: { paymentType: x.paymentType, ...given({ paymentNo: x.paymentNo, chequeDate: x.chequeDate }), paymentDate: x.paymentDate, amount: x.amount } })
  }
  for (const x of d.actionDetails) {
    if (++step % BREATH === 0) await breathe()
    const at = ofCase(x.caseId)
    if (at) push('ACTION', x.actionDetailId, at.client, { ClientCaseNo: at.c.clientCaseNo, Action: { date: x.date, actionItem: x.actionItem, reminderDays: x.reminderDays, reminderStatus: x.reminderStatus } })
  }
  return rows
}

export const practiceExportHandlers = [
  http.post('/get-practice-export', async ({ request, response }) => {
    const { EncryptedAdvocateCode } = await request.json()
    const advocateCode = advocateScope(authUser(request), EncryptedAdvocateCode)
    const advocate = db().advocates.find((a) => a.advocateCode === advocateCode)
    if (!advocate) throw fail(404, 'The advocate was not found.')
    return response(200).json(ok({ AdvocateName: advocate.advocateName, ExportedAt: new Date().toISOString(), Rows: await practiceRows(advocateCode) }))
  }),
]
