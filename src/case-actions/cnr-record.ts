import { parseWire, toWire } from '@/lib/dates'
import { inputToWire } from '@/lib/date-input'

/**
 * Reads the court record that `get-cnr-client-details` answers as a JSON text (CnrCaseRecord) into the
 * values the case form takes. The text comes from eCourts pages or an aggregator that scrapes them, so
 * every value is read defensively: a field that is missing, null or not what the shape says is left
 * empty, never guessed, and nothing in the text can make the reader throw.
 */

/** Spec §9: a fetched case title is cut at 250 characters (the form itself allows 255). */
export const CNR_TITLE_MAX = 250

export interface CnrFill {
  cnr: string
  caseTitle: string
  caseNo: string
  petitionerName: string
  respondentName: string
  petitionerAdvocate: string
  respondentAdvocate: string
  /** Names one by one, for the Select Client modal. */
  petitioners: string[]
  respondents: string[]
  filingNo: string
  filingDate: string
  caseRegisterDate: string
  nextHearingDate: string
  courtNo: string
  judgeName: string
  underSection: string
  firNo: string
  firYear: string
  policeStation: string
  caseStatus: 'ONGOING' | 'DISPOSED' | ''
  /** The CNR's last four digits: the year the case was filed. */
  filingYear: string
  /** The state the CNR's first two letters name (eCourts' code), else the state the record names. */
  stateName: string
  /** The court, case type and stage as the record writes them, to be found among the masters by name. */
  court: string
  caseType: string
  purpose: string
}

/**
 * eCourts' state codes, the first two letters of every CNR (district courts and High Courts alike, as in
 * KAHC01…). They are not the vehicle-plate or ISO codes: Telangana is TS, Chhattisgarh CG, Uttarakhand UK,
 * and Dadra and Nagar Haveli (DN) and Daman and Diu (DD) kept their codes when the two became one territory.
 * The names are found in the provider's states by name, since a provider's state codes are its own.
 */
export const ECOURTS_STATES: Readonly<Record<string, string>> = {
  AN: 'ANDAMAN AND NICOBAR ISLANDS', AP: 'ANDHRA PRADESH', AR: 'ARUNACHAL PRADESH', AS: 'ASSAM', BR: 'BIHAR', CG: 'CHHATTISGARH',
  CH: 'CHANDIGARH', DD: 'DADRA AND NAGAR HAVELI AND DAMAN AND DIU', DN: 'DADRA AND NAGAR HAVELI AND DAMAN AND DIU', DL: 'DELHI',
  GA: 'GOA', GJ: 'GUJARAT', HP: 'HIMACHAL PRADESH', HR: 'HARYANA', JH: 'JHARKHAND', JK: 'JAMMU AND KASHMIR', KA: 'KARNATAKA',
  KL: 'KERALA', LA: 'LADAKH', LD: 'LAKSHADWEEP', MH: 'MAHARASHTRA', ML: 'MEGHALAYA', MN: 'MANIPUR', MP: 'MADHYA PRADESH',
  MZ: 'MIZORAM', NL: 'NAGALAND', OD: 'ODISHA', PB: 'PUNJAB', PY: 'PUDUCHERRY', RJ: 'RAJASTHAN', SK: 'SIKKIM', TN: 'TAMIL NADU',
  TR: 'TRIPURA', TS: 'TELANGANA', UK: 'UTTARAKHAND', UP: 'UTTAR PRADESH', WB: 'WEST BENGAL',
}

/** The case form's limits (contract schema CaseFields); names and advocates as the client name (100). */
const MAX = { caseNo: 30, filingNo: 30, courtNo: 10, judgeName: 50, underSection: 30, firNo: 30, policeStation: 30, name: 100 } as const

type Json = Record<string, unknown>

/** An object of the record; arrays, null and scalars are not, so a hostile shape reads as absent. */
const objectAt = (value: unknown): Json | null => (value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : null)

