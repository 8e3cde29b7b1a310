import { addDays, daysBetween, weekday } from '../dates'
import type { Advocate, Case, CaseStatus, CaseType, Client, Court, Hearing, IsoDate, Party } from '../types'
import {
  ADVOCATE_COMMENTS, CLIENT_COMMENTS, COURT_TYPES, DEFAULT_POLICE_STATIONS, FILE_DESCRIPTIONS, POLICE_STATIONS, PURPOSES,
  UNDER_SECTIONS, type CaseTypeTemplate, type CourtTypeName,
} from './catalog'
import type { SeedContext } from './context'
import { initialsName, person } from './people'
import { organizationName } from './clients'

export interface CasePlan {
  advocate: Advocate
  clients: Client[]
  total: number
  /** Courts the advocate appears in; each must have case types. */
  courts: Court[]
  caseTypesByCourt: Map<number, CaseType[]>
  templates: Map<number, CaseTypeTemplate>
  /** Most cases listed on one day (the dashboard calendar shows 1-6). */
  dailyCap: number
  /** Hearings by day so far, shared by the plans of one advocate. */
  perDay: Map<IsoDate, number>
  hearingsPerCase: [number, number]
  juniors: string[]
}

const STATUS_WEIGHTS: [CaseStatus, number][] = [['ONGOING', 78], ['WON', 7], ['LOST', 4], ['CLOSED', 5], ['DISPOSED', 6]]
const COURT_WEIGHTS: Record<CourtTypeName, number> = {
  'SUPREME COURT': 1, 'HIGH COURT': 6, 'DISTRICT COURT': 4, 'SESSIONS COURT': 5, 'CIVIL COURT': 4,
  'MAGISTRATE COURT': 5, 'FAMILY COURT': 3, 'CONSUMER FORUM': 1, TRIBUNAL: 1, 'LABOUR COURT': 1,
}
const PENDING_SHARE = 0.15
const TODAY_SHARE = 0.03
const STATES_AS_PARTY: Record<string, string> = { DL: 'STATE (NCT OF DELHI)' }
const SUITS = new Set(['CS', 'RCS', 'SCS', 'SS', 'COMS'])
const ACCUSED_FILES = new Set(['SC', 'RCC', 'SCC'])
/** Case types whose section is fixed by the type itself. */
const SECTION_OF: Record<string, string> = { NI: 'SEC 138 NI ACT', DV: 'SEC 12 PWDV ACT', ABA: 'SEC 438 CRPC', 'CP(IB)': 'SEC 7 IBC' }

/** A court day in [from, to]: never a Sunday, and below the daily cap when it can be. */
function courtDay(ctx: SeedContext, plan: CasePlan, from: IsoDate, to: IsoDate): IsoDate {
  const span = Math.max(0, daysBetween(from, to))
  let day = from
  for (let attempt = 0; attempt < 30; attempt++) {
    day = addDays(from, ctx.rng.int(0, span))
    if (weekday(day) === 0) day = addDays(day, day < to ? 1 : -1)
    if ((plan.perDay.get(day) ?? 0) < plan.dailyCap) break
  }
  // Thirty unlucky draws must not break the cap (the calendar's days hold at most six): take the
  // least busy court day of the range instead, without drawing, so the rest of the seed stays as it was.
  if ((plan.perDay.get(day) ?? 0) >= plan.dailyCap) day = leastBusy(plan, from, span) ?? day
  plan.perDay.set(day, (plan.perDay.get(day) ?? 0) + 1)
  return day
}

function leastBusy(plan: CasePlan, from: IsoDate, span: number): IsoDate | undefined {
  let best: IsoDate | undefined
  for (let i = 0; i <= span; i++) {
    const day = addDays(from, i)
    if (weekday(day) !== 0 && (best === undefined || (plan.perDay.get(day) ?? 0) < (plan.perDay.get(best) ?? 0))) best = day
  }
  return best
}

/** Going back from a hearing: Sundays fall back to the Saturday. */
const before = (day: IsoDate, days: number) => {
  const d = addDays(day, -days)
  return weekday(d) === 0 ? addDays(d, -1) : d
}

function serial(ctx: SeedContext, key: string, start: [number, number], step: [number, number]): number {
  const value = (ctx.serials.get(key) ?? ctx.rng.int(...start)) + ctx.rng.int(...step)
  ctx.serials.set(key, value)
  return value
}

