import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { localToday, provider } from '@mocks/provider'
import { DEMO_ADVOCATE_CODE, addDays } from '@mocks/db'
import { parseWire, spokenDate, tableDate } from '@/lib/dates'
import { ACTION_CLOSED, NO_CASES_ON } from '@mocks/handlers/dashboard'
import { renderApp } from '../../../tests/support/render'
import { signInAs } from '../../../tests/support/session'
import { PDF_FAILED } from '@/shell/pdf-report'
import { ASK_DETAILS, SCHEDULE_FILE } from './case-calendar'
import { ASK_CLOSE } from '@/case-actions/close-action'
import { NOT_ADVOCATE } from './dashboard-page'
import { recordPdfOpens } from '../../../tests/support/pdf'
import { findReadyDialog } from '../../../tests/support/dialog'
import { patience } from '../../../tests/timeouts'
import { recordNextDate, registerCase, withoutCases } from '../../../tests/support/cases'

const clicked = recordPdfOpens()

const busyDay = async () => {
  const calendar = await screen.findByRole('region', { name: 'Case calendar' })
  const days = await within(calendar).findAllByRole('button', { description: /^Cases: \d+$/ })
  return { calendar, day: days[0] }
}

describe('dashboard', () => {
  it('shows a sentence instead of the widgets to a user without ADVOCATE', async () => {
    await signInAs('admin')
    await renderApp('/dashboard')
    expect(await screen.findByText(NOT_ADVOCATE, { exact: false })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Case calendar' })).not.toBeInTheDocument()
  })

  it("shows its four areas in the spec's order, then tomorrow's clients (issue 25)", async () => {
    await signInAs('advocate')
    await renderApp('/dashboard')
    await screen.findByRole('region', { name: 'Case calendar' })
    // Tomorrow's clients, below the fold, loads after the page.
    await screen.findByRole('heading', { name: /^Tomorrow's clients/, level: 2 })
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Case calendar',
      'Action details',
      'My client list',
      'Cases pending for next date update',
      expect.stringMatching(/^Tomorrow's clients/),
    ])
  })

  it('shows three months, and each day with cases carries its count as the tooltip', async () => {
    await signInAs('advocate')
    await renderApp('/dashboard')
    const { calendar, day } = await busyDay()
    expect(within(calendar).getAllByRole('table')).toHaveLength(3)
    const tip = document.getElementById(day.getAttribute('aria-describedby')!)!
    expect(tip).toHaveAttribute('role', 'tooltip')
    expect(tip.textContent).toMatch(/^Cases: [1-9]\d*$/)
    expect(within(calendar).getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'Monday')
  })

  it('asks before printing a day; Cancel does nothing, Yes opens and downloads CaseSchedule.pdf', async () => {
    const user = userEvent.setup()
    await signInAs('advocate')
    await renderApp('/dashboard')
    const { day } = await busyDay()
    await user.click(day)
    expect(await screen.findByRole('dialog')).toHaveTextContent(ASK_DETAILS)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    await waitFor(() => expect(day).toHaveFocus())
    expect(clicked).toHaveLength(0)
    await user.click(day)
    await user.click(await screen.findByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(clicked).toHaveLength(2))
    expect(clicked[0]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    expect(clicked[1].download).toBe(SCHEDULE_FILE)
    await waitFor(() => expect(day).toHaveFocus())
  })

  it('shows the provider message when the answer is not a PDF, and the spec text when printing fails', async () => {
    const user = userEvent.setup()
    await signInAs('advocate')
    await renderApp('/dashboard')
    const { day } = await busyDay()
    server.use(http.post('*/api/get-case-date-pdf-list', () => HttpResponse.json({ status: 404, message: NO_CASES_ON('2026-11-22'), data: null })))
    await user.click(day)
    await user.click(await screen.findByRole('button', { name: 'Yes' }))
    expect(await screen.findByText(NO_CASES_ON('2026-11-22'))).toBeInTheDocument()
    server.use(http.post('*/api/get-case-date-pdf-list', () => HttpResponse.error()))
    await user.click(day)
    await user.click(await screen.findByRole('button', { name: 'Yes' }))
    expect(await screen.findByText(PDF_FAILED)).toBeInTheDocument()
    expect(clicked).toHaveLength(0)
  })

  it.each([
    ['empty', () => HttpResponse.json({ status: 200, message: 'ok', data: { scheduleCaseDateList: [] } })],
    ['failed', () => HttpResponse.json({ status: 500, message: 'Down', data: null }, { status: 500 })],
  ])('says No records found! when the schedule is %s', async (_, answer) => {
    server.use(http.post('*/api/get-schedule-case-date-list', answer))
    await signInAs('advocate')
    await renderApp('/dashboard')
    const calendar = await screen.findByRole('region', { name: 'Case calendar' })
    // A failed query is retried once after a second before it counts as failed.
    expect(await within(calendar).findByText('No records found!', {}, { timeout: patience(4000) })).toBeInTheDocument()
    expect(within(calendar).queryAllByRole('button', { description: /^Cases:/ })).toHaveLength(0)
  })

  it('closes an open action after the confirmation, and keeps it open on Cancel', async () => {
    const user = userEvent.setup()
    const session = await signInAs('advocate')
    await renderApp('/dashboard')
    const actions = await screen.findByRole('region', { name: 'Action details' })
    const [first] = await within(actions).findAllByRole('button', { name: /^Open — close action for case/ })
    const caseNo = first.getAttribute('aria-label')!.replace('Open — close action for case ', '')
    await user.click(first)
    expect(await screen.findByRole('dialog')).toHaveTextContent(ASK_CLOSE)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(provider().db.actionDetails.filter((a) => a.caseNo === caseNo && a.reminderStatus === 'Open').length).toBeGreaterThan(0)
    await user.click(first)
    await user.click(await screen.findByRole('button', { name: 'Yes' }))
    expect(await screen.findByText(ACTION_CLOSED)).toBeInTheDocument()
    const closed = provider().db.actionDetails.find((a) => a.modifiedBy === session.loginUserName.toUpperCase() && a.caseNo === caseNo)
    expect(closed?.reminderStatus).toBe('Close')
  })

  it('opens the Case Detail popup from a client’s case count', async () => {
    const user = userEvent.setup()
    await signInAs('advocate')
    await renderApp('/dashboard')
    const clients = await screen.findByRole('region', { name: 'My client list' })
    const [count] = await within(clients).findAllByRole('button', { name: /cases of .*: show details$/ })
    const name = count.getAttribute('aria-label')!.replace(/^\d+ cases of (.*): show details$/, '$1')
    await user.click(count)
    await findReadyDialog('Case Detail')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(count).toHaveFocus())
    await user.click(count)
    const dialog = await screen.findByRole('dialog', { name: 'Case Detail' })
    expect(dialog).toHaveTextContent(name)
    for (const header of ['S. No.', 'Case No.', 'Case Title', 'Previous Date', 'Current Date', 'File Location(F-R-A-R)'])
      expect(within(dialog).getByRole('columnheader', { name: header })).toBeInTheDocument()
    const client = provider().db.clients.find((c) => c.clientName === name && c.advocateCode === DEMO_ADVOCATE_CODE)!
    const cases = provider().db.cases.filter((c) => c.clientCode === client.clientCode)
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(cases.length + 1))
  })

  it('shows a hearing moved before its day only on its new day, and a hearing held today on its day and as the previous date', async () => {
    const user = userEvent.setup()
    await signInAs('advocate')
    withoutCases()
    const today = localToday()
    const [old, moved, after] = [7, 14, 21].map((days) => addDays(today, days))
    const redated = await registerCase(old, { clientName: 'CALENDAR CLIENT' })
    const held = await registerCase(today, { clientCode: redated.clientCode })
    await recordNextDate(redated, old, moved)
    await recordNextDate(held, today, after)
    await renderApp('/dashboard')
    const calendar = await screen.findByRole('region', { name: 'Case calendar' })
    const day = (wire: string) => ({ name: spokenDate(parseWire(wire)!) })
    for (const listed of [today, moved, after])
      expect(await within(calendar).findByRole('button', { ...day(listed), description: 'Cases: 1' })).toBeInTheDocument()
    expect(within(calendar).queryByRole('button', day(old))).toBeNull()

    const clients = await screen.findByRole('region', { name: 'My client list' })
    await user.type(within(clients).getByRole('searchbox'), 'CALENDAR CLIENT')
    await user.click(await within(clients).findByRole('button', { name: '2 cases of CALENDAR CLIENT: show details' }))
    const dialog = await findReadyDialog('Case Detail')
    const rowOf = async (caseNo: string) => (await within(dialog).findByRole('cell', { name: caseNo })).closest('tr')!
    expect(
      within(await rowOf(redated.clientCaseNo))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1', redated.clientCaseNo, 'RE-DATE VS TEST', '', tableDate(moved), ''])
    expect(
      within(await rowOf(held.clientCaseNo))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', held.clientCaseNo, 'RE-DATE VS TEST', tableDate(today), tableDate(after), ''])
  })

  it('links each pending case to its next-date screen', async () => {
    await signInAs('advocate')
    await renderApp('/dashboard')
    const pending = await screen.findByRole('region', { name: 'Cases pending for next date update' })
    const [edit] = await within(pending).findAllByRole('link', { name: /^Update next date of / })
    expect(edit.getAttribute('href')).toMatch(/^\/case-next-date\/[A-Za-z0-9_-]+$/)
    expect(within(pending).getAllByText('(Overdue)').length).toBeGreaterThan(0)
  })

  it('shows a failed list as empty with a retry, and the retry loads it', async () => {
    const user = userEvent.setup()
    server.use(http.post('*/api/client-list', () => HttpResponse.json({ status: 500, message: 'Down', data: null }, { status: 500 }), { once: true }))
    server.use(http.post('*/api/client-list', () => HttpResponse.json({ status: 500, message: 'Down', data: null }, { status: 500 }), { once: true }))
    await signInAs('advocate')
    await renderApp('/dashboard')
    const clients = await screen.findByRole('region', { name: 'My client list' })
    expect(await within(clients).findByText('My client list could not be loaded.', {}, { timeout: patience(4000) })).toBeInTheDocument()
    await user.click(within(clients).getByRole('button', { name: 'Try again' }))
    expect(await within(clients).findByText(/^1 to 10 of \d+$/)).toBeInTheDocument()
  })
})
