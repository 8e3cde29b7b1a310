import { api } from '@/api/client'
import { ApiError, errorMessage, isUnauthorized } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { placeRecord, type CnrHintField } from '@/records/cnr-masters'
import { readCnrRecord, type CnrFill } from '@/records/cnr-record'
import { caseFields } from '@/records/case-payload'
import { EMPTY as EMPTY_CASE, type CaseForm } from '@/records/case-schema'
import { CNR_MESSAGES } from '@/records/cnr-rules'
import type { CnrLine } from './cnr-list'
import { rowKey, type ImportRow } from './row-key'
import { texts, type TEXTS } from './texts'

type CaseFields = components['schemas']['CaseFields']
export type Party = 'Petitioner' | 'Respondents'
export type Outcome = keyof typeof TEXTS.cnr.outcomes

/** What became of one line of the list. */
export interface CnrResult {
  line: number
  text: string
  cnr: string
  caseNo: string
  client: string
  outcome: Outcome
  reason: string
}

/** What every line of a batch shares: whose practice, India's code among the provider's countries, today. */
export interface Batch {
  advocateCode: string
  india: string | null
  today: string
  party: Party
  /** The purpose where the record's stage is none of the purposes; '' leaves such a line failed with the record's words. */
  purpose?: string
}

/** The batch was stopped before this line was looked up. */
export class Stopped extends Error {}

/** A line that stops here, with the reason the user reads. */
class LineFailed extends Error {}
function fail(reason: string): never {
  throw new LineFailed(reason)
}

/** Client names hold 50 characters; court pages pad names with doubled spaces. */
const clientName = (name: string) => name.replace(/\s+/g, ' ').trim().toUpperCase().slice(0, 50).trimEnd()
const sameName = (a: string, b: string) => clientName(a) === clientName(b)

/** The number of the practice's case with this CNR, if it has one: such a CNR is not looked up again. */
async function caseInDiary(cnr: string, advocateCode: string): Promise<string | null> {
  const { data } = await api.POST('/advocate-client-case-list', { body: { encryptedAdvocateCode: advocateCode, pageNumber: 1, PageSize: 15, searchText: cnr } })
  return data?.data.advocateCaseList.find((c) => c.caseRecordNo === cnr)?.clientCaseNo ?? null
}

async function lookUp(cnr: string, advocateCode: string): Promise<CnrFill> {
  try {
    const { data } = await api.POST('/get-cnr-client-details', { body: { encryptedAdvocateCode: advocateCode, caseNumberRecord: cnr } })
    const record = readCnrRecord(data?.data.clientDetail ?? '', cnr)
    // As on the case form: a record with neither title nor parties holds nothing; it is not found either.
    if (!record || (!record.caseTitle && !record.petitioners.length && !record.respondents.length)) return fail(CNR_MESSAGES.notFound)
    return record
  } catch (error) {
    if (error instanceof LineFailed || isUnauthorized(error)) throw error
    return fail(error instanceof ApiError && error.status === 404 ? CNR_MESSAGES.notFound : errorMessage(error))
  }
}

/** The case the record describes, every field the contract requires filled, or the reasons it cannot be. */
async function caseOf(cnr: string, fill: CnrFill, batch: Batch): Promise<CaseFields> {
  const placed = await placeRecord(fill, batch.india, batch.today)
  const values = { ...placed.values, purpose: placed.values.purpose || batch.purpose || '' }
  const { hints } = placed
  const reasons: string[] = []
  if (!fill.caseNo) reasons.push(texts().cnr.noCaseNo)
  if (!fill.caseRegisterDate) reasons.push(texts().cnr.noRegisterDate)
  for (const field of ['stateCode', 'courtCode', 'caseCode', 'purpose', 'nextHearingDate'] as CnrHintField[])
    if (!values[field]) reasons.push(hints[field] ?? texts().cnr.noValue[field])
  if (reasons.length) fail(reasons.join('. '))
  // The case form's own payload: upper-cased text, wire dates, optional fields left out, as case registration sends it.
  const form: CaseForm = {
    ...EMPTY_CASE,
    clientCaseNo: fill.caseNo,
    caseTitle: fill.caseTitle || `${fill.petitionerName} VS ${fill.respondentName}`,
    // The CNR looked up: a record need not repeat its own.
    caseRecordNo: cnr,
    caseFilingYear: fill.filingYear,
    filingNo: fill.filingNo,
    filingDate: fill.filingDate,
    courtNo: fill.courtNo,
    judgeName: fill.judgeName,
    underSection: fill.underSection,
    firNo: fill.firNo,
    firYear: fill.firYear,
    policeStation: fill.policeStation,
    petitionerName: fill.petitionerName,
    respondentName: fill.respondentName,
    petitionerAdvocate: fill.petitionerAdvocate,
    respondentAdvocate: fill.respondentAdvocate,
    caseCode: values.caseCode,
    // A state was placed, so the country was (placeRecord finds states only in India).
    countryCode: values.countryCode!,
    stateCode: values.stateCode,
    courtCode: values.courtCode,
    caseRegisterDate: fill.caseRegisterDate,
    // placeRecord offers the next hearing only when it is still to come; the wire date is the record's.
    nextHearingDate: fill.nextHearingDate,
    purpose: values.purpose,
    party: batch.party,
    caseStatus: fill.caseStatus || 'ONGOING',
    consultingFees: '0',
  }
  return caseFields(form, batch.advocateCode)
}

