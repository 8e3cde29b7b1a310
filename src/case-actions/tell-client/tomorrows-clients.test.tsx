import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEMO_ADVOCATE_CODE, addDays, encryptId } from '@mocks/db'
import { db, localToday } from '@mocks/provider'
import { renderApp } from '../../../tests/support/render'
import { renderPage } from '../../../tests/support/render-page'
import { signInAs } from '../../../tests/support/session'
import { comingWeekend } from '../../../tests/support/weekend'
import { nextCourtDayWire } from './tell-client'
import { ALL_TOLD, NO_HEARINGS, TomorrowsClients } from './tomorrows-clients'

/** The demo practice's ongoing cases listed tomorrow; each client given a mobile number. */
function tomorrowsCases() {
  const tomorrow = addDays(localToday(), 1)
  const cases = db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING' && c.nextHearingDate === tomorrow)
  for (const c of cases) db().clients.find((cl) => cl.clientCode === c.clientCode)!.mobileNo = '9823012345'
  return cases
}

describe("Tomorrow's clients", () => {
  it('lists the clients not told yet; one told by SMS leaves the list when the dialog closes', async () => {
    await signInAs('advocate')
    const cases = tomorrowsCases()
    expect(cases.length).toBeGreaterThan(0)
    await renderPage(() => <TomorrowsClients advocateCode={encryptId('advocate', DEMO_ADVOCATE_CODE)} date={addDays(localToday(), 1)} />)
    const list = await screen.findByRole('list', { name: "Tomorrow's clients not told yet" })
    expect(within(list).getAllByRole('listitem')).toHaveLength(cases.length)
    const first = cases[0]
    const name = db().clients.find((cl) => cl.clientCode === first.clientCode)!.clientName
    const u = userEvent.setup()
    await u.click(within(list).getByRole('button', { name: `Tell ${name} of ${first.clientCaseNo}` }))
    const dialog = await screen.findByRole('dialog', { name: 'Tell the client' })
    const sms = await within(dialog).findByRole('link', { name: 'SMS' })
    expect(new URL(sms.getAttribute('href')!.replace('sms:', 'sms://x/')).searchParams.get('body')).toContain(first.clientCaseNo)
    sms.addEventListener('click', (e) => e.preventDefault())
    await u.click(sms)
    expect(await within(dialog).findByText(/^Message prepared in SMS\./)).toBeInTheDocument()
    await u.click(within(dialog).getByRole('button', { name: 'Close Tell the client' }))
    if (cases.length === 1) expect(await screen.findByText(ALL_TOLD)).toBeInTheDocument()
    else await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(cases.length - 1))
    expect(screen.getByText(`1 of ${cases.length} told`, { exact: false })).toBeInTheDocument()
  })

  it('says when every client of the day was told, and when the day has no hearings', async () => {
    await signInAs('advocate')
    const tomorrow = addDays(localToday(), 1)
    for (const c of tomorrowsCases())
      db().clientMessages.push({ clientMessageId: 9000 + c.caseId, caseId: c.caseId, advocateCode: DEMO_ADVOCATE_CODE, hearingDate: tomorrow, channel: 'SMS', recipient: '+919823012345', language: 'en', at: '', userName: 'ADVOCATE' })
    await renderPage(() => (
      <>
        <TomorrowsClients advocateCode={encryptId('advocate', DEMO_ADVOCATE_CODE)} date={tomorrow} />
        <TomorrowsClients advocateCode={encryptId('advocate', DEMO_ADVOCATE_CODE)} date="2099-01-01" title="A far day" />
      </>
    ))
    expect(await screen.findByText(ALL_TOLD)).toBeInTheDocument()
    expect(await screen.findByText(NO_HEARINGS)).toBeInTheDocument()
    expect(ALL_TOLD).toBe('Every client with a hearing on this day has been told.')
  })

  it("on a Saturday lists Monday's clients, the next day a court sits", async () => {
    // Signed in with Remember me before the clock moves on to the Saturday: a session of the test day would have ended.
    await signInAs('advocate', true)
    const { at, monday } = comingWeekend()
    vi.setSystemTime(at)
    expect(nextCourtDayWire()).toBe(monday)
    expect(nextCourtDayWire(new Date(2026, 10, 26))).toBe('2026-11-27')
    const listed = db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING')!
    listed.nextHearingDate = monday
    db().clients.find((cl) => cl.clientCode === listed.clientCode)!.mobileNo = '9823012345'
    await renderApp('/dashboard')
    expect(await screen.findByRole('heading', { name: /^Monday's clients/, level: 2 })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: "Monday's clients not told yet" })
    expect(await within(list).findByRole('button', { name: new RegExp(`^Tell .* of ${listed.clientCaseNo}$`) })).toBeInTheDocument()
  })

  it('is on the dashboard of a clerk too', async () => {
    tomorrowsCases()
    await signInAs('clerk')
    await renderApp('/dashboard')
    expect(await screen.findByRole('heading', { name: /^Tomorrow's clients/, level: 2 })).toBeInTheDocument()
    expect(await screen.findByRole('list', { name: "Tomorrow's clients not told yet" })).toBeInTheDocument()
  })
})
