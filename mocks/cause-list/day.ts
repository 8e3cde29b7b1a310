import type { components } from '../../src/api/schema.gen'
import { entryKey, findCaseRefs, matcherSteps, nameLikeness, type DiaryCase, type ListEntry, type Matcher } from '../../src/lib/cause-list'
import type { Case, IsoDate } from '../db'
import { KIND, idOf } from '../http'
import { db, localToday, provider } from '../provider'
import { publishedLists } from './published'
import { runInSteps } from '../../src/lib/steps'

type CauseListEntry = components['schemas']['CauseListEntry']
type CauseListSource = components['schemas']['CauseListSource']
export type PrintedEntry = components['schemas']['PrintedCauseListEntry']

/** The day's cause list of a practice as the provider holds it; `caseId` is the matched case's (null: none). */
export interface DayList {
  entries: { entry: CauseListEntry; caseId: number | null }[]
  lists: CauseListSource[]
  coveredCourts: string[]
}

const REASONS = { cnr: 'CNR', number: 'NUMBER', 'number-other-type': 'NUMBER_OTHER_TYPE', parties: 'PARTIES' } as const

/** The matcher's view of a printed entry. */
export function listEntryOf(p: PrintedEntry): ListEntry {
  const refs = findCaseRefs(p.caseNoPrinted)
  return {
    item: p.itemNo, refs, cnr: p.cnr, petitioner: p.petitioner, respondent: p.respondent, advocates: p.advocates,
    courtRoom: p.courtRoom, bench: p.bench, listType: p.listType === 'SUPPLEMENTARY' ? 'supplementary' : p.listType === 'ADVANCE' ? 'advance' : 'daily', text: p.caseNoPrinted,
  }
}

/** The printed case as the contract names it: CNR or type/number/year, else the printed number itself. */
export const printedKey = (p: PrintedEntry) => (entryKey(listEntryOf(p)) || p.caseNoPrinted.toUpperCase().replace(/\s+/g, ' ')).slice(0, 200)

// A matcher indexes the practice's cases once; it is kept while the practice's case table is the same array and
// size (a new, deleted or renumbered case changes one or the other: renumbering replaces the array on commit).
const matchers = new Map<number, { cases: Case[]; size: number; match: Matcher }>()
function* matcherOf(advocateCode: number): Generator<void, Matcher> {
  const cases = db().cases
  const kept = matchers.get(advocateCode)
  if (kept && kept.cases === cases && kept.size === cases.length) return kept.match
  const typeName = new Map(db().caseTypes.map((t) => [t.caseCode, t.caseType]))
  const diary: DiaryCase[] = cases
    .filter((c) => c.advocateCode === advocateCode)
    .map((c) => ({ caseId: c.caseId, caseNo: c.clientCaseNo, caseTypeName: typeName.get(c.caseCode) ?? '', cnr: c.caseRecordNo, petitioner: c.petitionerName, respondent: c.respondentName }))
  const match = yield* matcherSteps(diary, 100)
  matchers.set(advocateCode, { cases, size: cases.length, match })
  return match
}

/** The practice's people a list may print: the advocate and the attendant advocates of its cases. */
function practiceNames(advocateCode: number): string[] {
  const names = new Set<string>()
  const own = db().advocates.find((a) => a.advocateCode === advocateCode)?.advocateName
  if (own) names.add(own)
  for (const c of db().cases) if (c.advocateCode === advocateCode && c.attendantAdvocateName) names.add(c.attendantAdvocateName)
  return [...names]
}

const roomOrder = (room: string) => {
  const n = Number.parseInt(room, 10)
  return Number.isNaN(n) ? Number.MAX_SAFE_INTEGER : n
}
const byPlace = (a: CauseListEntry, b: CauseListEntry) =>
  a.courtName.localeCompare(b.courtName) ||
  roomOrder(a.courtRoom) - roomOrder(b.courtRoom) ||
  a.courtRoom.localeCompare(b.courtRoom) ||
  a.itemNo.localeCompare(b.itemNo, undefined, { numeric: true })

// Entries matched between two places where the page may be given back (it is, by time: src/lib/steps.ts).
const CHUNK = 10

/**
 * Every cause-list entry of a practice for a day: the lists the provider "receives" for the courts it covers
 * (generated from the diary, the same for a day however often asked) and the lists the practice pasted, each
 * matched to its cases with the practice's earlier decisions applied.
 */
