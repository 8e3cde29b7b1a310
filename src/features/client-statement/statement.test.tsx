import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { statementOf } from '@mocks/handlers/statement'
import { provider } from '@mocks/provider'
import { FROM_AFTER_TO } from '@/lib/date-range'
import { reportDate } from '@/lib/dates'
import { rupees } from '@/lib/money'
import { openModule } from '../../../tests/support/open-module'
import { recordPdfOpens } from '../../../tests/support/pdf'
import { cellIn, cellText } from '../../../tests/support/table'
import { NEED_CLIENT, SEARCH_MAX } from './schema'
import { PDF_FILE, TITLE } from './statement-page'
import { chooseLanguage } from '@/i18n/texts'

const clicked = recordPdfOpens()
const db = () => provider().db
const open = () => openModule('/client-report', TITLE, { as: 'advocate', list: false })
const getReport = () => screen.getByRole('button', { name: 'Get Report' })
const panel = (name: string) => within(screen.getByRole('region', { name }))
/** The demo advocate's client with the most payments, and its statement over every date. */
function busiest() {
  const counts = new Map<number, number>()
  for (const p of db().clientPayments) counts.set(p.clientCode, (counts.get(p.clientCode) ?? 0) + 1)
  const client = db()
    .clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
    .sort((a, b) => (counts.get(b.clientCode) ?? 0) - (counts.get(a.clientCode) ?? 0))[0]
  return { client, statement: statementOf(db(), DEMO_ADVOCATE_CODE, { clientCode: client.clientCode, caseNo: '', from: '2000-01-01', to: '2099-12-31' }) }
}
async function everyDate(u: ReturnType<typeof userEvent.setup>) {
  await u.clear(screen.getByLabelText(/^From Date/))
  await u.type(screen.getByLabelText(/^From Date/), '01-01-2000')
  await u.clear(screen.getByLabelText(/^To Date/))
  await u.type(screen.getByLabelText(/^To Date/), '31-12-2099')
}

