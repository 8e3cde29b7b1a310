import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { dateRange, reportDateToWire } from '@/lib/date-range'
import { dateText } from '@/lib/date-schema'
import { displayDate, todayWire } from '@/lib/dates'

type Request = components['schemas']['ReportClientStatementRequest']

/** Spec 3 §5, §8. */
export const NEED_CLIENT = 'Please select client first'
/** Spec 3 §5, §9: the client and case search boxes. */
export const SEARCH_MAX = 45
export const REPORT_TYPES = [
  { value: 'Summary', label: 'Summary' },
  { value: 'Details', label: 'Details' },
] as const

/** The centre's fields: the From/To rule (spec 3 §5) and the report type. */
export const statementFilters = z
  .object({ fromDate: dateText(), toDate: dateText(), reportType: z.enum(['Summary', 'Details']) })
  .check(dateRange('fromDate', 'toDate', { unsetIsToday: true }))
export type StatementForm = z.infer<typeof statementFilters>

/** What a report was asked for: the fields, the client clicked and the case it is narrowed to (''). */
export type StatementFilters = StatementForm & { clientCode: string; caseNo: string }

/** Spec 3 §9: unset report dates are today; the fields start there, Summary first. */
export const emptyForm = (now = new Date()): StatementForm => ({ fromDate: displayDate(todayWire(now)), toDate: displayDate(todayWire(now)), reportType: 'Summary' })

/** The filters as the provider takes them (spec 3 §7.3); a date left empty is sent as today. */
export const toRequest = (filters: Partial<StatementFilters>, now = new Date()): Pick<Request, 'ClientCode' | 'ClientCaseNo' | 'ReportType' | 'FromDate' | 'ToDate'> => ({
  ClientCode: filters.clientCode ?? '',
  ClientCaseNo: filters.caseNo ?? '',
  ReportType: filters.reportType ?? 'Summary',
  FromDate: reportDateToWire(filters.fromDate ?? '', now),
  ToDate: reportDateToWire(filters.toDate ?? '', now),
})

/** Keeps the entries whose texts contain what was typed, ignoring case. */
export const matching = <T>(rows: readonly T[], text: string, fields: (row: T) => string[]) => {
  const wanted = text.trim().toLowerCase()
  return wanted ? rows.filter((row) => fields(row).some((f) => f.toLowerCase().includes(wanted))) : [...rows]
}