/** CNR: state (2) + district (2) letters, establishment (2), serial (6) and filing year (4) digits. */
function cnr(ctx: SeedContext, court: Court, year: string): string | null {
  if (court.countryCode !== 'IN') return null
  const district = (court.courtLocation.replace(/[^A-Z]/g, '') + 'XX').slice(0, 2)
  const establishment = String((court.courtCode % 99) + 1).padStart(2, '0')
  return `${court.stateCode}${district}${establishment}${String(serial(ctx, 'cnr', [1000, 5000], [1, 25])).padStart(6, '0')}${year}`
}

function judge(ctx: SeedContext, court: Court): string {
  const title = court.courtType <= 2 ? 'HON. JUSTICE' : ctx.rng.chance(0.7) ? 'SHRI' : 'SMT.'
  return `${title} ${initialsName(ctx)}`
}

/** Dates of a case, newest hearing last: next date, heard dates, and the status they lead to. */
function schedule(ctx: SeedContext, plan: CasePlan) {
  const { rng, today } = ctx
  const status = rng.weighted(STATUS_WEIGHTS)
  let next: IsoDate
  let lastHeard: IsoDate
  if (status !== 'ONGOING') {
    next = lastHeard = courtDay(ctx, plan, addDays(today, -90), addDays(today, -1))
  } else {
    const roll = rng.next()
    if (roll < PENDING_SHARE) {
      // Heard, but nobody has entered the next date yet: the dashboard's pending list.
      next = courtDay(ctx, plan, addDays(today, -60), addDays(today, -1))
      lastHeard = before(next, rng.int(14, 45))
    } else if (roll < PENDING_SHARE + TODAY_SHARE && weekday(today) !== 0 && (plan.perDay.get(today) ?? 0) < plan.dailyCap) {
      next = today
      plan.perDay.set(today, (plan.perDay.get(today) ?? 0) + 1)
      lastHeard = before(today, rng.int(14, 60))
    } else {
      next = courtDay(ctx, plan, addDays(today, 1), addDays(today, 91))
      lastHeard = before(today, rng.int(1, 90))
    }
  }
  const heard = [lastHeard]
  const count = rng.int(...plan.hearingsPerCase)
  while (heard.length < count) heard.unshift(before(heard[0], rng.int(14, 50)))
  const registered = before(heard[0], rng.int(10, 400))
  return { status, next, heard, registered }
}

function parties(ctx: SeedContext, client: Client, template: CaseTypeTemplate, court: Court) {
  const { rng } = ctx
  const stateName = ctx.db.states.find((s) => s.stateCode === court.stateCode)?.stateName ?? ''
  const state = court.countryCode === 'IN' ? (STATES_AS_PARTY[court.stateCode] ?? `STATE OF ${stateName}`) : ''
  const other = () => (rng.chance(0.25) ? organizationName(ctx) : person(ctx).name)
  if (template.nature === 'CRIMINAL') {
    const against = state && !['NI', 'DV'].includes(template.abbr) ? state : other()
    const accused = ACCUSED_FILES.has(template.abbr) || (template.abbr === 'NI' && rng.chance(0.4))
    if (accused) return { party: (rng.chance(0.15) ? 'Offender' : 'Accused') as Party, petitionerName: against, respondentName: client.clientName }
    return { party: 'Petitioner' as Party, petitionerName: client.clientName, respondentName: against }
  }
  const suit = SUITS.has(template.abbr)
  if (rng.chance(0.6)) return { party: (suit ? 'Plaintiff' : 'Petitioner') as Party, petitionerName: client.clientName, respondentName: other() }
  return { party: (suit ? 'Defender' : 'Respondents') as Party, petitionerName: other(), respondentName: client.clientName }
}

/**
 * Cases of one advocate's clients, with their hearing history. Every client but a few gets a
 * case; the rest are spread at random. Hearing dates fall in the three months before and after
 * `today`, never on a Sunday; about one ongoing case in seven is past its next date without a
 * new one (pending for next-date update).
 */
