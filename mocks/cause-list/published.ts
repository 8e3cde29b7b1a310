import type { components } from '../../src/api/schema.gen'
import { addDays } from '../db/dates'
import { Rng } from '../db/random'
import type { Case, Court, IsoDate } from '../db'
import { db } from '../provider'

type PrintedEntry = components['schemas']['PrintedCauseListEntry']
type ListType = components['schemas']['CauseListType']

export interface PublishedList {
  id: number
  courtName: string
  source: 'PUBLISHED'
  listType: ListType
  receivedAt: string
  entries: PrintedEntry[]
}

/** A number in [0, 1) fixed by its parts: a case's place on a day's list does not change when asked again. */
function draw(...parts: (number | string)[]): number {
  let h = 2166136261
  for (const ch of parts.join('|')) h = Math.imul(h ^ ch.charCodeAt(0), 16777619)
  return new Rng(h >>> 0).next()
}

/** The provider receives the lists of two courts in three (the others are pasted by the practice). */
export const isCovered = (court: Court) => court.courtCode % 3 !== 0

const LISTED = 0.88
// A case whose diary date is another day is still listed now and then: the diary is wrong, or the court advanced it.
const LISTED_ELSEWHERE = 0.03
const SITTINGS = ['', '', '', '10:30 AM', '11:00 AM', '2:30 PM']
const PURPOSES = ['For Orders', 'Evidence', 'Arguments', 'Framing of Charge', 'Appearance', 'Admission', 'Reply', 'Judgment']
const TYPES = ['CRL.A.', 'W.P.(C)', 'CS(OS)', 'O.S. No.', 'MACP', 'BA', 'CRL.M.C.', 'R.C.A.', 'S.C.C.', 'MJC']
const PANEL = ['R. K. SHARMA', 'S. B. DESHMUKH', 'A. N. KULKARNI', 'P. S. IYER', 'M. A. KHAN', 'V. R. PATIL', 'N. GUPTA', 'K. L. MEHTA']

/** The diary's number printed the ways courts print it; some ways the matcher is sure of, some it is not. */
function printedNumber(c: Case, typeName: string, rng: Rng): { caseNoPrinted: string; cnr: string | null } {
  const [abbr = '', number = '', year = ''] = c.clientCaseNo.split('/')
  const r = rng.next()
  if (r < 0.35) return { caseNoPrinted: `${abbr} ${number}/${year}`, cnr: null }
  if (r < 0.55 && typeName) return { caseNoPrinted: `${typeName} No. ${number} of ${year}`, cnr: null }
  if (r < 0.75 && c.caseRecordNo) return { caseNoPrinted: `${abbr}/${number}/${year}`, cnr: c.caseRecordNo }
  if (r < 0.88 && typeName) return { caseNoPrinted: `${typeName.split(' ').at(-1)} ${number}/${year}`, cnr: null }
  return { caseNoPrinted: `${abbr}-${number}-${year}`, cnr: null }
}

/** A party's name as a list prints it: capitals, initials, titles, doubled spaces. */
function printedName(name: string, rng: Rng): string {
  const words = name.toUpperCase().split(/\s+/)
  const r = rng.next()
  if (r < 0.3 && words.length > 1 && words[0] !== 'STATE') return [`${words[0]![0]}.`, ...words.slice(1)].join(' ')
  if (r < 0.4 && /\b(LTD|PVT|CO|CORP|INDUSTRIES|TRADERS|ENTERPRISES)\b/.test(words.join(' '))) return `M/S ${words.join(' ')}`
  if (r < 0.5) return words.join('  ')
  return words.join(' ')
}

const ongoing = (c: Case) => c.caseStatus === 'ONGOING'

/**
 * The lists the provider holds for a practice's day: one daily list for each covered court where the practice has
 * a matter that day (its diary's cases, most of them listed; now and then one of its cases the diary has on another
 * day; once in a while a matter of the practice missing from the diary), unrelated matters around them, and
 * sometimes a supplementary list. Lists are published the evening before: none for a day after tomorrow.
 */
