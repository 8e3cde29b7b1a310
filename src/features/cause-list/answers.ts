import type { components } from '@/api/schema.gen'
import { SURE } from '@/lib/cause-list'

type Entry = components['schemas']['CauseListEntry']
type BoardRow = components['schemas']['ReportCaseScheduleRow']

export interface DayAnswers {
  /** The diary's hearings of the day found on a list, in list order. */
  matched: Entry[]
  /** Listed for the day, but the diary has the case on another date (`match` set), or not at all (`match` null). */
  elsewhere: Entry[]
  /** The diary's hearings of the day in a court whose list is held, not printed on it. */
  notListed: BoardRow[]
  /** Courts of the day's hearings with no list held: not checked. */
  unchecked: string[]
}

const courtKey = (name: string | null | undefined) => (name ?? '').trim().toUpperCase()

/**
 * The three answers for a date. A hearing counts as listed when an entry matches its case (a match the user
 * has not confirmed still counts: it is shown with how sure it is). "Not listed" is said only of courts whose
 * list is held; a court without one is unchecked, not wrong.
 */
export function dayAnswers(date: string, entries: Entry[], lists: { courtName: string }[], board: BoardRow[]): DayAnswers {
  const held = new Set(lists.map((l) => courtKey(l.courtName)))
  const listedCases = new Set(entries.flatMap((e) => (e.match ? [e.match.encryptedCaseId] : [])))
  const matched = entries.filter((e) => e.match && e.match.nextHearingDate === date)
  const elsewhere = entries.filter((e) => (e.match ? e.match.nextHearingDate !== date && e.match.caseStatus !== 'DISPOSED' : e.namesPractice))
  const ongoing = board.filter((r) => r.nextHearingDate === date && (r.caseDetail?.nextHearingDate ?? date) === date)
  const notListed = ongoing.filter((r) => held.has(courtKey(r.courtName)) && !listedCases.has(r.encryptedCaseId ?? ''))
  const unchecked = [...new Set(ongoing.filter((r) => !held.has(courtKey(r.courtName))).map((r) => r.courtName ?? ''))].filter(Boolean).sort()
  return { matched, elsewhere, notListed, unchecked }
}

/** An automatic match below the matcher's threshold is offered for the user to confirm or reject. */
export const needsDecision = (e: Entry) => !!e.match && e.match.confidence < SURE && e.match.decision !== 'CONFIRMED'
