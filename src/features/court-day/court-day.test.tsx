import { useState } from 'react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { DEMO_ADVOCATE_CODE, addDays } from '@mocks/db'
import { db, localToday, provider } from '@mocks/provider'
import { scheduleRows } from '@mocks/handlers/case-schedule'
import { HEAD_ROWS } from '@/case-actions/day-board'
import { displayDate } from '@/lib/dates'
import { keptMenuOpens } from '@/session/kept-menu'
import { signOutQuestion } from '@/session/sign-out-guard'
import { OUTBOX_KEY } from '@/session/storage'
import { recordNextDate, registerCase, withoutCases } from '../../../tests/support/cases'
import { renderApp } from '../../../tests/support/render'
import { renderPage } from '../../../tests/support/render-page'
import { signInAs } from '../../../tests/support/session'
import { comingWeekend } from '../../../tests/support/weekend'
import { CourtDayPage } from './court-day-page'
import CourtDayOutbox from './outbox'
import { useOutbox } from './outbox-store'
import { sendWaiting } from './sender'

/** Three ongoing cases of the demo advocate listed today (their current hearing is today). */
function todaysCases() {
  const today = localToday()
  const cases = db()
    .cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING' && c.nextHearingDate < today)
    .slice(0, 3)
  for (const c of cases) c.nextHearingDate = today
  return cases
}

async function openBoard() {
  await signInAs('advocate')
  useOutbox.setState({ user: null, seq: 0, items: [], marks: {} })
  const cases = todaysCases()
  await renderPage(() => (
    <>
      <CourtDayPage date={localToday()} onDate={() => undefined} />
      <CourtDayOutbox />
    </>
  ))
  return cases
}

const card = async (caseNo: string) => (await screen.findByRole('heading', { name: caseNo, level: 3 })).closest('article') as HTMLElement

async function adjourn(caseNo: string, days: number) {
  const u = userEvent.setup()
  await u.click(within(await card(caseNo)).getByRole('button', { name: 'Adjourned' }))
  const dialog = await screen.findByRole('dialog', { name: `Adjourned: ${caseNo}` })
  await u.type(within(dialog).getByLabelText(/^Next Hearing Date/), displayDate(addDays(localToday(), days)))
  await u.click(within(dialog).getByRole('button', { name: 'Record adjourned' }))
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
}

/** The board as the route gives it: the day changes with the header's buttons. */
function SteppingBoard({ start }: { start: string }) {
  const [date, setDate] = useState(start)
  return <CourtDayPage date={date} onDate={setDate} />
}