function* build(advocateCode: number, listDate: IsoDate): Generator<void, DayList> {
  const published = publishedLists(advocateCode, listDate, localToday())
  yield
  const pasted = db().causeLists.filter((l) => l.advocateCode === advocateCode && l.listDate === listDate)
  const decisions = new Map(db().causeListDecisions.filter((d) => d.advocateCode === advocateCode).map((d) => [`${d.entryKey}#${d.caseId}`, d.decision.toLowerCase() as 'confirmed' | 'rejected']))
  const match = yield* matcherOf(advocateCode)
  const people = practiceNames(advocateCode)
  const casesById = new Map(db().cases.filter((c) => c.advocateCode === advocateCode).map((c) => [c.caseId, c]))
  const clientName = new Map(db().clients.filter((c) => c.advocateCode === advocateCode).map((c) => [c.clientCode, c.clientName]))

  const sources = [
    ...published.lists.map((l) => ({ source: { ...l, encryptedListId: idOf(KIND.publishedList, l.id) }, entries: l.entries })),
    ...pasted.map((l) => ({
      source: { id: l.listId, encryptedListId: idOf(KIND.causeList, l.listId), courtName: l.courtName, source: 'PASTED' as const, listType: l.entries[0]?.listType ?? ('DAILY' as const), receivedAt: l.receivedAt },
      entries: l.entries,
    })),
  ]
  const entries: DayList['entries'] = []
  for (const { source, entries: printed } of sources) {
    for (const p of printed) {
      if (entries.length % CHUNK === CHUNK - 1) yield
      const key = printedKey(p)
      const found = match(listEntryOf(p), decisions)[0]
      const c = found ? casesById.get(found.caseId) : undefined
      const names = p.advocates ? p.advocates.split(/[,;&/]| AND /i).map((n) => n.trim()).filter(Boolean) : []
      const entry: CauseListEntry = {
        ...p,
        entryKey: key,
        encryptedListId: source.encryptedListId,
        courtName: source.courtName,
        source: source.source,
        namesPractice: names.some((n) => people.some((person) => nameLikeness(n, person) >= 0.75)),
        match:
          found && c
            ? {
                encryptedCaseId: idOf(KIND.case, c.caseId),
                clientCode: String(c.clientCode),
                clientCaseNo: c.clientCaseNo,
                caseTitle: c.caseTitle,
                clientName: clientName.get(c.clientCode) ?? '',
                nextHearingDate: c.nextHearingDate || null,
                caseStatus: c.caseStatus,
                attendantAdvocateName: c.attendantAdvocateName,
                reason: REASONS[found.reason],
                confidence: Math.round(found.confidence * 100) / 100,
                why: found.why,
                decision: decisions.get(`${key}#${c.caseId}`) === 'confirmed' ? 'CONFIRMED' : null,
              }
            : null,
      }
      entries.push({ entry, caseId: found && c ? c.caseId : null })
    }
  }
  entries.sort((a, b) => byPlace(a.entry, b.entry))
  const lists: CauseListSource[] = sources.map(({ source, entries: printed }) => ({
    encryptedListId: source.encryptedListId, courtName: source.courtName, source: source.source, listType: source.listType, entries: printed.length, receivedAt: source.receivedAt,
  }))
  return { entries, lists, coveredCourts: published.coveredCourts }
}

// Several calls ask for the same day at once: the dashboard for today and tomorrow and its diary check for both, then the
// court day for its day. On the large seed a busy day took 0.1–0.3 s of the mock's one thread each time (in Node; more
// in a browser), and the court day's own call waited behind the dashboard's. A day is built once and kept while the
// data stays as it was: no save since (every mutation saves), and the same tables, so a test that changes the tables
// directly is seen too.
const days = new Map<string, { stamp: unknown[]; day: Promise<DayList> }>()
const KEEP_DAYS = 32
const stampNow = () => {
  const data = db()
  return [provider().revision, localToday(), data.cases, data.cases.length, data.causeLists, data.causeListDecisions, data.clients, data.clients.length, data.advocates]
}

/**
 * Every cause-list entry of a practice for a day, matched. Built in steps that give the thread back every few
 * milliseconds, so the provider's other calls are answered meanwhile. Readers share the answer: they must not change it.
 */
export function dayCauseListInSteps(advocateCode: number, listDate: IsoDate): Promise<DayList> {
  const key = `${advocateCode}|${listDate}`
  const stamp = stampNow()
  const held = days.get(key)
  if (held && held.stamp.length === stamp.length && held.stamp.every((part, i) => part === stamp[i])) return held.day
  if (days.size >= KEEP_DAYS) days.clear()
  const day = runInSteps(build(advocateCode, listDate))
  days.set(key, { stamp, day })
  day.catch(() => days.get(key)?.day === day && days.delete(key))
  return day
}

/** The courts (by name) whose list for the day is held: a hearing there that is not on the list will not happen. */
export const courtsWithList = (day: DayList) => new Set(day.lists.map((l) => l.courtName))
