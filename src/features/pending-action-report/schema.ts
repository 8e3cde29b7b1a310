import * as z from 'zod/mini'
import { dateRange, reportDateToWire } from '@/lib/date-range'
import { dateText } from '@/lib/date-schema'
import { displayDate, todayWire } from '@/lib/dates'

/** Spec 3 §4, §9: Open (O) by default, or Close (C). */
export const STATUSES = [
  { value: 'O', label: 'Open' },
  { value: 'C', label: 'Close' },
] as const

/** Spec 3 §5: From Date not later than To Date (an unset date is today, spec 3 §9); client, court and case are optional. */
export const pendingFilters = z
  .object({
    fromDate: dateText(),
    toDate: dateText(),
    clientCode: z.string(),
    courtCode: z.string(),
    caseNo: z.string(),
    status: z.enum(['O', 'C']),
  })
  .check(dateRange('fromDate', 'toDate', { unsetIsToday: true }))
export type PendingFilters = z.infer<typeof pendingFilters>

/** Today to today, every client, court and case, Open. */
export const emptyFilters = (): PendingFilters => ({ fromDate: displayDate(todayWire()), toDate: displayDate(todayWire()), clientCode: '', courtCode: '', caseNo: '', status: 'O' })

/** Spec 3 §7.3: the filters as the provider takes them; '' is every client, court or case. */
export const toRequest = (filters: PendingFilters, now = new Date()) => ({
  FromDate: reportDateToWire(filters.fromDate, now),
  ToDate: reportDateToWire(filters.toDate, now),
  ClientCode: filters.clientCode,
  CourtCode: filters.courtCode,
  CaseNo: filters.caseNo,
  Status: filters.status,
})