export function generateCases(ctx: SeedContext, plan: CasePlan): { cases: Case[]; hearings: Hearing[] } {
  const { rng, db } = ctx
  const cases: Case[] = []
  const hearings: Hearing[] = []
  const withoutCases = Math.min(plan.clients.length, Math.max(1, Math.round(plan.clients.length * 0.08)))
  const owners = plan.clients.slice(withoutCases)
  const weightedCourts = plan.courts.map((c) => [c, COURT_WEIGHTS[COURT_TYPES[c.courtType - 1]]] as const)
  let caseId = db.cases.length + 1
  let hearingId = db.hearings.length + 1
  for (let i = 0; i < plan.total && owners.length; i++) {
    const client = i < owners.length ? owners[i] : rng.pick(owners)
    const court = rng.weighted(weightedCourts)
    const caseType = rng.pick(plan.caseTypesByCourt.get(court.courtCode) ?? [])
    const template = plan.templates.get(caseType.caseCode) ?? { name: caseType.caseType, abbr: 'CS', nature: 'CIVIL' as const }
    const { status, next, heard, registered } = schedule(ctx, plan)
    const filingDate = before(registered, rng.int(0, 30))
    const year = filingDate.slice(0, 4)
    const criminal = template.nature === 'CRIMINAL'
    const firDate = criminal ? before(filingDate, rng.int(5, 180)) : null
    const courtNo = String(rng.int(1, court.courtType <= 2 ? 60 : 30))
    const judgeName = judge(ctx, court)
    const { party, petitionerName, respondentName } = parties(ctx, client, template, court)
    const ourSideFirst = petitionerName === client.clientName
    const oppAdvName = rng.chance(0.85) ? initialsName(ctx) : ''
    const placed = rng.chance(0.85)
    const city = court.courtLocation
    const row: Case = {
      caseId,
      advocateCode: plan.advocate.advocateCode,
      clientCode: client.clientCode,
      clientCaseNo: `${template.abbr}/${serial(ctx, `${template.abbr}/${year}`, [40, 900], [1, 30])}/${year}`,
      caseTitle: `${petitionerName} VS ${respondentName}`,
      caseCode: caseType.caseCode,
      caseNature: template.nature,
      underSection: SECTION_OF[template.abbr] ?? (criminal || rng.chance(0.5) ? rng.pick(UNDER_SECTIONS[template.nature]) : ''),
      caseRecordNo: cnr(ctx, court, year),
      caseFilingYear: year,
      diaryNumber: court.courtType === 1 ? `${rng.int(1000, 45000)}/${year}` : '',
      firNo: firDate ? `${rng.int(1, 999)}/${firDate.slice(0, 4)}` : '',
      firDate,
      firYear: firDate ? firDate.slice(0, 4) : '',
      policeStation: criminal ? rng.pick(POLICE_STATIONS[city] ?? POLICE_STATIONS[client.clientAddress3.split(' - ')[0]] ?? DEFAULT_POLICE_STATIONS) : '',
      courtType: court.courtType,
      courtCode: court.courtCode,
      courtNo,
      judgeName,
      countryCode: court.countryCode,
      stateCode: court.stateCode,
      caseRegisterDate: registered,
      filingNo: rng.chance(0.8) ? `${rng.int(100, 9999)}/${year}` : '',
      filingDate,
      fileNo: placed ? `F/${year}/${String(caseId).padStart(4, '0')}` : '',
      roomNo: placed ? `R${rng.int(1, 4)}` : '',
      almirah: placed ? `A${rng.int(1, 12)}` : '',
      rack: placed ? String(rng.int(1, 8)) : '',
      fileDescription: placed ? rng.pick(FILE_DESCRIPTIONS) : '',
      purpose: rng.pick(PURPOSES),
      party,
      caseStatus: status,
      nextHearingDate: next,
      previousHearingDate: status === 'ONGOING' ? heard[heard.length - 1] : (heard[heard.length - 2] ?? null),
      attendantAdvocateName: rng.chance(0.6) ? plan.advocate.advocateName : rng.pick(plan.juniors),
      oppAdvName,
      oppAdvMob: oppAdvName && rng.chance(0.6) ? rng.mobile() : '',
      consultingFees: rng.int(10, 300) * 500,
      petitionerName,
      respondentName,
      petitionerAdvocate: ourSideFirst ? plan.advocate.advocateName : oppAdvName,
      respondentAdvocate: ourSideFirst ? oppAdvName : plan.advocate.advocateName,
    }
    cases.push(row)
    heard.forEach((hearingDate, h) => {
      const final = h === heard.length - 1 && status !== 'ONGOING'
      hearings.push({
        hearingId: hearingId++,
        caseId,
        hearingDate,
        courtCode: court.courtCode,
        courtNo,
        judgeName: rng.chance(0.85) ? judgeName : judge(ctx, court),
        purpose: rng.pick(PURPOSES),
        caseStatus: final ? status : 'ONGOING',
        advocateComment: final ? `MATTER ${status}.` : rng.pick(ADVOCATE_COMMENTS),
        clientComment: rng.pick(CLIENT_COMMENTS),
      })
    })
    caseId++
  }
  return { cases, hearings }
}
