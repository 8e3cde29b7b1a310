import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/texts'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { NO_RECORDS } from '@/components/data-table/texts'
import { rupees } from '@/lib/money'
import { pick } from '../../../tests/support/async-select'
import { openModule } from '../../../tests/support/open-module'
import { cellText } from '../../../tests/support/table'
import { recordPdfOpens } from '../../../tests/support/pdf'
import { PDF_FILE } from '.'
import { requestBodies } from '../../../tests/support/requests'
import { MESSAGES } from './schema'

const clicked = recordPdfOpens()
const db = () => provider().db
const search = () => screen.getByRole('button', { name: 'Search Record' })
const generate = () => screen.getByRole('button', { name: 'Generate PDF Report' })
const open = () => openModule('/customer-inquiry', 'Customer Inquiry List', { as: 'admin', list: false })
/** The state with the most enquiries, and its rows sorted as the provider sorts them. */
function busiest() {
  const counts = new Map<string, number>()
  for (const q of db().customerInquiries) counts.set(q.stateCode, (counts.get(q.stateCode) ?? 0) + 1)
  const code = [...counts].sort((a, b) => b[1] - a[1])[0][0]
  const state = db().states.find((s) => s.stateCode === code)!
  const rows = db()
    .customerInquiries.filter((q) => q.stateCode === code)
    .sort((a, b) => a.advocateName.localeCompare(b.advocateName))
  return { state, rows }
}
/** Records the list requests the screen makes. */
const listRequests = () => requestBodies('/customer-inquiry-list')

async function choose(u: ReturnType<typeof userEvent.setup>, stateName: string) {
  await pick(u, /^Country/, 'ind', 'INDIA')
  await pick(u, /^State/, stateName.slice(0, 4), stateName)
}

describe('Customer Inquiry List', () => {
  it('needs a country and a state (spec 3 §5), and offers the PDF only once rows are shown', async () => {
    const u = userEvent.setup()
    const bodies = listRequests()
    await open()
    expect(screen.getByLabelText(/^Reg Type/)).toHaveValue('ALL')
    expect(generate()).toBeDisabled()
    await u.click(search())
    expect(await screen.findByText(MESSAGES.country)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.state)).toBeInTheDocument()
    await u.selectOptions(screen.getByLabelText(/^Reg Type/), '')
    await u.click(search())
    expect(await screen.findByText(MESSAGES.regType)).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
    expect(generate()).toBeDisabled()
  })

  it('lists a state’s enquiries with every column, Reg Type All sent as "", amounts in rupees and 0 when empty', async () => {
    const u = userEvent.setup()
    const bodies = listRequests()
    const { state, rows } = busiest()
    await open()
    await choose(u, state.stateName)
    await u.click(search())
    await screen.findByText(`1 to ${Math.min(15, rows.length)} of ${rows.length}`)
    for (const name of ['S. No', 'State Name', 'Advocate Name', 'Mobile No.', 'Email Id', 'Reg Type', 'Total Amount']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ countryCode: 'IN', stateCode: state.stateCode, regType: '', isPDFGenerate: false, PageNumber: 1, PageSize: 15 }))
    const first = screen.getAllByRole('row')[1]
    expect(cellText(first, 'Advocate Name')).toBe(rows[0].advocateName)
    expect(cellText(first, 'State Name')).toBe(state.stateName)
    const pending = rows.slice(0, 15).find((q) => q.regType === 'P')
    if (pending) expect(cellText(screen.getByRole('row', { name: new RegExp(pending.advocateName) }), 'Total Amount')).toBe(rupees(0))
    expect(screen.getAllByRole('cell', { name: /^(Approved Online|BySelf|Pending Online|Marketing Register)$/ }).length).toBe(Math.min(15, rows.length))
    expect(generate()).toBeEnabled()
  })

  it('keeps one registration type, and says No records found! when none matches (no PDF then)', async () => {
    const u = userEvent.setup()
    const { state, rows } = busiest()
    await open()
    await choose(u, state.stateName)
    await u.selectOptions(screen.getByLabelText(/^Reg Type/), 'O')
    await u.click(search())
    const approved = rows.filter((q) => q.regType === 'O')
    await screen.findByText(`1 to ${Math.min(15, approved.length)} of ${approved.length}`)
    expect(screen.getAllByRole('cell', { name: 'Approved Online' })).toHaveLength(Math.min(15, approved.length))
    const empty = db().states.find((s) => s.countryCode === 'IN' && !db().customerInquiries.some((q) => q.stateCode === s.stateCode))!
    await pick(u, /^State/, empty.stateName.slice(0, 4), empty.stateName)
    await u.click(search())
    expect(await screen.findByText(NO_RECORDS)).toBeInTheDocument()
    expect(generate()).toBeDisabled()
  })

  it('offers 15, 30, 45 and 60 rows per page', async () => {
    const u = userEvent.setup()
    await open()
    await choose(u, busiest().state.stateName)
    await u.click(search())
    await screen.findByText(/^1 to \d+ of \d+$/)
    expect([...(screen.getByLabelText(/rows per page/i) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['15', '30', '45', '60'])
  })

  it('opens the PDF of the searched filters in a new tab and downloads it', async () => {
    const u = userEvent.setup()
    const bodies = listRequests()
    const { state } = busiest()
    await open()
    await choose(u, state.stateName)
    await u.click(search())
    await screen.findByText(/^1 to \d+ of \d+$/)
    await u.click(generate())
    await waitFor(() => expect(clicked).toHaveLength(2))
    expect(bodies.at(-1)).toMatchObject({ countryCode: 'IN', stateCode: state.stateCode, regType: '', isPDFGenerate: true })
    expect(clicked[0]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    expect(clicked[1].download).toBe(PDF_FILE)
  })

  it('shows No records found! when the list fails', async () => {
    const u = userEvent.setup()
    server.use(http.post('*/api/customer-inquiry-list', () => HttpResponse.json({ status: 500, message: 'Down', data: null }, { status: 500 })))
    await open()
    await choose(u, busiest().state.stateName)
    await u.click(search())
    expect(await screen.findByText(NO_RECORDS)).toBeInTheDocument()
    expect(generate()).toBeDisabled()
  })
})

describe('Customer Inquiry List in Hindi', () => {
  afterEach(() => chooseLanguage('en'))

  it('offers the registration types in Hindi', async () => {
    await chooseLanguage('hi')
    await open()
    const regType = screen.getByLabelText(/^पंजीकरण का प्रकार/)
    expect(regType).toHaveDisplayValue('सभी')
    for (const name of ['ऑनलाइन स्वीकृत', 'स्वयं', 'ऑनलाइन लंबित', 'मार्केटिंग से पंजीकृत']) expect(screen.getByRole('option', { name })).toBeInTheDocument()
  })
})
