import type { components } from '../../src/api/schema.gen'
import type { IsoDate } from '../db'

type CauseListEntry = components['schemas']['CauseListEntry']
type CauseListSource = components['schemas']['CauseListSource']

/** The day's cause list of a practice as the provider holds it; `caseId` is the matched case's (null: none). */
export interface DayList {
  entries: { entry: CauseListEntry; caseId: number | null }[]
  lists: CauseListSource[]
  coveredCourts: string[]
}

/**
 * Every cause-list entry of a practice for a day: the lists the provider "receives" for the courts it covers
 * (generated from the diary, deterministic per day) and the lists the practice pasted, each matched to its cases
 * with the practice's earlier decisions applied. (Being built: answers an empty day for now.)
 */
export function dayCauseList(_advocateCode: number, _listDate: IsoDate): DayList {
  return { entries: [], lists: [], coveredCourts: [] }
}

/** The courts (by name) whose list for the day is held: a hearing there that is not on the list will not happen. */
export const courtsWithList = (day: DayList) => new Set(day.lists.map((l) => l.courtName))