describe('Client Statement of Account', () => {
  it('needs a client first (spec 3 §5) and refuses From one day after To', async () => {
    const u = userEvent.setup()
    await open()
    await u.click(getReport())
    expect(await screen.findByText(NEED_CLIENT)).toBeInTheDocument()
    await u.clear(screen.getByLabelText(/^From Date/))
    await u.type(screen.getByLabelText(/^From Date/), '02-01-2026')
    await u.clear(screen.getByLabelText(/^To Date/))
    await u.type(screen.getByLabelText(/^To Date/), '01-01-2026')
    await u.click(getReport())
    expect(await screen.findByText(FROM_AFTER_TO)).toBeInTheDocument()
  })

  it('filters the client list by name (at most 45 characters), and a click gives the summary whose balances add up', async () => {
    const u = userEvent.setup()
    const { client, statement } = busiest()
    await open()
    const search = panel('Clients').getByLabelText('Search client')
    expect(search).toHaveAttribute('maxLength', String(SEARCH_MAX))
    await everyDate(u)
    await u.type(search, client.clientName)
    await u.click(await panel('Clients').findByRole('button', { name: client.clientName }))
    const count = statement.cases.length
    await screen.findByText(`1 to ${Math.min(5, count)} of ${count}`)
    for (const name of ['S. No.', 'Case No.', 'Case Title', 'Case Nature', 'No. Of Hearing', 'Consulting Fees', 'Receive Amount', 'Balance']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    const first = statement.cases[0]
    const row = screen.getByRole('button', { name: `Statement of case ${first.case.clientCaseNo}` }).closest('tr')!
    expect(cellText(row, 'Consulting Fees')).toBe(rupees(first.case.consultingFees))
    expect(cellText(row, 'Receive Amount')).toBe(rupees(first.received))
    expect(cellText(row, 'Balance')).toBe(rupees(first.balance))
    const cells = within(row).getAllByRole('cell')
    // The hearings and the three amounts are right-aligned on one line; the title and nature wrap within their
    // widths; the case number stays in view when a phone scrolls the amounts sideways.
    for (const amount of cells.slice(4)) expect(amount).toHaveClass('text-end', 'whitespace-nowrap')
    expect(cells[2].firstElementChild).toHaveClass('max-w-72', 'break-words')
    expect(cells[3].firstElementChild).toHaveClass('max-w-32', 'break-words')
    expect(cells[1]).toHaveClass('sticky', 'whitespace-nowrap')
    expect(screen.getByText(`Total Amount: ${rupees(statement.totals.received)}`)).toBeInTheDocument()
    expect(screen.getByText(`Balance: ${rupees(statement.totals.balance)}`)).toBeInTheDocument()
    expect(statement.totals.fees - statement.totals.received).toBeCloseTo(statement.totals.balance, 2)
    expect([...(screen.getByLabelText(/rows per page/i) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['5', '10', '20', '30', '40'])
    // The client's cases are on the right; the summary's case number narrows the report to it.
    expect(await panel('Cases').findByRole('button', { name: new RegExp(`^${first.case.clientCaseNo.replace(/[/()]/g, '\\$&')} - `) })).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: `Statement of case ${first.case.clientCaseNo}` }))
    await screen.findByText('1 to 1 of 1')
  })

  it('reaches a client beyond the first 1,000 by name: what is typed is also asked of the provider', async () => {
    const u = userEvent.setup()
    const template = db().clients.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE)!
    const top = Math.max(...db().clients.map((c) => c.clientCode))
    for (let i = 1; i <= 1001; i++) db().clients.push({ ...template, clientCode: top + i, clientName: `AAAA CLIENT ${String(i).padStart(4, '0')}` })
    db().clients.push({ ...template, clientCode: top + 1002, clientName: 'ZZYZX LATECOMER' })
    await open()
    expect(await panel('Clients').findByRole('button', { name: 'AAAA CLIENT 0001' })).toBeInTheDocument()
    expect(panel('Clients').queryByRole('button', { name: 'ZZYZX LATECOMER' })).not.toBeInTheDocument()
    await u.type(panel('Clients').getByLabelText('Search client'), 'zzyzx')
    expect(await panel('Clients').findByRole('button', { name: 'ZZYZX LATECOMER' })).toBeInTheDocument()
  })

  it('gives the details of a case with its cells merged across its payments, and the PDF of the same report', async () => {
    const u = userEvent.setup()
    const { client, statement } = busiest()
    const line = statement.cases.find((l) => l.payments.length > 1)!
    await open()
    await everyDate(u)
    await u.selectOptions(screen.getByLabelText(/^Report Type/), 'Details')
    await u.click(await panel('Clients').findByRole('button', { name: client.clientName }))
    await u.click(await panel('Cases').findByRole('button', { name: `${line.case.clientCaseNo} - ${line.case.caseTitle}` }))
    const count = line.payments.length
    await screen.findByText(`1 to ${Math.min(5, count)} of ${count}`)
    for (const name of ['Case No.', 'Case Title', 'Case Nature', 'No. of Hearings', 'Consulting Fees', 'Payment Date', 'Amount']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    const rows = screen.getAllByRole('row').slice(1).filter((r) => within(r).queryAllByRole('cell').length > 1)
    expect(within(rows[0]).getByText(line.case.clientCaseNo)).not.toHaveClass('sr-only')
    expect(within(rows[1]).getByText(line.case.clientCaseNo)).toHaveClass('sr-only')
    expect(cellText(rows[0], 'Payment Date')).toBe(reportDate(line.payments[0].paymentDate))
    expect(cellIn(rows[0], 'Payment Date')).toHaveClass('whitespace-nowrap')
    expect(cellIn(rows[0], 'Amount')).toHaveClass('text-end', 'whitespace-nowrap')
    expect(screen.getByText(`Total Amount: ${rupees(line.received)}`)).toBeInTheDocument()

    await u.click(screen.getByRole('button', { name: 'Download PDF' }))
    await waitFor(() => expect(clicked).toHaveLength(2))
    expect(clicked[0]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    expect(clicked[1].download).toBe(PDF_FILE)
  })

  it('says No records found! when the range holds nothing', async () => {
    const u = userEvent.setup()
    const { client } = busiest()
    await open()
    await u.selectOptions(screen.getByLabelText(/^Report Type/), 'Details')
    await u.clear(screen.getByLabelText(/^From Date/))
    await u.type(screen.getByLabelText(/^From Date/), '01-01-1990')
    await u.clear(screen.getByLabelText(/^To Date/))
    await u.type(screen.getByLabelText(/^To Date/), '02-01-1990')
    await u.click(await panel('Clients').findByRole('button', { name: client.clientName }))
    expect(await screen.findAllByText('No records found!')).not.toHaveLength(0)
  })

  describe('in Hindi', () => {
    afterEach(() => act(() => chooseLanguage('en')))

    it('shows the panels and the totals in Hindi', async () => {
      const u = userEvent.setup()
      const { client, statement } = busiest()
      await open()
      await everyDate(u)
      await act(() => chooseLanguage('hi'))
      expect(screen.getByText('केस देखने के लिए किसी पक्षकार पर क्लिक करें।')).toBeInTheDocument()
      const clients = panel('पक्षकार')
      await u.type(clients.getByLabelText('पक्षकार खोजें'), client.clientName)
      await u.click(await clients.findByRole('button', { name: client.clientName }))
      expect(await screen.findByText(`कुल रकम: ${rupees(statement.totals.received)}`)).toBeInTheDocument()
      expect(screen.getByRole('button', { name: `केस ${statement.cases[0].case.clientCaseNo} का विवरण` })).toBeInTheDocument()
    })
  })
})