export function publishedLists(advocateCode: number, date: IsoDate, today: IsoDate): { lists: PublishedList[]; coveredCourts: string[] } {
  const courts = new Map(db().courts.map((c) => [c.courtCode, c]))
  const mine = db().cases.filter((c) => c.advocateCode === advocateCode)
  const practiceCourts = [...new Set(mine.map((c) => c.courtCode))].map((code) => courts.get(code)).filter((c): c is Court => !!c)
  const coveredCourts = practiceCourts.filter(isCovered).map((c) => c.courtName).sort()
  if (date > addDays(today, 1)) return { lists: [], coveredCourts }

  const heardOn = new Set(db().hearings.filter((h) => h.hearingDate === date).map((h) => h.caseId))
  const typeName = new Map(db().caseTypes.map((t) => [t.caseCode, t.caseType]))
  const advocate = db().advocates.find((a) => a.advocateCode === advocateCode)?.advocateName ?? ''
  const others = db().clients.filter((c) => c.advocateCode !== advocateCode).map((c) => c.clientName)
  const names = others.length ? others : PANEL
  const byCourt = new Map<number, Case[]>()
  for (const c of mine) {
    const court = courts.get(c.courtCode)
    if (!court || !isCovered(court)) continue
    const onDiaryDay = (ongoing(c) && c.nextHearingDate === date) || heardOn.has(c.caseId)
    const listed = onDiaryDay ? draw(c.caseId, date) < LISTED : ongoing(c) && draw(c.caseId, date) < LISTED_ELSEWHERE
    if (listed) (byCourt.get(c.courtCode) ?? byCourt.set(c.courtCode, []).get(c.courtCode)!).push(c)
  }

  const lists: PublishedList[] = []
  const evening = `${addDays(date, -1)}T13:00:00.000Z`
  for (const [courtCode, cases] of [...byCourt].sort((a, b) => a[0] - b[0])) {
    const court = courts.get(courtCode)!
    const rng = new Rng(Math.floor(draw(advocateCode, courtCode, date) * 2 ** 32))
    const rooms = [...new Set(cases.map((c) => c.courtNo))]
    const sitting = (room: string) => SITTINGS[Math.floor(draw(courtCode, room, date) * SITTINGS.length)]!
    const bench = new Map(cases.map((c) => [c.courtNo, c.judgeName]))
    const entries: PrintedEntry[] = cases.map((c) => {
      const caseRng = new Rng(Math.floor(draw(c.caseId, date, 'print') * 2 ** 32))
      return {
        ...printedNumber(c, typeName.get(c.caseCode) ?? '', caseRng),
        courtRoom: c.courtNo, bench: bench.get(c.courtNo) ?? '', itemNo: '', listType: 'DAILY',
        petitioner: printedName(c.petitionerName, caseRng), respondent: printedName(c.respondentName, caseRng),
        purpose: c.purpose, sittingTime: sitting(c.courtNo), advocates: (c.attendantAdvocateName || advocate).toUpperCase(),
      }
    })
    const unrelated = (cnr: string | null): PrintedEntry => {
      const room = rng.pick(rooms)
      const year = rng.int(2012, Number(date.slice(0, 4)))
      return {
        caseNoPrinted: `${rng.pick(TYPES)} ${rng.int(1, 4000)}/${year}`, cnr, courtRoom: room, bench: bench.get(room) ?? '', itemNo: '', listType: 'DAILY',
        petitioner: rng.pick(names).toUpperCase(), respondent: rng.chance(0.3) ? 'STATE OF MAHARASHTRA' : rng.pick(names).toUpperCase(),
        purpose: rng.pick(PURPOSES), sittingTime: sitting(room), advocates: `${rng.pick(PANEL)}, ${rng.pick(PANEL)}`.slice(0, 300),
      }
    }
    for (let i = rng.int(12, 30); i > 0; i--) entries.push(unrelated(null))
    // A matter the practice appears in that nobody entered in the diary: the list prints its advocate and its CNR.
    if (rng.chance(0.5) && advocate) {
      const cnr = `${(cases[0]!.caseRecordNo ?? 'MHMM010000002024').slice(0, 6)}${String(rng.int(5001, 9999)).padStart(6, '0')}${date.slice(0, 4)}`
      entries.push({ ...unrelated(cnr), advocates: advocate.toUpperCase() })
    }
    // Shuffled, then numbered room by room: the list's order, not the diary's.
    for (let i = entries.length - 1; i > 0; i--) {
      const j = rng.int(0, i)
      ;[entries[i], entries[j]] = [entries[j]!, entries[i]!]
    }
    const supplementary = rng.chance(0.3) ? entries.splice(-rng.int(1, 3)) : []
    const items = new Map<string, number>()
    const number = (e: PrintedEntry, from: number) => {
      const n = (items.get(e.courtRoom) ?? from) + 1
      items.set(e.courtRoom, n)
      e.itemNo = String(n)
    }
    entries.forEach((e) => number(e, 0))
    items.clear()
    supplementary.forEach((e) => ((e.listType = 'SUPPLEMENTARY'), number(e, 100)))
    const id = Number(date.replaceAll('-', '')) * 100_000 + courtCode * 10
    lists.push({ id, courtName: court.courtName, source: 'PUBLISHED', listType: 'DAILY', receivedAt: evening, entries })
    if (supplementary.length) lists.push({ id: id + 1, courtName: court.courtName, source: 'PUBLISHED', listType: 'SUPPLEMENTARY', receivedAt: `${date}T02:45:00.000Z`, entries: supplementary })
  }
  return { lists, coveredCourts }
}