const listAt = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** Court pages pad names with doubled spaces ('ANTONY  VINAY KUMAR B'); any run of white space is one space. */
const clean = (value: unknown): string => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '')

/** The first `max` characters, never half of a surrogate pair (an emoji cut in two is not text). */
function cut(value: string, max: number): string {
  if (value.length <= max) return value
  const kept = /[\uD800-\uDBFF]$/.test(value.slice(0, max)) ? value.slice(0, max - 1) : value.slice(0, max)
  return kept.trimEnd()
}

const DAY_FIRST = /^\d{2}-\d{2}-\d{4}$/
const ISO = /^\d{4}-\d{2}-\d{2}$/
/** '22nd September 2021', '03rd January 2024' (eCourts pads the day), '1st March 2020'. */
const ORDINAL = /^\d{1,2}(?:st|nd|rd|th)? [A-Za-z]+ \d{4}$/

/**
 * A court date as a wire date, or '' for an empty text, a sentence ('Next Date is not given') or a
 * date that does not exist. Only the formats court pages use are read: MM/DD/YYYY, which the form's own
 * input accepts, is not one of them, and reading 05/10/2021 as May would invent a date.
 */
function courtDate(value: unknown): string {
  const date = clean(value)
  if (DAY_FIRST.test(date) || ISO.test(date)) return inputToWire(date)
  if (!ORDINAL.test(date)) return ''
  // Read by hand rather than with date-fns' parse of 'do MMMM': that pattern brings the locale's word
  // matchers into the dates chunk every table page loads (+4 KB). parseWire refuses 31st February.
  const [day, name, year] = date.split(' ')
  const word = name.toLowerCase()
  const month = MONTHS.findIndex((m) => word.length >= 3 && m.startsWith(word))
  if (month < 0) return ''
  const parsed = parseWire(`${year}-${String(month + 1).padStart(2, '0')}-${String(parseInt(day, 10)).padStart(2, '0')}`)
  return parsed ? toWire(parsed) : ''
}
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/**
 * 'Pending' and 'Disposed' are the two states court pages give; anything else is not mapped, since
 * the form's other statuses (WON, LOST, CLOSED) are the advocate's judgement, not the court's.
 */
function caseStatus(value: unknown): CnrFill['caseStatus'] {
  const status = clean(value).toLowerCase()
  return status === 'pending' ? 'ONGOING' : status === 'disposed' ? 'DISPOSED' : ''
}

/**
 * District courts give '<court no>-<judge>' ('3-Metropolitan Magistrate 43 rd', '52-District Judge-01':
 * only the first hyphen splits). High Courts give the coram with the judge's code in front
 * ('1492M.NAGAPRASANNA'): that code is not a court number, so it is dropped rather than shown as one.
 * Any other text is the judge's, whole: '2nd Additional Chief Judicial Magistrate' starts with an
 * ordinal, not a code.
 */
function courtAndJudge(value: unknown): { courtNo: string; judgeName: string } {
  const both = clean(value)
  const numbered = /^(\d+) ?- ?(.*)$/.exec(both)
  if (numbered) return { courtNo: cut(numbered[1], MAX.courtNo), judgeName: cut(numbered[2], MAX.judgeName) }
  const coded = /^\d+(?!(?:ST|ND|RD|TH)\b)([A-Z].*)$/.exec(both)
  return { courtNo: '', judgeName: cut(coded ? coded[1] : both, MAX.judgeName) }
}

/** What court pages write for "no advocate". */
const NO_ADVOCATE = new Set(['', '-', 'nil'])

interface Side {
  names: string[]
  advocates: string[]
}

/**
 * One side of the case. A party's advocate text may name several advocates, comma-separated; an advocate
 * who appears for two parties of the side is named once.
 */
