import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { dateRange, reportDateToWire } from '@/lib/date-range'
import { dateText } from '@/lib/date-schema'
import { displayDate, todayWire } from '@/lib/dates'

type Request = components['schemas']['ReportCaseScheduleRequest']

/** Spec 3 §5: only the From/To rule; client, case number and court are optional. */
export const scheduleFilters = z
  .object({
    clientCode: z.string(),
    clientCaseNo: z.string(),
    courtCode: z.string(),
    fromDate: dateText(),
    toDate: dateText(),
  })
  .check(dateRange('fromDate', 'toDate', { unsetIsToday: true }))
export type ScheduleFilters = z.infer<typeof scheduleFilters>

/** Spec 3 §9: unset report dates are today; the fields start there. */
export const emptyFilters = (now = new Date()): ScheduleFilters => ({ clientCode: '', clientCaseNo: '', courtCode: '', fromDate: displayDate(todayWire(now)), toDate: displayDate(todayWire(now)) })

/**
 * The filters as the provider takes them (spec 3 §7.3); a date left empty is sent as today. The shell also
 * builds the request before the first search, with no filters yet.
 */
export const toRequest = (filters: Partial<ScheduleFilters>, now = new Date()): Pick<Request, 'ClientCode' | 'ClientCaseNo' | 'CourtCode' | 'FromDate' | 'ToDate'> => ({
  ClientCode: filters.clientCode ?? '',
  ClientCaseNo: filters.clientCaseNo ?? '',
  CourtCode: filters.courtCode ?? '',
  FromDate: reportDateToWire(filters.fromDate ?? '', now),
  ToDate: reportDateToWire(filters.toDate ?? '', now),
})
