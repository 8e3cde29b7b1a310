import type { components } from '@/api/schema.gen'
import { COMMON } from '@/components/texts'
import type { BoardRow, Mark } from './outbox-store'
import type { OutcomeKind } from './outcome'
import { hearingKey, type QueueItem } from './queue'
import { TEXTS } from './texts'

/** The words a court group's title is made of, in the language on screen. */
type GroupWords = { courtNotRecorded: string; courtNo: (no: string) => string }
type PlaceWords = { room: string; almirah: string; rack: string }

export interface CourtGroup {
  /** Court name and court room, e.g. 'CITY CIVIL COURT, MUMBAI · Court No 12'. */
  title: string
  rows: BoardRow[]
}

const courtNumber = (row: BoardRow) => {
  const n = Number.parseInt(row.courtNo ?? '', 10)
  return Number.isNaN(n) ? Number.MAX_SAFE_INTEGER : n
}
const caseNoOrder = (a: BoardRow, b: BoardRow) => (a.clientCaseNo ?? '').localeCompare(b.clientCaseNo ?? '', undefined, { numeric: true })

/** Where a hearing stands on the day's cause list: listed (item, room, sitting), or left off a list that is held. */
export type Listing =
  | { kind: 'listed'; itemNo: string; courtRoom: string; sittingTime: string; listType: string; sure: boolean }
  | { kind: 'not-listed' }

type ListEntry = components['schemas']['CauseListEntry']

/**
 * The day's cause list joined to the board, by case: the surest entry that matches a case gives its item and
 * room. A case absent from a list held for its court is not listed; a court with no list held says nothing.
 */
export function listings(rows: BoardRow[], entries: ListEntry[], lists: { courtName: string }[]): Map<string, Listing> {
  const held = new Set(lists.map((l) => l.courtName.trim().toUpperCase()))
  const best = new Map<string, ListEntry>()
  for (const e of entries) {
    const id = e.match?.encryptedCaseId
    if (id && (best.get(id)?.match?.confidence ?? -1) < e.match!.confidence) best.set(id, e)
  }
  const out = new Map<string, Listing>()
  for (const row of rows) {
    const id = row.encryptedCaseId ?? ''
    const e = best.get(id)
    if (e) out.set(id, { kind: 'listed', itemNo: e.itemNo, courtRoom: e.courtRoom, sittingTime: e.sittingTime, listType: e.listType, sure: e.match!.confidence >= 0.9 || e.match!.decision === 'CONFIRMED' })
    else if (held.has((row.courtName ?? '').trim().toUpperCase())) out.set(id, { kind: 'not-listed' })
  }
  return out
}

const itemOrder = (listing: Listing | undefined) => {
  const n = listing?.kind === 'listed' ? Number.parseInt(listing.itemNo, 10) : Number.NaN
  return Number.isNaN(n) ? Number.MAX_SAFE_INTEGER : n
}

/**
 * The day's hearings by court, then court room in number order (as the advocate walks them), then item number
 * on the day's cause list where one is known, then case number.
 */
export function groupByCourt(rows: BoardRow[], listing: ReadonlyMap<string, Listing> = new Map(), words: GroupWords = TEXTS.board): CourtGroup[] {
  const item = (row: BoardRow) => listing.get(row.encryptedCaseId ?? '')
  const sorted = [...rows].sort(
    (a, b) =>
      (a.courtName ?? '').localeCompare(b.courtName ?? '') ||
      courtNumber(a) - courtNumber(b) ||
      (a.courtNo ?? '').localeCompare(b.courtNo ?? '') ||
      itemOrder(item(a)) - itemOrder(item(b)) ||
      caseNoOrder(a, b),
  )
  const groups: CourtGroup[] = []
  for (const row of sorted) {
    const title = [row.courtName || words.courtNotRecorded, row.courtNo ? words.courtNo(row.courtNo) : ''].filter(Boolean).join(' · ')
    const last = groups.at(-1)
    if (last?.title === title) last.rows.push(row)
    else groups.push({ title, rows: [row] })
  }
  return groups
}

/**
 * The hearings of a first page of the day that make whole court rooms: the provider sends a day's hearings court room by
 * court room (the contract's order), so every room the page reaches is whole but the last, which may go on in the next
 * page; all of them when the page holds the whole day (`count`).
 */
