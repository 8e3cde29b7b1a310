import { useMemo } from 'react'
import { $api } from '@/api/query'
import { dayBoardRequest, dayHeadRequest, wholeDay } from '@/case-actions/day-board'
import { wholeRooms } from './board'

const CALL = '/get-client-case-schedule-list'

/**
 * The day's board from the provider: a first page of its hearings (../../case-actions/day-board.ts), and when that page
 * does not hold the whole day, the whole day from a second call. Until the whole day is known, `firstRooms` holds the
 * court rooms the first page has whole, so a busy day's first court rooms show while the rest is read.
 */
export function useDayBoard(advocate: string, date: string) {
  const head = $api.useQuery('post', CALL, dayHeadRequest(advocate, date), { enabled: !!advocate })
  const whole = wholeDay(head.data)
  const more = typeof head.data === 'object' && !whole
  const all = $api.useQuery('post', CALL, dayBoardRequest(advocate, date), { enabled: !!advocate && more })
  const first = typeof head.data === 'object' ? head.data.data : undefined
  const rest = typeof all.data === 'object' ? all.data.data : undefined
  const rows = whole ? first?.caseScheduleList : rest?.caseScheduleList
  const firstRooms = useMemo(() => (first ? wholeRooms(first.caseScheduleList, first.caseScheduleCount) : undefined), [first])
  // A first page that failed is asked again; after it, the rest of the day.
  const failed = head.isError ? head : more && all.isError ? all : undefined
  return {
    /** The day's hearings, all of them; undefined until known. */
    rows,
    /** Until `rows` is known: the whole court rooms of the first page, with the day's count. */
    firstRooms: rows ? undefined : firstRooms,
    count: rows?.length ?? first?.caseScheduleCount,
    /** Neither the whole day nor a failure yet. */
    isPending: !rows && !failed,
    error: failed?.error ?? null,
    dataUpdatedAt: (whole ? head : all).dataUpdatedAt,
    refetch: () => void (failed ?? (more ? all : head)).refetch(),
  }
}
