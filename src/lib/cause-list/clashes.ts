/** A matter of the practice on a day, where it is listed and who attends it. */
export interface Matter {
  key: string
  courtName: string
  courtRoom: string
  /** As printed ("10:30 AM", "10.30 a.m."); '' is the court's ordinary sitting. */
  sittingTime: string
  itemNo: string
  /** Who attends it: the attendant advocate, or the advocate themself. */
  person: string
}

export interface Clash {
  person: string
  /** The sitting in words ("10:30 AM", "the morning sitting"). */
  sitting: string
  keys: string[]
  why: string
}

const MORNING = 'the morning sitting'

/** "10.30 a.m.", "10:30AM" and "10:30 am" are one sitting; '' is the ordinary (morning) sitting. */
export function sittingOf(printed: string): string {
  const m = /(\d{1,2})\s*[:.]\s*(\d{2})\s*([ap])?\.?\s*m?\.?/i.exec(printed)
  if (!m) return printed.trim() ? printed.trim().toUpperCase() : MORNING
  const hour = Number(m[1])
  const half = m[3] ? m[3].toUpperCase() : hour >= 8 && hour <= 11 ? 'A' : 'P'
  return `${hour}:${m[2]} ${half}M`
}

const place = (m: Matter) => `${m.courtName.trim().toUpperCase()}|${m.courtRoom.trim().toUpperCase()}`
const courtOf = (m: Matter) => m.courtName.trim().toUpperCase()

/** The distinct places of a group: a matter whose room is not printed may be in any room of its court, so it adds none there. */
function placesOf(group: Matter[]): Matter[] {
  const roomed = new Set(group.filter((m) => m.courtRoom.trim()).map(courtOf))
  const kept = group.filter((m) => m.courtRoom.trim() || !roomed.has(courtOf(m)))
  return [...new Map(kept.map((m) => [place(m), m])).values()]
}
const room = (r: string) => (r ? `Court room ${r}` : 'the court')

/** The places of a clash in words: rooms of one court, or courts with their rooms. */
function placesText(distinct: Matter[]): string {
  const courts = new Set(distinct.map((m) => m.courtName.trim().toUpperCase()))
  const and = (parts: string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]!)
  if (courts.size === 1) return `${and(distinct.map((m) => room(m.courtRoom)))} of ${distinct[0]!.courtName}`
  return and(distinct.map((m) => (m.courtRoom ? `${m.courtName} (room ${m.courtRoom})` : m.courtName)))
}

/**
 * Clashes of a day: the same person listed in the same sitting in more than one place (another court, or
 * another court room of the same court). Matters in one court room never clash, whatever their items; people
 * are told apart by name, ignoring case and spacing.
 */
export function findClashes(matters: Matter[]): Clash[] {
  const groups = new Map<string, Matter[]>()
  for (const m of matters) {
    const key = `${m.person.trim().toUpperCase().replace(/\s+/g, ' ')}#${sittingOf(m.sittingTime)}`
    ;(groups.get(key) ?? groups.set(key, []).get(key)!).push(m)
  }
  const clashes: Clash[] = []
  for (const group of groups.values()) {
    const places = placesOf(group)
    if (places.length < 2) continue
    const sitting = sittingOf(group[0]!.sittingTime)
    const person = group[0]!.person.trim()
    const label = sitting === MORNING ? MORNING : `the ${sitting} sitting`
    clashes.push({ person, sitting, keys: group.map((m) => m.key), why: `Same sitting (${label}) in ${placesText(places)}${person ? ` for ${person}` : ''}` })
  }
  return clashes
}

/** A cause-list entry as the contract carries it, as much as clashes need. */
interface ListedEntry {
  courtName: string
  courtRoom: string
  sittingTime: string
  itemNo: string
  match: { encryptedCaseId: string; clientCaseNo: string; nextHearingDate: string | null; attendantAdvocateName: string; confidence: number } | null
}

/**
 * The clashes among the practice's matters a day's cause list gives for that day (matched cases whose diary date
 * is the day; a case on two lists counts once, where its surest entry puts it), by case id.
 */
export function dayClashes(entries: ListedEntry[], date: string, advocateName = ''): Map<string, Clash> {
  const best = new Map<string, ListedEntry>()
  for (const e of entries) {
    const m = e.match
    if (m && m.nextHearingDate === date && (best.get(m.encryptedCaseId)?.match?.confidence ?? -1) < m.confidence) best.set(m.encryptedCaseId, e)
  }
  const matters = [...best].map(([key, e]) => ({ key, courtName: e.courtName, courtRoom: e.courtRoom, sittingTime: e.sittingTime, itemNo: e.itemNo, person: e.match!.attendantAdvocateName || advocateName }))
  const out = new Map<string, Clash>()
  for (const clash of findClashes(matters)) for (const key of clash.keys) out.set(key, clash)
  return out
}

/** The day's clashes once each, with the case numbers they involve: what the board, the dashboard and the docket say. */
export function clashList(entries: ListedEntry[], date: string): { clash: Clash; caseNos: string[] }[] {
  const caseNo = new Map(entries.flatMap((e) => (e.match ? [[e.match.encryptedCaseId, e.match.clientCaseNo] as const] : [])))
  const unique = new Map([...dayClashes(entries, date).values()].map((c) => [c.why, c]))
  return [...unique.values()].map((clash) => ({ clash, caseNos: clash.keys.map((k) => caseNo.get(k) ?? '') }))
}