export function wholeRooms(rows: BoardRow[], count: number): BoardRow[] {
  if (rows.length >= count) return rows
  const room = (row: BoardRow) => `${row.courtName ?? ''}\n${row.courtNo ?? ''}`
  const last = rows.at(-1)
  return last ? rows.filter((row) => room(row) !== room(last)) : []
}

/** The groups cut to their first `count` hearings in all: what a court day renders while the rest are on their way. */
export function firstHearings(groups: CourtGroup[], count: number): CourtGroup[] {
  const out: CourtGroup[] = []
  let left = count
  for (const group of groups) {
    if (left <= 0) break
    out.push(left >= group.rows.length ? group : { title: group.title, rows: group.rows.slice(0, left) })
    left -= group.rows.length
  }
  return out
}

/** Search by case number or party (either side's name, the title or the client), ignoring case and spacing. */
export function matches(row: BoardRow, search: string): boolean {
  const words = search.trim().toUpperCase().split(/\s+/).filter(Boolean)
  if (!words.length) return true
  const c = row.caseDetail
  const haystack = [row.clientCaseNo, row.caseTitle, row.clientName, c?.petitionerName, c?.respondentName, c?.caseRecordNo].join(' ').toUpperCase()
  return words.every((w) => haystack.includes(w))
}

export const rowKey = (row: BoardRow) => hearingKey(row.clientCode ?? '', row.clientCaseNo ?? '', row.nextHearingDate ?? '')

/** Where the physical file sits, said in words a clerk reads at a glance: file no, room, almirah, rack, then its description. */
export function fileLocation(row: BoardRow, words: PlaceWords = { room: TEXTS.card.room, almirah: COMMON.fields.almirah, rack: COMMON.fields.rack }): string {
  const c = row.caseDetail
  if (!c) return ''
  const parts: [string, string | undefined][] = [['', c.fileNo], [words.room, c.roomNo], [words.almirah, c.almirah], [words.rack, c.rack], ['', c.fileDescription]]
  return parts
    .filter(([, value]) => value)
    .map(([label, value]) => (label ? `${label} ${value}` : value))
    .join(' · ')
}

/**
 * What a hearing card shows and offers:
 * - queued: an outcome of this hearing is in the outbox (waiting, sending, conflict or refused);
 * - disposed: the case is read-only (spec 2 §4);
 * - recorded: the case has moved on past this hearing (its next date is later);
 * - later: a hearing still to come (an outcome is recorded once the day has come);
 * - open: outcomes can be recorded (a pass-over mark leaves it open).
 */
export type CardState =
  | { kind: 'queued'; item: QueueItem }
  | { kind: 'disposed'; outcome?: OutcomeKind }
  | { kind: 'recorded'; next: string; outcome?: OutcomeKind }
  | { kind: 'later' }
  | { kind: 'open'; passedOver: boolean }
  | { kind: 'unknown' }

/** Each hearing's latest outcome in the outbox, by its key: read once per outbox, not once per card. */
export function latestQueued(items: QueueItem[]): ReadonlyMap<string, QueueItem> {
  const latest = new Map<string, QueueItem>()
  for (const item of items) if ((latest.get(item.key)?.seq ?? -Infinity) < item.seq) latest.set(item.key, item)
  return latest
}

export function cardState(row: BoardRow, queued: ReadonlyMap<string, QueueItem>, marks: Record<string, Mark>, today: string): CardState {
  const key = rowKey(row)
  const item = queued.get(key)
  if (item) return { kind: 'queued', item }
  const c = row.caseDetail
  if (!c) return { kind: 'unknown' }
  const mark = marks[key]
  // An outcome this device sent counts at once, before the board is read again.
  const sent = mark && mark.kind !== 'passed-over' ? mark : undefined
  if (c.caseStatus === 'DISPOSED' || sent?.kind === 'disposed') return { kind: 'disposed', outcome: sent?.kind }
  if (c.nextHearingDate && row.nextHearingDate && c.nextHearingDate > row.nextHearingDate) return { kind: 'recorded', next: c.nextHearingDate, outcome: sent?.kind }
  if (sent?.next) return { kind: 'recorded', next: sent.next, outcome: sent.kind }
  if ((row.nextHearingDate ?? '') > today) return { kind: 'later' }
  return { kind: 'open', passedOver: mark?.kind === 'passed-over' }
}
