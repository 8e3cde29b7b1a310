import type { components } from '../../src/api/schema.gen'
import type { Case, CaseNature, CaseStatus, Client, SecurityUser } from '../db'
import { KIND, MESSAGES, advocateScope, authUser, fail, http, idOf, isAdmin, ok, requireId } from '../http'
import { byText, listOf, sameText } from '../kit'
import { commit, db, localToday, provider } from '../provider'
import { byKey, clientsOf, courtsOf } from '../queries'

export const CASE_ADDED = 'Advocate client case details added successfully!'
export const CASE_UPDATED = 'Advocate client case details updated successfully!'
export const CASE_DELETED = 'Advocate client case detail deleted successfully!'
export const NEXT_NOT_AFTER_REGISTER = 'Next hearing date cannot be same or less than register Date'
export const FILING_IN_FUTURE = 'Filing date cannot be a future date'
export const CASE_NO_TAKEN = (caseNo: string) => `Case no ${caseNo} already exists for this client.`
export const CASE_HAS_PAYMENTS = 'The case has client payments; delete them first.'
export const DISPOSED_READ_ONLY = 'A disposed case cannot be changed.'

type Fields = components['schemas']['CaseFields']


const CASE_WHAT = 'The case'
const caseIdOf = (value: unknown) => requireId(KIND.case, value, CASE_WHAT)

function ownCase(user: SecurityUser, encryptedCaseId: unknown, requestedAdvocate?: unknown): Case {
  const id = caseIdOf(encryptedCaseId)
  const advocate = requestedAdvocate === undefined && isAdmin(user) ? null : advocateScope(user, requestedAdvocate)
  const found = db().cases.find((c) => c.caseId === id && (advocate === null || c.advocateCode === advocate))
  if (!found) throw fail(404, MESSAGES.notFound(CASE_WHAT))
  return found
}

function ownClient(advocateCode: number, clientCode: string): Client {
  const client = db().clients.find((c) => String(c.clientCode) === clientCode && c.advocateCode === advocateCode)
  if (!client) throw fail(404, MESSAGES.notFound('The client'))
  return client
}

/** The rules a real provider must keep whatever the form did: dates in order, a court of the state, a case type that exists. */
export function checkCase(body: Fields) {
  if (body.nextHearingDate <= body.caseRegisterDate) throw fail(400, NEXT_NOT_AFTER_REGISTER)
  if (body.filingDate && body.filingDate > localToday()) throw fail(400, FILING_IN_FUTURE)
  const court = db().courts.find((c) => String(c.courtCode) === body.courtCode)
  if (!court || court.stateCode !== body.stateCode || court.countryCode !== body.countryCode) throw fail(400, 'courtCode: the court is not a court of the chosen state.')
  if (!db().caseTypes.some((t) => String(t.caseCode) === body.caseCode)) throw fail(400, 'caseCode: the case type was not found.')
  return court
}

export function checkCaseNo(clientCode: number, caseNo: string, except?: number) {
  if (db().cases.some((c) => c.clientCode === clientCode && c.caseId !== except && sameText(c.clientCaseNo, caseNo))) throw fail(409, CASE_NO_TAKEN(caseNo))
}

