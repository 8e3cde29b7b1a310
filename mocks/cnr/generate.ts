import { Faker, base, en, en_IN } from '@faker-js/faker'
import { format } from 'date-fns'
import { addDays } from '../db/dates'
import { Rng } from '../db/random'
import type { IsoDate } from '../db/types'
import { ORGANIZATION_FORMS, ORGANIZATION_WORDS } from '../db/generators/catalog'
import { INDIAN_STATES, stateInfo } from '../db/generators/geography'

/**
 * Court records for CNRs the mock does not hold: one record per CNR, always the same for the same CNR
 * (seeded from its text), in the shape of the real records in mocks/data/cnr and with the variety court
 * pages and aggregators show: three date forms and sentences instead of dates, one to three parties a
 * side, advocates missing, 'NIL', '-', null or several in one text, with and without FIR and acts,
 * titles past the form's 250 characters, and court number and judge in every form.
 *
 * Each record comes with what the case form should be filled with (`expect`), written down as the
 * generator meant it rather than read back, so a test of the app's reader can compare the two.
 */

export interface CnrParty {
  name: string
  advocate?: string | null
}

export interface CnrRecord {
  cnr: string
  title: string
  details: { caseType: string; court: string; state: string; district: string; bench: string | null }
  filing: { number: string; date: string }
  registration?: { number?: string; date: string }
  status: {
    firstHearingDate: string
    nextHearingDate: string
    stage: string
    courtNumberAndJudge: string
    decisionDate: string | null
    natureOfDisposal: string | null
    caseStatus: 'Pending' | 'Disposed'
  }
  parties: { petitioners: CnrParty[]; respondents: CnrParty[] }
  acts?: { act: string; sections: string }[]
  firstInformationReport?: { state: string; district: string; policeStation: string; number: string; year: string } | null
  history: { judge: string; businessOnDate: string; hearingDate: string; purpose: string }[]
}

/** The case form's values for a record (the fields of the app's CnrFill; mocks do not import the app). */
export interface CnrExpected {
  cnr: string
  caseTitle: string
  caseNo: string
  petitionerName: string
  respondentName: string
  petitionerAdvocate: string
  respondentAdvocate: string
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
  caseStatus: 'ONGOING' | 'DISPOSED'
  filingYear: string
  stateName: string
  court: string
  caseType: string
  purpose: string
}

export interface GeneratedCnr {
  record: CnrRecord
  expect: CnrExpected
}

/** What the case form keeps of a value: its limits (contract CaseFields; 250 for a fetched title, spec §9). */
const keep = (value: string, max: number) => (value.length <= max ? value : value.slice(0, max).trimEnd())

/** FNV-1a: a CNR's text to a seed, so the same CNR always gives the same record. */
function seedOf(cnr: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < cnr.length; i++) hash = Math.imul(hash ^ cnr.charCodeAt(i), 0x01000193)
  return hash >>> 0
}

const DESIGNATIONS = [
  'Metropolitan Magistrate 43 rd', 'Chief Judicial Magistrate', 'Civil Judge Junior Division', 'Additional Sessions Judge',
  'JUDICIAL MAGISTRATE FIRST CLASS', 'PRINCIPAL CIVIL JUDGE AND JMFC',
]
const NUMBERED_DESIGNATIONS = ['District Judge', 'Joint Civil Judge Senior Division', 'ADDL. CHIEF METROPOLITAN MAGISTRATE', 'Family Court Judge']
/** Court texts with no court number: a plain designation, and ordinals that are not numbers. */
const PLAIN_COURTS = ['PRINCIPAL DISTRICT AND SESSIONS JUDGE', '2nd Additional Chief Judicial Magistrate', '3RD ADDL. CIVIL JUDGE (SR. DN.)', 'Family Court']
const ACTS: [string, string[]][] = [
  ['NEGOTIABLE INSTRUMENTS ACT', ['138', '138r/w142', '138R-W141AND142']],
  ['INDIAN PENAL CODE', ['420', '406,420', '498A', '323, 504, 506']],
  ['CODE OF CRIMINAL PROCEDURE', ['482-U/S 482', '438', '125']],
  ['BHARATIYA NYAYA SANHITA, 2023', ['318(4)', '85']],
  ['PROTECTION OF WOMEN FROM DOMESTIC VIOLENCE ACT, 2005', ['12', '12, 18, 19, 20, 22']],
]
const STAGES = ['NOT HEARD CASES', 'ORDERS', 'EVIDENCE', 'ARGUMENTS', 'FRESH MATTER/S', 'FOR VERIFICATION']
const DISPOSALS = ['Contested--DISPOSED OFF', 'Uncontested--WITHDRAWN', 'Contested--ALLOWED', '--']
const NO_DATE = 'Next Date is not given'

