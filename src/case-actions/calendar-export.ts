import * as z from 'zod/mini'
import { api } from '@/api/client'
import { MalformedAnswer } from '@/api/errors'
import { dateRange, reportDateToWire, weekWire } from '@/lib/date-range'
import { dateText } from '@/lib/date-schema'
import { displayDate } from '@/lib/dates'
import { currentAdvocateCode } from '@/session/session-store'
import type { ScheduleRow } from './hearings-ics'

/** The range of an export, as the dialog's two date fields hold it; From must not be later than To (spec 3 §5). */
export const calendarRange = z
  .object({ fromDate: dateText(), toDate: dateText() })
  .check(dateRange('fromDate', 'toDate', { unsetIsToday: true }))
export type CalendarRange = z.infer<typeof calendarRange>

/** The dialog starts at this week, Monday to Sunday. */
export const thisWeek = (now = new Date()): CalendarRange => {
  const { from, to } = weekWire(now)
  return { fromDate: displayDate(from), toDate: displayDate(to) }
}

/** The range as the provider takes it: wire dates, an unset one being today as in the reports (spec 3 §9). */
export const rangeToWire = (range: CalendarRange, now = new Date()) => ({ from: reportDateToWire(range.fromDate, now), to: reportDateToWire(range.toDate, now) })

/** The contract's largest page: a week of a busy practice comes in one call. */
export const EXPORT_PAGE_SIZE = 1000
/** A provider that keeps answering full pages stops here (100,000 hearings) rather than forever. */
const MAX_PAGES = 100

/**
 * Every hearing of the practice in [from, to] (wire dates), through the Case Schedule's call
 * (get-client-case-schedule-list) with no client, case or court, page after page until the count it
 * gives is reached. A failed call throws the provider's message (ApiError).
 */
export async function fetchHearings(from: string, to: string): Promise<ScheduleRow[]> {
  const EncryptedAdvocateCode = currentAdvocateCode()
  const rows: ScheduleRow[] = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const { data } = await api.POST('/get-client-case-schedule-list', {
      body: { PageNumber: page, PageSize: EXPORT_PAGE_SIZE, EncryptedAdvocateCode, FromDate: from, ToDate: to, isGeneratePDF: false },
    })
    // Asked without isGeneratePDF, the answer is the JSON list, never the PDF's text.
    if (typeof data !== 'object') throw new MalformedAnswer()
    const { caseScheduleList, caseScheduleCount } = data.data
    rows.push(...caseScheduleList)
    if (caseScheduleList.length < EXPORT_PAGE_SIZE || rows.length >= caseScheduleCount) break
  }
  return rows
}
