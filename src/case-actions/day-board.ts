import type { QueryClient } from '@tanstack/react-query'
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

/** The day's cause list of the practice, matched by the provider. */
export const dayListRequest = (advocate: string, date: string) => ({ body: { EncryptedAdvocateCode: advocate, ListDate: date } })

/**
 * Asks for the court day's board while its page's code is still loading, so the hearings do not wait for the page to
 * render first (its route's loader). Only when the menu this device keeps for the user opens the page: the rule by which
 * the layout starts a page's calls before its menu is read (app/layout/page-access.tsx). The page's own query finds the
 * answer, or the call under way. Never fails: the page's query shows whatever went wrong.
 */
export async function prefetchCourtDay(queryClient: QueryClient, date = todayWire()): Promise<void> {
  const advocate = currentSession()?.encryptedAdvocateCode
  if (!advocate || !keptMenuOpens('/court-day')) return
  // Loaded apart: the query hooks are not in the first script (../api/query.ts), and the page needs them anyway.
  const { $api } = await import('@/api/query')
  await queryClient.prefetchQuery($api.queryOptions('post', '/get-client-case-schedule-list', dayBoardRequest(advocate, date)))
}