describe('Court Day board', () => {
  it('asks for the day’s hearings while the page opens (as a menu link is pointed at), and only once', async () => {
    await signInAs('advocate')
    const asked: string[] = []
    const listener = ({ request }: { request: Request }) => void (request.url.endsWith('/get-client-case-schedule-list') && asked.push(request.url))
    server.events.on('request:start', listener)
    onTestFinished(() => server.events.removeListener('request:start', listener))
    const { router } = await renderApp('/dashboard')
    // The menu this device keeps grants the page once the provider's menu is read.
    await waitFor(() => expect(keptMenuOpens('/court-day')).toBe(true))
    await act(() => router.preloadRoute({ to: '/court-day' }))
    await waitFor(() => expect(asked).toHaveLength(1))
    await act(() => router.navigate({ to: '/court-day' }))
    expect(await screen.findByRole('heading', { name: 'Court Day', level: 1 })).toBeVisible()
    expect(asked).toHaveLength(1)
  })

  it('on a busy day asks for its first page, then the rest, while the page opens, and nothing more when it shows', async () => {
    await signInAs('advocate')
    const today = localToday()
    for (const c of db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING').slice(0, HEAD_ROWS + 1)) c.nextHearingDate = today
    provider().save()
    const sizes: number[] = []
    const listener = async ({ request }: { request: Request }) => {
      if (request.url.endsWith('/get-client-case-schedule-list')) sizes.push((await request.clone().json()).PageSize)
    }
    server.events.on('request:start', listener)
    onTestFinished(() => server.events.removeListener('request:start', listener))
    const { router } = await renderApp('/dashboard')
    await waitFor(() => expect(keptMenuOpens('/court-day')).toBe(true))
    await act(() => router.preloadRoute({ to: '/court-day' }))
    await waitFor(() => expect(sizes).toEqual([HEAD_ROWS, 1000]))
    await act(() => router.navigate({ to: '/court-day' }))
    expect(await screen.findByText(/^\d+ hearings$/)).toBeInTheDocument()
    expect(sizes).toEqual([HEAD_ROWS, 1000])
  })

  it('shows a busy day’s first court rooms from its first page while the rest is read, then the whole day; a failed rest keeps them', async () => {
    await signInAs('advocate')
    const today = localToday()
    const listed = db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING' && c.nextHearingDate !== today)
    for (const c of listed.slice(0, HEAD_ROWS + 10)) c.nextHearingDate = today
    provider().save()
    const day = scheduleRows(db(), DEMO_ADVOCATE_CODE, { from: today, to: today, clientCode: '', clientCaseNo: '', courtCode: '' })
    expect(day.length).toBeGreaterThan(HEAD_ROWS)
    // The provider's first page ends within a court room: that room and the ones after it wait for the rest.
    const title = (r: (typeof day)[number]) => `${r.courtName} · Court No ${r.courtNo}`
    const cut = title(day[HEAD_ROWS - 1]!)
    const first = day.slice(0, HEAD_ROWS).filter((r) => title(r) !== cut)
    expect(first.length).toBeGreaterThan(0)
    let answerRest = (_: 'answer' | 'fail') => undefined as void
    const rest = () => new Promise<'answer' | 'fail'>((resolve) => (answerRest = resolve))
    let waiting = rest()
    server.use(
      http.post('*/api/get-client-case-schedule-list', async ({ request }) => {
        if (((await request.clone().json()) as { PageSize: number }).PageSize <= HEAD_ROWS) return undefined
        return (await waiting) === 'fail' ? HttpResponse.json({ status: 500, message: 'The diary is being rebuilt.', data: null }, { status: 500 }) : undefined
      }),
    )
    await renderPage(() => <CourtDayPage date={today} onDate={() => undefined} />)
    const room = await screen.findByRole('region', { name: title(first[0]!) })
    const inFirst = first.filter((r) => title(r) === title(first[0]!)).length
    expect(within(room).getByRole('heading', { level: 2 })).toHaveTextContent(`(${inFirst})`)
    expect(screen.getByText(`${day.length} hearings`)).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: cut })).toBeNull()
    expect(screen.getByText("Loading the day's hearings")).toBeInTheDocument()

    answerRest('fail')
    expect(await screen.findByRole('alert')).toHaveTextContent('The diary is being rebuilt.')
    expect(screen.getByRole('region', { name: title(first[0]!) })).toBeInTheDocument()
    waiting = rest()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    answerRest('answer')
    expect(await screen.findByRole('region', { name: cut }, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.queryByText("Loading the day's hearings")).toBeNull()
  })

  it('keeps the day’s hearings on the board when reading the day again fails, and says why below them', async () => {
    await signInAs('advocate')
    const [first] = todaysCases()
    const { queryClient } = await renderPage(() => <CourtDayPage date={localToday()} onDate={() => undefined} />)
    await card(first!.clientCaseNo)
    server.use(http.post('*/api/get-client-case-schedule-list', () => HttpResponse.json({ status: 500, message: 'The diary is being rebuilt.', data: null }, { status: 500 })))
    await act(() => queryClient.invalidateQueries())
    expect(await screen.findByRole('alert')).toHaveTextContent('The diary is being rebuilt.')
    expect(await card(first!.clientCaseNo)).toBeVisible()
    server.resetHandlers()
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(await card(first!.clientCaseNo)).toBeVisible()
  })

  it("shows tomorrow's clients to tell on tomorrow's board only (issue 25)", async () => {
    await signInAs('advocate')
    await renderPage(() => <SteppingBoard start={addDays(localToday(), 1)} />)
    expect(await screen.findByRole('heading', { name: /^Clients to tell of tomorrow/, level: 2 })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /^Previous day/ }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Clients to tell of tomorrow/ })).toBeNull())
  })

  it("on a Saturday shows the clients to tell on Monday's board, the next day a court sits", async () => {
    // Signed in with Remember me before the clock moves on to the Saturday: a session of the test day would have ended.
    await signInAs('advocate', true)
    const { at, monday } = comingWeekend()
    vi.setSystemTime(at)
    await renderPage(() => <SteppingBoard start={monday} />)
    expect(await screen.findByRole('heading', { name: /^Clients to tell of Monday/, level: 2 })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /^Previous day/ }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Clients to tell of/ })).toBeNull())
  })

  it('offers to tell the client once an outcome is recorded, with the outcome and the new date in the WhatsApp link (issue 25)', async () => {
    const [first] = await openBoard()
    const client = db().clients.find((c) => c.clientCode === first.clientCode)!
    Object.assign(client, { mobileNo: '9823012345', preferredLanguage: 'en' })
    expect(within(await card(first.clientCaseNo)).queryByRole('button', { name: `Tell the client of ${first.clientCaseNo}` })).toBeNull()
    await adjourn(first.clientCaseNo, 7)
    const u = userEvent.setup()
    await u.click(await within(await card(first.clientCaseNo)).findByRole('button', { name: `Tell the client of ${first.clientCaseNo}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Tell the client' })
    const link = await within(dialog).findByRole('link', { name: 'WhatsApp' })
    const text = new URL(link.getAttribute('href')!).searchParams.get('text')!
    expect(text).toContain("Today's outcome: Adjourned")
    expect(text).toContain(`Next date: ${displayDate(addDays(localToday(), 7))}`)
    expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919823012345\?text=/)
  })

  it('opens an outcome afresh each time: what was typed and cancelled is not offered again', async () => {
    const [first] = await openBoard()
    const u = userEvent.setup()
    const open = async () => {
      await u.click(within(await card(first.clientCaseNo)).getByRole('button', { name: 'Adjourned' }))
      return screen.findByRole('dialog', { name: `Adjourned: ${first.clientCaseNo}` })
    }
    const dialog = await open()
    await u.type(within(dialog).getByLabelText(/^Note/), 'half a thought')
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(within(await open()).getByLabelText(/^Note/)).toHaveValue('')
  })

  it('groups the day by court room and records an adjournment through the next-date call', async () => {
    const [first] = await openBoard()
    const hearings = db().hearings.length
    await adjourn(first.clientCaseNo, 7)
    await waitFor(() => expect(db().cases.find((c) => c.caseId === first.caseId)?.nextHearingDate).toBe(addDays(localToday(), 7)))
    expect(db().hearings).toHaveLength(hearings + 1)
    expect(db().hearings.at(-1)?.advocateComment).toBe('ADJOURNED')
    expect(await within(await card(first.clientCaseNo)).findByText(/Adjourned: next date/)).toBeInTheDocument()
  })

  it('keeps an outcome recorded without a signal, says it waits, asks before sign-out, and sends it once when the provider answers', async () => {
    const [, second] = await openBoard()
    server.use(http.post('*/api/add-case-next-date-detail', () => HttpResponse.error()))
    await adjourn(second.clientCaseNo, 10)
    expect(await within(await card(second.clientCaseNo)).findByText('Waiting to send:')).toBeInTheDocument()
    expect(localStorage.getItem(OUTBOX_KEY)).toContain(second.clientCaseNo)
    expect(signOutQuestion()).toMatch(/^1 hearing outcome has not reached the provider yet/)
    server.resetHandlers()
    const hearings = db().hearings.length
    await sendWaiting()
    await sendWaiting()
    expect(db().hearings).toHaveLength(hearings + 1)
    expect(db().cases.find((c) => c.caseId === second.caseId)?.nextHearingDate).toBe(addDays(localToday(), 10))
    expect(useOutbox.getState().items).toEqual([])
    expect(signOutQuestion()).toBeNull()
  })

  it('shows a conflict instead of overwriting a case that changed meanwhile', async () => {
    const [, , third] = await openBoard()
    server.use(http.post('*/api/add-case-next-date-detail', () => HttpResponse.error()))
    await adjourn(third.clientCaseNo, 5)
    // The desktop form moved the case on while the phone had no signal.
    db().cases.find((c) => c.caseId === third.caseId)!.nextHearingDate = addDays(localToday(), 20)
    server.resetHandlers()
    await sendWaiting()
    expect(await within(await card(third.clientCaseNo)).findByText('Conflict:')).toBeInTheDocument()
    expect(db().cases.find((c) => c.caseId === third.caseId)?.nextHearingDate).toBe(addDays(localToday(), 20))
  })

  it('leaves the day a hearing was moved away from before it came empty, and keeps a hearing held today on today’s board', async () => {
    await signInAs('advocate')
    useOutbox.setState({ user: null, seq: 0, items: [], marks: {} })
    withoutCases()
    const today = localToday()
    const [old, moved] = [3, 10].map((days) => addDays(today, days))
    const redated = await registerCase(old, { clientName: 'BOARD CLIENT' })
    const held = await registerCase(today, { clientCode: redated.clientCode })
    await recordNextDate(redated, old, moved)
    await recordNextDate(held, today, moved)
    await renderPage(() => <SteppingBoard start={old} />)
    expect(await screen.findByText('No hearings on this day.')).toBeInTheDocument()
    expect(screen.getByText('0 hearings')).toBeInTheDocument()
    await userEvent.setup().click(screen.getByRole('button', { name: 'Today' }))
    expect(await card(held.clientCaseNo)).toHaveTextContent(`Next date ${displayDate(moved)}`)
    expect(screen.getByText('1 hearing')).toBeInTheDocument()
  })
})
