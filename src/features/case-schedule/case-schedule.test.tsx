import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { scheduleRows } from '@mocks/handlers/case-schedule'
import { provider } from '@mocks/provider'
import { NO_RECORDS } from '@/components/data-table/texts'
import { chooseLanguage } from '@/i18n/texts'
import { FROM_AFTER_TO } from '@/lib/date-range'
import { displayDate, reportDate, todayWire } from '@/lib/dates'
import { pick } from '../../../tests/support/async-select'
import { openModule } from '../../../tests/support/open-module'
import { recordPdfOpens } from '../../../tests/support/pdf'
import { requestBodies } from '../../../tests/support/requests'
import { renderApp } from '../../../tests/support/render'
import { signInAs } from '../../../tests/support/session'
import { PDF_FILE } from '.'

const clicked = recordPdfOpens()
const db = () => provider().db
const open = () => openModule('/case-schedule', 'Case Schedule', { as: 'advocate', list: false })
const generate = () => screen.getByRole('button', { name: 'Generate Report' })
const download = () => screen.getByRole('button', { name: 'Download PDF' })
const shift = (wire: string, days: number) => {
  const d = new Date(`${wire}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
/** A week from the demo advocate's first coming next date, and its rows as the provider orders them. */
function week() {
  const from = db()
    .cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING')
    .map((c) => c.nextHearingDate)
    .sort()[0]
  const to = shift(from, 6)
  return { from, to, rows: scheduleRows(db(), DEMO_ADVOCATE_CODE, { from, to, clientCode: '', clientCaseNo: '', courtCode: '' }) }
}

const scheduleRequests = () => requestBodies('/get-client-case-schedule-list')

async function range(u: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  for (const [label, wire] of [['From Date', from], ['To Date', to]]) {
    const field = screen.getByLabelText(new RegExp(`^${label}`))
    await u.clear(field)
    await u.type(field, displayDate(wire))
  }
}

describe('Case Schedule', () => {
  it('starts at today to today, and refuses From one day after To (spec 3 §5) without asking the provider', async () => {
    const u = userEvent.setup()
    const bodies = scheduleRequests()
    await open()
    expect(screen.getByLabelText(/^From Date/)).toHaveValue(displayDate(todayWire()))
    expect(screen.getByLabelText(/^To Date/)).toHaveValue(displayDate(todayWire()))
    const today = todayWire()
    await range(u, shift(today, 1), today)
    await u.click(generate())
    expect(await screen.findByText(FROM_AFTER_TO)).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
    // From equal to To is allowed.
    await range(u, today, today)
    await u.click(generate())
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(screen.queryByText(FROM_AFTER_TO)).not.toBeInTheDocument()
  })

  it('lists a week grouped under a header row per next date, every other column, each row with an edit link opening the next-date screen in a new tab', async () => {
    const u = userEvent.setup()
    const bodies = scheduleRequests()
    const { from, to, rows } = week()
    await open()
    await range(u, from, to)
    await u.click(generate())
    await screen.findByText(`1 to 5 of ${rows.length}`)
    expect(bodies.at(-1)).toMatchObject({ FromDate: from, ToDate: to, ClientCode: '', ClientCaseNo: '', CourtCode: '', PageNumber: 1, PageSize: 5, isGeneratePDF: false })
    // Spec 3 §2.13 lists these columns (no serial number); the next date heads each group instead of taking a column.
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Previous Date', 'Court Name', 'Court No', 'Client Case No', 'Case Type', 'Case Title', 'Party', 'Purpose', 'Judge Name', 'Client Name', 'Edit'])
    const page = rows.slice(0, 5)
    const dates = [...new Set(page.map((r) => r.nextHearingDate))]
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(dates.map((d) => `Next Date: ${reportDate(d)}`))
    // Each date's row group: its header row, then its hearings.
    const groups = screen.getAllByRole('rowgroup').slice(1)
    groups.forEach((group, g) => {
      const [head, ...hearings] = within(group).getAllByRole('row')
      expect(within(head).getByRole('rowheader')).toHaveAttribute('scope', 'rowgroup')
      expect(hearings.map((row) => within(row).getAllByRole('cell')[3].textContent)).toEqual(page.filter((r) => r.nextHearingDate === dates[g]).map((r) => r.clientCaseNo))
    })
    const shown = screen.getAllByRole('row').filter((row) => !within(row).queryByRole('rowheader') && within(row).queryAllByRole('cell').length)
    page.forEach((r, i) => {
      expect(within(shown[i]).getByRole('cell', { name: r.clientCaseNo })).toBeInTheDocument()
      const edit = within(shown[i]).getByRole('link', { name: `Update next date of ${r.clientCaseNo} (opens in a new tab)` })
      expect(edit).toHaveAttribute('href', `/case-next-date/${r.encryptedCaseId}`)
      expect(edit).toHaveAttribute('target', '_blank')
      expect(edit).toHaveAttribute('rel', 'noopener noreferrer')
    })
    expect([...(screen.getByLabelText(/rows per page/i) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['5', '10', '20', '30', '40'])
  })

  it('narrows to one client', async () => {
    const u = userEvent.setup()
    const bodies = scheduleRequests()
    const { from, to, rows } = week()
    const client = db().clients.find((c) => String(c.clientCode) === rows[0].clientCode)!
    await open()
    await pick(u, /^Client/, client.clientName.slice(0, 6), client.clientName)
    await range(u, from, to)
    await u.click(generate())
    const theirs = rows.filter((r) => r.clientCode === rows[0].clientCode)
    await screen.findByText(`1 to ${Math.min(5, theirs.length)} of ${theirs.length}`)
    expect(bodies.at(-1)).toMatchObject({ ClientCode: rows[0].clientCode })
  })

  it('says No records found! for a range without hearings', async () => {
    const u = userEvent.setup()
    await open()
    await range(u, '1990-01-01', '1990-01-07')
    await u.click(generate())
    expect(await screen.findByText(NO_RECORDS)).toBeInTheDocument()
  })

  it('opens the PDF of the searched filters in a new tab and downloads it as CaseSchedule.pdf', async () => {
    const u = userEvent.setup()
    const bodies = scheduleRequests()
    const { from, to } = week()
    await open()
    await range(u, from, to)
    await u.click(generate())
    await screen.findByText(/^1 to \d+ of \d+$/)
    await u.click(download())
    await waitFor(() => expect(clicked).toHaveLength(2))
    expect(bodies.at(-1)).toMatchObject({ FromDate: from, ToDate: to, isGeneratePDF: true })
    expect(clicked[0]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    expect(clicked[1].download).toBe(PDF_FILE)
  })

  describe('in Hindi', () => {
    afterEach(() => chooseLanguage('en'))

    it('names the filters, the date groups and the edit link in Hindi', async () => {
      await chooseLanguage('hi')
      const u = userEvent.setup()
      const { from, to, rows } = week()
      await signInAs('advocate')
      await renderApp('/case-schedule')
      const field = await screen.findByLabelText(/^तारीख से/)
      await u.clear(field)
      await u.type(field, displayDate(from))
      await u.clear(screen.getByLabelText(/^तारीख तक/))
      await u.type(screen.getByLabelText(/^तारीख तक/), displayDate(to))
      // The shell's own words (its search button) may or may not be translated yet: either name is its.
      await u.click(screen.getByRole('button', { name: /^(Generate Report|रिपोर्ट बनाएँ)$/ }))
      expect(await screen.findByRole('rowheader', { name: `अगली तारीख: ${reportDate(rows[0].nextHearingDate)}` })).toBeInTheDocument()
      expect(screen.getByRole('link', { name: `${rows[0].clientCaseNo} की अगली तारीख बदलें (नए टैब में खुलेगा)` })).toBeInTheDocument()
    })
  })
})
