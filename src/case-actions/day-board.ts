import type { QueryClient } from '@tanstack/react-query'
import type { components } from '@/api/schema.gen'
import { todayWire } from '@/lib/dates'
import { keptMenuOpens } from '@/session/kept-menu'
import { currentSession } from '@/session/session-store'

/**
 * The day's hearings of the practice with every field a board needs (the case as it stands, its open actions):
 * one request, so the court day and the cause list share one cached answer.
 */
export const dayBoardRequest = (advocate: string, date: string) => ({
  body: { PageNumber: 1, PageSize: 1000, EncryptedAdvocateCode: advocate, FromDate: date, ToDate: date, ClientCode: '', ClientCaseNo: '', CourtCode: '', isGeneratePDF: false, WithCaseDetail: true },
})

/**
 * The day's first hearings alone, in the provider's order (by court, then court room: see the contract): the whole of
 * most days, and on a busy one its first court rooms, which show while the rest of the day is read (a busy day's
 * answer is over a megabyte, which a phone reads and checks for half a second or more).
 */
export const HEAD_ROWS = 40
export const dayHeadRequest = (advocate: string, date: string) => ({ body: { ...dayBoardRequest(advocate, date).body, PageSize: HEAD_ROWS } })

/** The call's answer: its rows, or a PDF (a string) when one was asked for. */
type DayAnswer = { data: components['schemas']['ReportCaseScheduleList'] } | string | undefined

/** Whether a first page holds the whole day: then the day needs no second call. */
export const wholeDay = (answer: DayAnswer) => typeof answer === 'object' && answer.data.caseScheduleList.length >= answer.data.caseScheduleCount

/** The day's cause list of the practice, matched by the provider. */
export const dayListRequest = (advocate: string, date: string) => ({ body: { EncryptedAdvocateCode: advocate, ListDate: date } })

/**
 * Asks for the court day's board (its first page, then the rest of a busy day) while its page's code is still loading,
 * so the hearings do not wait for the page to render first (its route's loader). Only when the menu this device keeps for the user opens the page: the rule by which
 * the layout starts a page's calls before its menu is read (app/layout/page-access.tsx). The page's own query finds the
 * answer, or the call under way. Never fails: the page's query shows whatever went wrong.
 */
export async function prefetchCourtDay(queryClient: QueryClient, date = todayWire()): Promise<void> {
  const advocate = currentSession()?.encryptedAdvocateCode
  if (!advocate || !keptMenuOpens('/court-day')) return
  // Loaded apart: the query hooks are not in the first script (../api/query.ts), and the page needs them anyway.
  const { $api } = await import('@/api/query')
  const head = $api.queryOptions('post', '/get-client-case-schedule-list', dayHeadRequest(advocate, date))
  const answer = await queryClient.fetchQuery(head).catch(() => undefined)
  // The rest of a busy day is asked for as soon as its first page says there is more, as the page itself would.
  if (typeof answer === 'object' && !wholeDay(answer)) await queryClient.prefetchQuery($api.queryOptions('post', '/get-client-case-schedule-list', dayBoardRequest(advocate, date)))
}