type DateForm = 'day-first' | 'ordinal' | 'padded-ordinal' | 'iso'

const localDate = (iso: IsoDate) => new Date(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)))

/** A date as court pages write it: 10-05-2021, 22nd September 2021, 03rd January 2024, or 2024-06-14 from an aggregator. */
function courtDate(iso: IsoDate, form: DateForm): string {
  const date = localDate(iso)
  if (form === 'iso') return iso
  if (form === 'day-first') return format(date, 'dd-MM-yyyy')
  const text = format(date, 'do MMMM yyyy')
  return form === 'padded-ordinal' && date.getDate() < 10 ? `0${text}` : text
}

/** District court pages write places as 'Mumbai', High Court pages as 'BENGALURU'. */
const titled = (text: string) => text.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase())

const faker = new Faker({ locale: [en_IN, en, base] })

/**
 * A CNR's first two letters are eCourts' state code. It is the mock's own code but for Telangana (TS)
 * and Dadra and Nagar Haveli and Daman and Diu (DN, DD); the mock's TG and DH begin no CNR.
 */
const ECOURTS_CODES: Readonly<Record<string, string>> = { TS: 'TG', DN: 'DH', DD: 'DH', TG: '', DH: '' }
const stateOfCnr = (cnr: string) => stateInfo(ECOURTS_CODES[cnr.slice(0, 2)] ?? cnr.slice(0, 2))

