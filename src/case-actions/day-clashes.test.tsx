import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import axe from 'axe-core'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { addDays } from '@mocks/db'
import { localToday } from '@mocks/provider'
import { tableDate } from '@/lib/dates'
import { renderPage } from '../../tests/support/render-page'
import { signInAs } from '../../tests/support/session'
import { comingWeekend } from '../../tests/support/weekend'
import ClashNotice from './day-clashes'

const entry = (id: string, room: string, date: string, sittingTime = '10:30 AM') => ({
  courtRoom: room, bench: '', itemNo: '1', listType: 'DAILY', caseNoPrinted: id, cnr: null, petitioner: '', respondent: '', purpose: '', sittingTime, advocates: '',
  entryKey: id, encryptedListId: 'L', courtName: 'CITY CIVIL COURT, MUMBAI', source: 'PUBLISHED', namesPractice: true,
  match: { encryptedCaseId: id, clientCode: '1', clientCaseNo: id, caseTitle: '', clientName: '', nextHearingDate: date, caseStatus: 'ONGOING', attendantAdvocateName: 'ANANYA DESHPANDE', reason: 'NUMBER', confidence: 0.97, why: '', decision: null },
})
const answer = (date: string, entries: unknown[]) => ({ status: 200, message: 'ok', data: { listDate: date, entries, lists: [], coveredCourts: [] } })

describe('the dashboard’s clash notice', () => {
  it('lists today’s clash with its cases and why, linking to the day’s board, and says nothing of a day without one', async () => {
    await signInAs('advocate')
    const today = localToday()
    server.use(
      http.post('*/api/get-cause-list', async ({ request }) => {
        const { ListDate } = (await request.json()) as { ListDate: string }
        return HttpResponse.json(ListDate === today ? answer(today, [entry('CS/1/2024', '3', today), entry('CS/2/2024', '7', today, '10.30 a.m.')]) : answer(ListDate, []))
      }),
    )
    const { container } = await renderPage(() => <ClashNotice advocateCode="x" />)
    expect(await screen.findByRole('heading', { name: 'Today: 1 clash' })).toBeInTheDocument()
    expect(screen.getByText('CS/1/2024, CS/2/2024: Same sitting (the 10:30 AM sitting) in Court room 3 and Court room 7 of CITY CIVIL COURT, MUMBAI for ANANYA DESHPANDE')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: `Open the board for ${tableDate(today)}` })).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: /^Tomorrow/ })).not.toBeInTheDocument()
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })

  it("on a Saturday says Monday's clashes, the next day a court sits, not Sunday's", async () => {
    // Signed in with Remember me before the clock moves on to the Saturday: a session of the test day would have ended.
    await signInAs('advocate', true)
    const { at, monday } = comingWeekend()
    vi.setSystemTime(at)
    const asked: string[] = []
    server.use(
      http.post('*/api/get-cause-list', async ({ request }) => {
        const { ListDate } = (await request.json()) as { ListDate: string }
        asked.push(ListDate)
        return HttpResponse.json(ListDate === monday ? answer(monday, [entry('CS/1/2024', '3', monday), entry('CS/2/2024', '7', monday)]) : answer(ListDate, []))
      }),
    )
    await renderPage(() => <ClashNotice advocateCode="x" />)
    expect(await screen.findByRole('heading', { name: 'Monday: 1 clash' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: `Open the board for ${tableDate(monday)}` })).toBeInTheDocument()
    expect(asked).not.toContain(addDays(monday, -1))
  })

  it('shows nothing when neither day has a clash', async () => {
    await signInAs('advocate')
    let answered = 0
    server.use(
      http.post('*/api/get-cause-list', async ({ request }) => {
        answered++
        return HttpResponse.json(answer(((await request.json()) as { ListDate: string }).ListDate, []))
      }),
    )
    await renderPage(() => <ClashNotice advocateCode="x" />)
    await waitFor(() => expect(answered).toBe(2))
    expect(screen.queryByRole('heading', { name: 'Clashes' })).not.toBeInTheDocument()
  })
})
