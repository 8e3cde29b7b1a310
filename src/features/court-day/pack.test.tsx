import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { DEMO_ADVOCATE_CODE, addDays } from '@mocks/db'
import { db, localToday } from '@mocks/provider'
import { PACK_DAYS_KEY } from '@/session/storage'
import { renderPage } from '../../../tests/support/render-page'
import { signInAs } from '../../../tests/support/session'
import { CourtDayPage } from './court-day-page'
import { BOARD_BYTES, keptBoards, useBoardCopy, type BoardRow } from './outbox-store'
import { keptComingDays, packDays, refreshPack, setPackDays } from './pack'
import PackSetting from './pack-setting'

const board = (at: string, rows: number) => ({ at, rows: Array.from({ length: rows }, (_, i) => ({ clientCaseNo: `C/${i}` }) as BoardRow) })

/** One of the demo advocate's ongoing cases, heard tomorrow, in the coming days this device keeps. */
async function keepTomorrowsCase() {
  const session = await signInAs('advocate')
  const tomorrow = addDays(localToday(), 1)
  const c = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'ONGOING')!
  c.nextHearingDate = tomorrow
  setPackDays(2)
  await refreshPack(session.encryptedAdvocateCode, { force: true })
  return { tomorrow, c }
}

describe('the coming days kept on the device', () => {
  beforeEach(() => useBoardCopy.setState({ boards: {} }))
  afterEach(() => localStorage.removeItem(PACK_DAYS_KEY))

  it('keeps today and the coming days first, nearest first, then at most three past days last read, within its room', () => {
    const today = '2026-11-27'
    const boards = {
      '2026-11-20': board('2026-11-20T10:00:00Z', 1),
      '2026-11-21': board('2026-11-21T10:00:00Z', 1),
      '2026-11-22': board('2026-11-22T10:00:00Z', 1),
      '2026-11-23': board('2026-11-23T10:00:00Z', 1),
      '2026-11-27': board('2026-11-27T08:00:00Z', 2),
      '2026-11-28': board('2026-11-27T08:00:00Z', 2),
      '2026-12-03': board('2026-11-27T08:00:00Z', 2),
    }
    expect(Object.keys(keptBoards(boards, today)).sort()).toEqual(['2026-11-21', '2026-11-22', '2026-11-23', '2026-11-27', '2026-11-28', '2026-12-03'])
    // A practice whose days weigh more than the room keeps the nearest days that fit.
    const heavy = { '2026-11-27': board('x', 1), '2026-11-28': { at: 'x', rows: [{ caseTitle: 'x'.repeat(BOARD_BYTES / 2) } as BoardRow] }, '2026-11-29': board('x', 1) }
    expect(Object.keys(keptBoards(heavy, today))).toEqual(['2026-11-27'])
  })

  it('keeps none in a browser tab until asked; an installed app keeps a week', () => {
    expect(packDays()).toBe(0)
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }))
    expect(packDays()).toBe(7)
    vi.unstubAllGlobals()
    setPackDays(20)
    expect(packDays()).toBe(14)
  })

  it("reads the practice's hearings of the coming days in one piece, every day of them kept, a day without hearings too", async () => {
    const session = await signInAs('advocate')
    const today = localToday()
    const tomorrow = addDays(today, 1)
    const theirs = db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING')
    theirs[0]!.nextHearingDate = tomorrow
    for (const c of theirs.filter((c) => c.nextHearingDate === addDays(today, 2))) c.nextHearingDate = addDays(today, 5)
    setPackDays(3)
    await refreshPack(session.encryptedAdvocateCode, { force: true })
    const { boards } = useBoardCopy.getState()
    expect(Object.keys(boards).sort()).toEqual([today, tomorrow, addDays(today, 2)])
    expect(boards[tomorrow]!.rows.map((r) => r.clientCaseNo)).toContain(theirs[0]!.clientCaseNo)
    expect(boards[addDays(today, 2)]!.rows).toEqual([])
    // What the board shows of a hearing: the case as it stands, the client's mobile, the file's place, open actions.
    const row = boards[tomorrow]!.rows.find((r) => r.clientCaseNo === theirs[0]!.clientCaseNo)!
    expect(row.caseDetail?.clientCaseNo).toBe(theirs[0]!.clientCaseNo)
    expect(row).toHaveProperty('openActions')
    expect(keptComingDays(boards, today).days).toBe(3)
    // Turned off, the coming days leave the device; today's board stays.
    setPackDays(0)
    expect(Object.keys(useBoardCopy.getState().boards)).toEqual([today])
  })

  it('keeps the day the board shows on the device once its hearings are on screen', async () => {
    await signInAs('advocate')
    const today = localToday()
    const c = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'ONGOING')!
    c.nextHearingDate = today
    await renderPage(() => <CourtDayPage date={today} onDate={() => undefined} />)
    expect(await screen.findByRole('heading', { name: c.clientCaseNo, level: 3 })).toBeVisible()
    await waitFor(() => expect(useBoardCopy.getState().boards[today]?.rows.map((r) => r.clientCaseNo)).toContain(c.clientCaseNo))
  })

  it("reads the coming days when the court day opens, once the day shown has its answer", async () => {
    await signInAs('advocate')
    const today = localToday()
    setPackDays(3)
    const calls: string[] = []
    let answered = false
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('*/api/get-client-case-schedule-list', async ({ request }) => {
        const { FromDate, ToDate } = (await request.clone().json()) as { FromDate: string; ToDate: string }
        calls.push(FromDate === ToDate ? 'day' : answered ? 'pack after the day' : 'pack beside the day')
        // The day's own answer is held until the test lets it go.
        if (FromDate === ToDate) await held
        return undefined
      }),
    )
    await renderPage(() => <CourtDayPage date={today} onDate={() => undefined} />)
    await waitFor(() => expect(calls).toContain('day'))
    answered = true
    release()
    await waitFor(() => expect(keptComingDays(useBoardCopy.getState().boards, today).days).toBe(3))
    expect(calls).toEqual(['day', 'pack after the day'])
  })

  it("shows a kept day's hearings when the provider cannot be reached", async () => {
    const { tomorrow, c } = await keepTomorrowsCase()
    server.use(http.post('*/api/get-client-case-schedule-list', () => HttpResponse.error()))
    await renderPage(() => <CourtDayPage date={tomorrow} onDate={() => undefined} />)
    expect(await screen.findByRole('heading', { name: c.clientCaseNo, level: 3 })).toBeVisible()
    expect(screen.getByText(/^Shown from this device \(read at /)).toBeVisible()
  })

  it("keeps the device copy's note in place when the provider's answer replaces the kept day, saying it is up to date", async () => {
    const { tomorrow, c } = await keepTomorrowsCase()
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    server.use(http.post('*/api/get-client-case-schedule-list', async () => (await answered, undefined)))
    await renderPage(() => <CourtDayPage date={tomorrow} onDate={() => undefined} />)
    // Each saying is also in the note unseen, keeping its height: only the one shown counts here.
    const shown = { ignore: '[aria-hidden="true"], script, style' }
    expect(await screen.findByText(/^Shown from this device \(read at /, shown)).toBeVisible()
    expect(screen.queryByText(/^Up to date/, shown)).toBeNull()
    answer()
    expect(await screen.findByText(/^Up to date \(read at .+\)$/, shown)).toBeVisible()
    expect(screen.queryByText(/^Shown from this device/, shown)).toBeNull()
    expect(screen.getByRole('heading', { name: c.clientCaseNo, level: 3 })).toBeVisible()
  })

  it('lets the user keep the coming days from the settings and says how much is kept', async () => {
    await signInAs('advocate')
    await renderPage(() => <PackSetting />)
    const u = userEvent.setup()
    await u.click(await screen.findByRole('switch', { name: 'Keep the coming days on this device' }))
    expect(packDays()).toBe(7)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Kept: 7 days of hearings, \d+ KB, read at .+\.$/))
    await u.selectOptions(screen.getByRole('combobox', { name: 'Days kept' }), '3 days')
    expect(packDays()).toBe(3)
  })
})