export function generateCnrRecord(cnr: string): GeneratedCnr {
  const seed = seedOf(cnr)
  const rng = new Rng(seed)
  faker.seed(seed)
  const highCourt = cnr.slice(2, 4) === 'HC'
  // The CNR's first two letters are the state's code; a code no state has gets a state all the same.
  const coded = stateOfCnr(cnr)
  const state = coded ?? rng.pick(INDIAN_STATES)
  const stateName = titled(state.name)
  const district = rng.pick(state.cities)

  // Pages write names as the court registered them: upper-case mostly, some mixed or lower, some with doubled spaces.
  const casing = (name: string) => rng.weighted<string>([[name.toUpperCase(), 7], [name, 2], [name.toLowerCase(), 1]])
  const personName = () => casing(`${faker.person.firstName()} ${faker.person.lastName()}`)
  const padded = (name: string) => (rng.chance(0.15) ? name.replace(' ', '  ') : name)

  // Dates: eCourts pages give DD-MM-YYYY for filing and ordinals for hearings; aggregators give ISO; some mix them.
  const style = rng.weighted<'ecourts' | 'aggregator' | 'mixed'>([['ecourts', 5], ['aggregator', 2], ['mixed', 3]])
  const ordinal = (): DateForm => (rng.chance(0.3) ? 'padded-ordinal' : 'ordinal')
  const formOf = (kind: 'filed' | 'heard'): DateForm => {
    if (style === 'aggregator') return 'iso'
    if (style === 'ecourts') return kind === 'filed' ? 'day-first' : ordinal()
    return rng.pick<DateForm>(['day-first', 'iso', ordinal()])
  }

  // The CNR's last four digits are the filing year; a year no court could have filed in gets a likely one.
  const cnrYear = Number(cnr.slice(12))
  const year = cnrYear >= 1990 && cnrYear <= 2030 ? cnrYear : rng.int(2015, 2024)
  const filed = addDays(`${year}-01-01`, rng.int(0, 360))
  const registered = rng.chance(0.9) ? addDays(filed, rng.int(0, 20)) : null
  const pending = rng.chance(0.75)
  const lastHeard = addDays(registered ?? filed, rng.int(30, 900))
  const next = pending && rng.chance(0.7) ? addDays(lastHeard, rng.int(7, 120)) : null
  const decided = pending ? null : lastHeard

  // Parties: one to three a side; the state prosecutes in a criminal case.
  const firm = () => `M/S ${faker.person.lastName().toUpperCase()} ${rng.pick(ORGANIZATION_WORDS)} ${rng.pick(ORGANIZATION_FORMS)}`
  const party = () => {
    const name = rng.chance(0.15) ? firm() : personName()
    return { name, raw: padded(name) }
  }
  const petitioners = Array.from({ length: rng.int(1, 3) }, party)
  const respondents = rng.chance(0.3)
    ? [{ name: `STATE OF ${stateName.toUpperCase()}`, raw: `STATE OF ${stateName.toUpperCase()}` }, ...Array.from({ length: rng.int(0, 2) }, party)]
    : Array.from({ length: rng.int(1, 3) }, party)

  // Advocates: absent, null, 'NIL', '-', '', one, several in one text, or the same one for two parties.
  const sideOf = (parties: { name: string; raw: string }[]) => {
    const named = new Map<string, string>()
    let previous: string | null = null
    const rows = parties.map(({ raw }) => {
      const kind = rng.weighted<string>([
        ['missing', 2], ['null', 3], ['nil', 1], ['dash', 1], ['empty', 1], ['one', 5], ['several', 2], ['same', previous ? 2 : 0],
      ])
      let advocate: string | null | undefined
      let names: string[] = []
      if (kind === 'missing') advocate = undefined
      else if (kind === 'null') advocate = null
      else if (kind === 'nil') advocate = 'NIL'
      else if (kind === 'dash') advocate = '-'
      else if (kind === 'empty') advocate = ''
      else if (kind === 'same' && previous) advocate = previous
      else {
        names = Array.from({ length: kind === 'several' ? rng.int(2, 3) : 1 }, personName)
        advocate = names.join(rng.pick([', ', ',']))
        previous = advocate
      }
      if (kind === 'same' && previous) names = previous.split(',').map((n) => n.trim())
      for (const n of names) if (!named.has(n.toLowerCase())) named.set(n.toLowerCase(), n)
      return advocate === undefined ? { name: raw } : { name: raw, advocate }
    })
    return { rows, advocates: keep([...named.values()].join(', '), 100) }
  }
  const pets = sideOf(petitioners)
  const resps = sideOf(respondents)

  // Titles: 'A Vs. B' on eCourts; aggregators and High Courts often describe every party, well past 250 characters.
  const describe = ({ name }: { name: string }) => {
    const relative = `${rng.pick(['S/O', 'D/O', 'W/O'])} ${faker.person.firstName()} ${faker.person.lastName()}`.toUpperCase()
    const home = `R/AT NO.${rng.int(1, 400)}, ${faker.location.street().toUpperCase()}, ${rng.pick(state.cities)} - ${rng.int(110001, 855999)}`
    return `${name} ${relative}, AGED ABOUT ${rng.int(21, 80)} YEARS, ${home}`
  }
  const titleKind = rng.weighted<string>([['short', 5], ['all', 3], ['described', 3]])
  const title =
    titleKind === 'short'
      ? `${petitioners[0].name}${petitioners.length > 1 ? ' AND ORS' : ''} Vs. ${respondents[0].name}${respondents.length > 1 ? ' AND ORS' : ''}`
      : titleKind === 'all'
        ? `${petitioners.map((p) => p.name).join(', ')} Vs. ${respondents.map((p) => p.name).join(', ')}`
        : `${petitioners.map(describe).join(' AND ')} Vs. ${respondents.map(describe).join(' AND ')}`

  // Court number and judge: '<no>-<judge>', '<no>-<judge>-<nn>', a High Court coram '<code><JUDGE>', or neither.
  const coram = `${faker.person.firstName()[0]}.${faker.person.lastName()}`.toUpperCase()
  const courtNo = String(rng.int(1, 60))
  const courtForm = highCourt ? 'coram' : rng.weighted<string>([['numbered', 4], ['numbered-suffix', 2], ['coram', 1], ['plain', 2]])
  const court =
    courtForm === 'numbered'
      ? { text: `${courtNo}-${rng.pick(DESIGNATIONS)}`, courtNo }
      : courtForm === 'numbered-suffix'
        ? { text: `${courtNo}-${rng.pick(NUMBERED_DESIGNATIONS)}-${String(rng.int(1, 12)).padStart(2, '0')}`, courtNo }
        : courtForm === 'coram'
          ? { text: `${rng.int(100, 2500)}${coram}`, courtNo: '' }
          : { text: rng.pick(PLAIN_COURTS), courtNo: '' }
  const judgeName = court.courtNo ? court.text.slice(court.courtNo.length + 1) : courtForm === 'coram' ? coram : court.text

  const acts = rng.weighted<string>([['none', 3], ['missing', 1], ['some', 6]])
  const actRows =
    acts === 'some'
      ? Array.from({ length: rng.int(1, 2) }, () => {
          const [act, sections] = rng.pick(ACTS)
          return { act, sections: rng.chance(0.1) ? '' : rng.pick(sections) }
        })
      : []
  const firKind = rng.weighted<string>([['none', 5], ['missing', 1], ['some', 4]])
  const fir =
    firKind === 'some'
      ? {
          state: state.name,
          district,
          policeStation: `${faker.location.city().toUpperCase()} PS`,
          number: String(rng.int(1, 999)),
          year: String(year - rng.int(0, 1)),
        }
      : null

  const nextDate = next ? courtDate(next, formOf('heard')) : rng.pick(['', NO_DATE])
  const firstHeard = rng.chance(0.3) ? '' : courtDate(addDays(registered ?? filed, rng.int(5, 29)), formOf('heard'))
  const number = (digits: [number, number]) => `${rng.int(...digits)}/${year}`
  const filingNo = number([1, highCourt ? 9999 : 999999])
  const caseNo = registered ? number([1, highCourt ? 9999 : 9999999]) : ''
  // A case not yet registered has an empty registration, or none at all, or one without a number.
  const registration = registered
    ? { number: caseNo, date: courtDate(registered, formOf('filed')) }
    : rng.weighted<CnrRecord['registration']>([[{ number: '', date: '' }, 2], [{ date: '' }, 1], [undefined, 1]])
  const historyDays = Array.from({ length: rng.int(0, 4) }, (_, i) => addDays(registered ?? filed, 30 * (i + 1)))

  // Drawn in the order the record lists them, so each CNR keeps the record it always had.
  const spacedTitle = title.replace(/ /g, () => (rng.chance(0.01) ? '  ' : ' '))
  const details: CnrRecord['details'] = highCourt
    ? {
        caseType: rng.pick(['CRL.P', 'WP', 'RFA', 'MFA']),
        court: state.highCourt?.[0] ?? `High Court of ${stateName}`,
        state: state.name,
        district,
        bench: rng.pick(['Single Bench', 'Division Bench']),
      }
    : {
        caseType: rng.pick(['Police cases  S', 'S.C.C.', 'Regular Civil Suit', 'Criminal Misc. Application']),
        court: `${rng.pick(['Additional Metropolitan Magistrate', 'District and Sessions Court', 'Civil Court'])}, ${titled(district)}`,
        state: stateName,
        district: titled(district),
        bench: null,
      }
  const stage = pending ? rng.pick(STAGES) : 'DISPOSED'

  const record: CnrRecord = {
    cnr,
    title: spacedTitle,
    details,
    filing: { number: filingNo, date: courtDate(filed, formOf('filed')) },
    ...(registration ? { registration } : {}),
    status: {
      firstHearingDate: firstHeard,
      nextHearingDate: nextDate,
      stage,
      courtNumberAndJudge: court.text,
      decisionDate: decided ? courtDate(decided, 'day-first') : null,
      natureOfDisposal: pending ? null : rng.pick(DISPOSALS),
      caseStatus: pending ? 'Pending' : 'Disposed',
    },
    parties: { petitioners: pets.rows, respondents: resps.rows },
    ...(acts === 'missing' ? {} : { acts: actRows }),
    ...(firKind === 'missing' ? {} : { firstInformationReport: fir }),
    history: historyDays.map((day, i) => ({
      judge: judgeName,
      businessOnDate: i === 0 ? '' : courtDate(historyDays[i - 1], 'day-first'),
      hearingDate: courtDate(day, 'day-first'),
      purpose: rng.pick(STAGES),
    })),
  }

  const names = (side: { name: string }[]) => side.map((p) => keep(p.name, 100))
  const expect: CnrExpected = {
    cnr,
    caseTitle: keep(title, 250),
    caseNo: registration?.number ?? '',
    petitionerName: keep(names(petitioners).join(', '), 100),
    respondentName: keep(names(respondents).join(', '), 100),
    petitionerAdvocate: pets.advocates,
    respondentAdvocate: resps.advocates,
    petitioners: names(petitioners),
    respondents: names(respondents),
    filingNo,
    filingDate: filed,
    caseRegisterDate: registered ?? '',
    nextHearingDate: next ?? '',
    courtNo: court.courtNo,
    judgeName: keep(judgeName, 50),
    underSection: keep(actRows.map((a) => a.sections).filter(Boolean).join(', '), 30),
    firNo: fir?.number ?? '',
    firYear: fir?.year ?? '',
    policeStation: keep(fir?.policeStation ?? '', 30),
    caseStatus: pending ? 'ONGOING' : 'DISPOSED',
    filingYear: cnr.slice(12),
    // The state eCourts' code names; a CNR beginning otherwise leaves the record's own state text.
    stateName: coded ? coded.name : details.state,
    court: details.court,
    caseType: details.caseType.replace(/\s+/g, ' '),
    purpose: stage,
  }
  return { record, expect }
}