/** What the form sends, as the store keeps it (optional text '', optional dates null). */
export const storedCase = (body: Fields, courtType: number) => ({
  clientCaseNo: body.clientCaseNo,
  caseTitle: body.caseTitle,
  caseCode: Number(body.caseCode),
  caseNature: body.caseNature ?? ('CRIMINAL' as CaseNature),
  underSection: body.underSection ?? '',
  caseRecordNo: body.caseRecordNo ?? null,
  caseFilingYear: body.caseFilingYear ?? '',
  diaryNumber: body.diaryNumber ?? '',
  firNo: body.firNo ?? '',
  firDate: body.firDate ?? null,
  firYear: body.firYear ?? '',
  policeStation: body.policeStation ?? '',
  courtType,
  courtCode: Number(body.courtCode),
  courtNo: body.courtNo ?? '',
  judgeName: body.judgeName ?? '',
  countryCode: body.countryCode,
  stateCode: body.stateCode,
  caseRegisterDate: body.caseRegisterDate,
  filingNo: body.filingNo ?? '',
  filingDate: body.filingDate ?? null,
  fileNo: body.fileNo ?? '',
  roomNo: body.roomNo ?? '',
  almirah: body.almirah ?? '',
  rack: body.rack ?? '',
  fileDescription: body.fileDescription ?? '',
  purpose: body.purpose,
  party: body.party,
  caseStatus: body.caseStatus ?? ('ONGOING' as CaseStatus),
  nextHearingDate: body.nextHearingDate,
  attendantAdvocateName: body.attendantAdvocateName ?? '',
  oppAdvName: body.oppAdvName ?? '',
  oppAdvMob: body.oppAdvMob ?? '',
  consultingFees: body.consultingFees ?? 0,
  petitionerName: body.petitionerName ?? '',
  respondentName: body.respondentName ?? '',
  petitionerAdvocate: body.petitionerAdvocate ?? '',
  respondentAdvocate: body.respondentAdvocate ?? '',
})

/** Spec 2 §3: a case as get-advocate-client-case-master-detail answers it, with its client's contact fields. */
/** The tables a case record names its client, type and court from; built once for a page of cases. */
export function caseLookups(data = db()) {
  return { clients: clientsOf(data), courts: courtsOf(data), caseTypes: byKey(data.caseTypes, (t) => t.caseCode) }
}

export function caseRecord(c: Case, lookups = caseLookups()) {
  const client = lookups.clients.get(c.clientCode)
  const { caseId, advocateCode, clientCode, caseCode, courtType, courtCode, previousHearingDate, ...fields } = c
  return {
    ...fields,
    encryptedCaseId: idOf(KIND.case, caseId),
    encryptedAdvocateCode: idOf(KIND.advocate, advocateCode),
    clientCode: String(clientCode),
    clientName: client?.clientName ?? '',
    clientType: client?.clientType ?? '',
    mobileNo: client?.mobileNo ?? '',
    emailId: client?.emailId ?? '',
    contactPerson: client?.contactPerson ?? '',
    caseCode: String(caseCode),
    caseType: lookups.caseTypes.get(caseCode)?.caseType ?? '',
    cRNo: c.caseRecordNo,
    courtType: String(courtType),
    courtCode: String(courtCode),
    courtName: lookups.courts.get(courtCode)?.courtName ?? '',
    previousDate: previousHearingDate,
  }
}