/**
 * The client the row names: a new one when the line gives mobile, e-mail and gender; else one client of
 * the party's name already in the diary (with the line's mobile number, when it gives one).
 */
async function clientOf(name: string, line: CnrLine, fields: CaseFields): Promise<Pick<ImportRow, 'ClientName' | 'MobileNo' | 'Client'>> {
  if (line.mobile && line.email && line.gender) {
    const Client = { clientName: name, contactPerson: name, countryCode: fields.countryCode, stateCode: fields.stateCode, emailId: line.email, mobileNo: line.mobile, clientType: 'INDIVIDUAL' as const, gender: line.gender }
    return { ClientName: name, MobileNo: line.mobile, Client }
  }
  const { data } = await api.POST('/client-list', { body: { pageNumber: 1, pageSize: 50, SearchText: name, EncryptedAdvocateCode: fields.encryptedAdvocateCode, isDropDown: true } })
  const named = (data?.data.clientList ?? []).filter((c) => sameName(c.clientName, name) && (!line.mobile || c.mobileNo === line.mobile))
  if (named.length === 1) return { ClientName: named[0].clientName.slice(0, 50), MobileNo: named[0].mobileNo }
  if (line.mobile) return fail(texts().cnr.noClientWithMobile(name, line.mobile))
  return fail(named.length ? texts().cnr.severalClients(name) : texts().cnr.noClient(name))
}

const OUTCOME: Record<components['schemas']['ImportOutcome'], Outcome> = { CREATED: 'REGISTERED', MATCHED: 'IN_DIARY', DONE_BEFORE: 'IN_DIARY', REFUSED: 'FAILED' }

/**
 * One line: a CNR the diary has is said so; another is looked up (after `beforeLookup`, the batch's pace, which
 * throws Stopped when the batch is stopped meanwhile), placed among the masters, its client found or given, and
 * registered through import-rows (one row, its key made from what it says, so a row sent again creates nothing).
 * A 401 is thrown: the session is over and the batch stops; anything else fails this line only.
 */
export async function importCnr(line: CnrLine, batch: Batch, beforeLookup: () => Promise<void> = async () => undefined): Promise<CnrResult> {
  const result: CnrResult = { line: line.line, text: line.text, cnr: line.cnr, caseNo: '', client: '', outcome: 'FAILED', reason: line.problem ?? '' }
  if (line.problem) return result
  try {
    const known = await caseInDiary(line.cnr, batch.advocateCode)
    if (known) return { ...result, caseNo: known, outcome: 'IN_DIARY' }
    await beforeLookup()
    const fill = await lookUp(line.cnr, batch.advocateCode)
    result.caseNo = fill.caseNo
    const party = (batch.party === 'Petitioner' ? fill.petitioners : fill.respondents)[0]
    if (!party) fail(texts().cnr.noParty(texts().cnr.parties[batch.party]))
    result.client = clientName(party)
    const Case = await caseOf(line.cnr, fill, batch)
    const client = await clientOf(result.client, line, Case)
    result.client = client.ClientName
    const said = { Kind: 'CASE' as const, ...client, Case }
    const { data } = await api.POST('/import-rows', { body: { EncryptedAdvocateCode: batch.advocateCode, DryRun: false, Rows: [{ ...said, Key: rowKey(said), Line: line.line }] } })
    const answer = data!.data.Results[0]
    return { ...result, outcome: OUTCOME[answer.Outcome], reason: answer.Outcome === 'REFUSED' ? answer.Message : '' }
  } catch (error) {
    if (isUnauthorized(error) || error instanceof Stopped) throw error
    return { ...result, reason: error instanceof LineFailed ? error.message : errorMessage(error) }
  }
}