function side(value: unknown): Side {
  const names: string[] = []
  const advocates = new Map<string, string>()
  for (const entry of listAt(value)) {
    const party = objectAt(entry)
    if (!party) continue
    const name = cut(clean(party.name), MAX.name)
    if (name) names.push(name)
    for (const part of clean(party.advocate).split(',')) {
      const advocate = part.trim()
      if (!NO_ADVOCATE.has(advocate.toLowerCase()) && !advocates.has(advocate.toLowerCase())) advocates.set(advocate.toLowerCase(), advocate)
    }
  }
  return { names, advocates: [...advocates.values()] }
}

/** Sections only ('138r/w142'): the form's under-section field has no room for the act's name. */
function sections(value: unknown): string {
  const all = listAt(value).map((act) => clean(objectAt(act)?.sections))
  return cut(all.filter(Boolean).join(', '), MAX.underSection)
}

/** Court pages show the CNR hyphenated (MHMM17-004791-2021); the form takes the 16 characters. */
function cnrOf(value: unknown): string {
  const cnr = clean(value).replace(/-/g, '').toUpperCase()
  return /^[A-Z]{4}\d{12}$/.test(cnr) ? cnr : ''
}

/**
 * The stage the case is at: the status's, else the purpose of the last hearing in the history. Only a
 * purpose the form lists is filled in; the text goes on so the user can be told what the record says.
 */
function stage(status: Json | null, history: unknown): string {
  const hearings = listAt(history)
  return clean(status?.stage) || clean(objectAt(hearings[hearings.length - 1])?.purpose)
}

/**
 * null when the text is not JSON or not an object record; never throws. `asked` is the CNR looked up:
 * its state code and year count when the record does not repeat its CNR.
 */
export function readCnrRecord(text: string, asked = ''): CnrFill | null {
  let parsed: unknown
  try {
    parsed = typeof text === 'string' ? JSON.parse(text) : null
  } catch {
    return null
  }
  const record = objectAt(parsed)
  if (!record) return null
  const registration = objectAt(record.registration)
  const filing = objectAt(record.filing)
  const status = objectAt(record.status)
  const parties = objectAt(record.parties)
  const fir = objectAt(record.firstInformationReport)
  const petitioners = side(parties?.petitioners)
  const respondents = side(parties?.respondents)
  const firYear = clean(fir?.year)
  const details = objectAt(record.details)
  const cnr = cnrOf(record.cnr) || cnrOf(asked)
  return {
    cnr: cnrOf(record.cnr),
    caseTitle: cut(clean(record.title), CNR_TITLE_MAX),
    caseNo: cut(clean(registration?.number), MAX.caseNo),
    petitionerName: cut(petitioners.names.join(', '), MAX.name),
    respondentName: cut(respondents.names.join(', '), MAX.name),
    petitionerAdvocate: cut(petitioners.advocates.join(', '), MAX.name),
    respondentAdvocate: cut(respondents.advocates.join(', '), MAX.name),
    petitioners: petitioners.names,
    respondents: respondents.names,
    filingNo: cut(clean(filing?.number), MAX.filingNo),
    filingDate: courtDate(filing?.date),
    caseRegisterDate: courtDate(registration?.date),
    nextHearingDate: courtDate(status?.nextHearingDate),
    ...courtAndJudge(status?.courtNumberAndJudge),
    underSection: sections(record.acts),
    firNo: cut(clean(fir?.number), MAX.firNo),
    // The form takes a four-digit year; anything else is not a year to fill in.
    firYear: /^\d{4}$/.test(firYear) ? firYear : '',
    policeStation: cut(clean(fir?.policeStation), MAX.policeStation),
    caseStatus: caseStatus(status?.caseStatus),
    filingYear: cnr.slice(12),
    // First letters that are no eCourts state code say nothing: the record's own state is used then.
    stateName: ECOURTS_STATES[cnr.slice(0, 2)] ?? clean(details?.state),
    court: clean(details?.court),
    caseType: clean(details?.caseType),
    purpose: stage(status, record.history),
  }
}