/** Cases (spec 2 §2, §7): every call is scoped to the advocate; a non-admin user reaches only their own advocate's cases. */
export const caseHandlers = [
  http.post('/advocate-client-case-list', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = advocateScope(user, body.encryptedAdvocateCode)
    const cases = db().cases.filter((c) => c.advocateCode === advocate && (!body.clientCode || String(c.clientCode) === body.clientCode))
    const { rows, totalCount } = listOf(
      cases,
      { pageNumber: body.pageNumber, pageSize: body.PageSize, SearchText: body.searchText },
      { search: (c) => [c.clientCaseNo, c.caseTitle, c.caseRecordNo, c.attendantAdvocateName, c.caseStatus], sort: (a, b) => b.nextHearingDate.localeCompare(a.nextHearingDate) },
    )
    return response(200).json(
      ok({
        totalCount,
        advocateCaseList: rows.map((c) => ({
          encryptedCaseId: idOf(KIND.case, c.caseId),
          caseRecordNo: c.caseRecordNo,
          clientCaseNo: c.clientCaseNo,
          caseTitle: c.caseTitle,
          nextHearingDate: c.nextHearingDate,
          attendantAdvocateName: c.attendantAdvocateName,
          caseStatus: c.caseStatus,
        })),
      }),
    )
  }),

  http.post('/get-advocate-client-case-master-detail', async ({ request, response }) => {
    const user = authUser(request)
    const { EncryptedAdvocateCode, EncryptedCaseId } = await request.json()
    return response(200).json(ok({ caseDetail: caseRecord(ownCase(user, EncryptedCaseId, EncryptedAdvocateCode)) }))
  }),

  http.post('/get-client-case-master-list', async ({ request, response }) => {
    const user = authUser(request)
    const { EncryptedAdvocateCode, ClientCode } = await request.json()
    const advocate = advocateScope(user, EncryptedAdvocateCode)
    const cases = db().cases.filter((c) => c.advocateCode === advocate && String(c.clientCode) === ClientCode).sort(byText((c) => c.clientCaseNo))
    return response(200).json(ok({ caseMasterList: cases.map((c) => ({ caseNo: c.clientCaseNo, caseTitle: c.caseTitle, courtCode: String(c.courtCode) })) }))
  }),

  http.post('/case-registration', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocateCode = advocateScope(user, body.encryptedAdvocateCode)
    const court = checkCase(body)
    let client: Client
    if (body.IsClientExist) {
      client = ownClient(advocateCode, body.clientCode ?? '')
    } else {
      // Spec 2 §3: the offender's or defender's new client is created with the case, in the same call.
      const nested = body.Client!
      if (!db().states.some((s) => s.stateCode === nested.StateCode && s.countryCode === nested.CountryCode)) throw fail(400, 'Client.StateCode: the state is not a state of the chosen country.')
      client = {
        clientCode: provider().nextId('clients'),
        advocateCode,
        clientName: nested.ClientName,
        clientType: 'INDIVIDUAL',
        gender: null,
        contactPerson: nested.ClientName,
        clientAddress1: '',
        clientAddress2: '',
        clientAddress3: '',
        pinCode: '',
        countryCode: nested.CountryCode,
        stateCode: nested.StateCode,
        emailId: nested.EmailId,
        mobileNo: nested.MobileNo,
        landLineOffice: '',
        landLineNo: '',
        occupation: '',
        sendSMS: '',
        sendMail: '',
        sendWhatsapp: '',
        preferredLanguage: 'en',
      }
    }
    checkCaseNo(client.clientCode, body.clientCaseNo)
    if (!body.IsClientExist) db().clients.push(client)
    const caseId = provider().nextId('cases')
    db().cases.push({ caseId, advocateCode, clientCode: client.clientCode, previousHearingDate: null, ...storedCase(body, court.courtType) })
    commit()
    return response(200).json(ok({ encryptedAdvocateClientCaseId: idOf(KIND.case, caseId), clientCode: String(client.clientCode) }, CASE_ADDED))
  }),

  http.post('/update-advocate-client-case', async ({ request, response }) => {
    // The case-update right (x-rights) is checked by the request gate, for update and delete alike.
    const user = authUser(request)
    const body = await request.json()
    const found = ownCase(user, body.EncryptedCaseId, body.encryptedAdvocateCode)
    if (found.caseStatus === 'DISPOSED') throw fail(409, DISPOSED_READ_ONLY)
    if (String(found.clientCode) !== body.clientCode) throw fail(400, 'clientCode: a registered case keeps its client.')
    const court = checkCase(body)
    checkCaseNo(found.clientCode, body.clientCaseNo, found.caseId)
    Object.assign(found, storedCase({ ...body, caseFilingYear: body.CaseFilingYear ?? body.caseFilingYear, diaryNumber: body.DiaryNumber ?? body.diaryNumber }, court.courtType))
    commit()
    return response(200).json(ok(null, CASE_UPDATED))
  }),

  http.delete('/delete-advocate-client-case', async ({ request, response }) => {
    const user = authUser(request)
    const { EncryptedCaseId } = await request.json()
    const found = ownCase(user, EncryptedCaseId)
    // Money received stays on record: a case with payments is not deleted under them.
    if (db().clientPayments.some((p) => p.caseId === found.caseId)) throw fail(409, CASE_HAS_PAYMENTS)
    const data = db()
    data.cases = data.cases.filter((c) => c.caseId !== found.caseId)
    data.hearings = data.hearings.filter((h) => h.caseId !== found.caseId)
    data.actionDetails = data.actionDetails.filter((a) => a.caseId !== found.caseId)
    commit()
    return response(200).json(ok(null, CASE_DELETED))
  }),
]
