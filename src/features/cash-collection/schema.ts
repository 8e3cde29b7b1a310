import * as z from 'zod/mini'
import { dateRange, reportDateToWire } from '@/lib/date-range'
import { dateText } from '@/lib/date-schema'
import { displayDate, todayWire } from '@/lib/dates'

/** Spec 3 §2.13, §9: Payment Wise by default, or Client Wise. */
export const REPORT_TYPES = [
  { value: 'PaymentWise', label: 'Payment Wise' },
  { value: 'ClientWise', label: 'Client Wise' },
] as const

/** Spec 3 §5: From Date not later than To Date; an unset date is today (spec 3 §9). */
export const cashFilters = z
  .object({ fromDate: dateText(), toDate: dateText(), reportType: z.enum(['PaymentWise', 'ClientWise']) })
  .check(dateRange('fromDate', 'toDate', { unsetIsToday: true }))
export type CashFilters = z.infer<typeof cashFilters>

/** Today to today, Payment Wise. */
export const emptyFilters = (): CashFilters => ({ fromDate: displayDate(todayWire()), toDate: displayDate(todayWire()), reportType: 'PaymentWise' })

/** Spec 3 §7.3: the filters as the provider takes them, dates YYYY-MM-DD. */
export const toRequest = (filters: CashFilters, now = new Date()) => ({
  FromDate: reportDateToWire(filters.fromDate, now),
  ToDate: reportDateToWire(filters.toDate, now),
  ReportType: filters.reportType,
})
