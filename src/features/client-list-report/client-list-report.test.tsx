import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { provider } from '@mocks/provider'
import { NO_RECORDS } from '@/components/data-table/texts'
import { pick } from '../../../tests/support/async-select'
import { openModule } from '../../../tests/support/open-module'
import { recordPdfOpens } from '../../../tests/support/pdf'
import { PDF_FILE } from '.'
import { requestBodies } from '../../../tests/support/requests'
import { addressOf, MESSAGES } from './schema'
import { chooseLanguage } from '@/i18n/texts'

const clicked = recordPdfOpens()
const db = () => provider().db
const search = () => screen.getByRole('button', { name: 'Search Record' })
const generate = () => screen.getByRole('button', { name: 'Generate Report' })
const open = () => openModule('/client-detail', 'Client List Report', { as: 'advocate', list: false })
/** The demo advocate's clients in Maharashtra, by name. */
const maharashtra = () =>
  db()
    .clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.stateCode === 'MH')
    .sort((a, b) => a.clientName.localeCompare(b.clientName))
const requests = () => requestBodies('/client-detail-list')
async function choose(u: ReturnType<typeof userEvent.setup>, stateName = 'MAHARASHTRA') {
  await pick(u, /^Country/, 'ind', 'INDIA')
  await pick(u, /^State/, stateName.slice(0, 4), stateName)
}

describe('Client List Report', () => {
  it('needs a country and a state, and offers the PDF only once rows are shown', async () => {
    const u = userEvent.setup()
    const bodies = requests()
    await open()
    expect(screen.getByLabelText(/^Client Type/)).toHaveValue('ALL')
    expect(generate()).toBeDisabled()
    await u.click(search())
    expect(await screen.findByText(MESSAGES.country)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.state)).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })

  it('lists the state’s clients with every column, five a page, the address joined by commas', async () => {
    const u = userEvent.setup()
    const bodies = requests()
    const rows = maharashtra()
    await open()
    await choose(u)
    await u.click(search())
    await screen.findByText(`1 to 5 of ${rows.length}`)
    for (const name of ['S. No', 'State', 'Client Name', 'Contact Person', 'Mobile No', 'LandLine No', 'Email Id', 'Address', 'Client Type']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    await waitFor(() => expect(bodies.at(-1)).toMatchObject({ stateCode: 'MH', clientType: '', IsPDFTrue: false, PageNumber: 1, PageSize: 5 }))
    const cells = within(screen.getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((cell) => cell.textContent)
    const c = rows[0]
    expect(cells).toEqual(['1', 'MAHARASHTRA', c.clientName, c.contactPerson, c.mobileNo, c.landLineOffice, c.emailId, addressOf(c), c.clientType])
    expect([...(screen.getByLabelText(/rows per page/i) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['5', '10', '20', '30', '40'])
    expect(generate()).toBeEnabled()
  })

  it('exports every row the search found, not only the page on screen, as a CSV with the report’s columns', async () => {
    const u = userEvent.setup()
    const firms = maharashtra().filter((c) => c.clientType === 'ORGANIZATION')
    await open()
    await choose(u)
    await u.selectOptions(screen.getByLabelText(/^Client Type/), 'ORGANIZATION')
    await u.click(search())
    await screen.findByText(`1 to ${Math.min(5, firms.length)} of ${firms.length}`)
    const blobs: Blob[] = []
    const { createObjectURL } = URL
    URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:export')
    try {
      await u.click(screen.getByRole('button', { name: 'Export CSV' }))
      await waitFor(() => expect(blobs).toHaveLength(1))
    } finally {
      URL.createObjectURL = createObjectURL
    }
    const lines = (await blobs[0]!.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n')
    expect(lines[0]).toBe('State,Client Name,Contact Person,Mobile No,LandLine No,Email Id,Address,Client Type')
    expect(lines.slice(1)).toHaveLength(firms.length)
    expect(lines.slice(1).every((l) => l.endsWith(',ORGANIZATION'))).toBe(true)
  })

  it('keeps one client type, and says No records found! for a state without clients (no PDF then)', async () => {
    const u = userEvent.setup()
    const firms = maharashtra().filter((c) => c.clientType === 'ORGANIZATION')
    await open()
    await choose(u)
    await u.selectOptions(screen.getByLabelText(/^Client Type/), 'ORGANIZATION')
    await u.click(search())
    await screen.findByText(`1 to ${Math.min(5, firms.length)} of ${firms.length}`)
    expect(screen.getAllByRole('cell', { name: 'ORGANIZATION' })).toHaveLength(Math.min(5, firms.length))
    await pick(u, /^State/, 'Sikk', 'SIKKIM')
    await u.click(search())
    expect(await screen.findByText(NO_RECORDS)).toBeInTheDocument()
    expect(generate()).toBeDisabled()
  })

  it('opens the PDF of the searched filters in a new tab and downloads it', async () => {
    const u = userEvent.setup()
    const bodies = requests()
    await open()
    await choose(u)
    await u.click(search())
    await screen.findByText(/^1 to \d+ of \d+$/)
    await u.click(generate())
    await waitFor(() => expect(clicked).toHaveLength(2))
    expect(bodies.at(-1)).toMatchObject({ stateCode: 'MH', clientType: '', IsPDFTrue: true })
    expect(clicked[0]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    expect(clicked[1].download).toBe(PDF_FILE)
  })

  it('shows No records found! when the list fails', async () => {
    const u = userEvent.setup()
    server.use(http.post('*/api/client-detail-list', () => HttpResponse.json({ status: 500, message: 'Down', data: null }, { status: 500 })))
    await open()
    await choose(u)
    await u.click(search())
    expect(await screen.findByText(NO_RECORDS)).toBeInTheDocument()
    expect(generate()).toBeDisabled()
  })

  describe('in Marathi', () => {
    afterEach(() => act(() => chooseLanguage('en')))

    it('names the client type filter and its choices in Marathi', async () => {
      await open()
      await act(() => chooseLanguage('mr'))
      const type = screen.getByRole('combobox', { name: /^पक्षकाराचा प्रकार/ })
      expect(type).toHaveDisplayValue('सर्व')
      expect(within(type).getByRole('option', { name: 'संस्था' })).toBeInTheDocument()
    })
  })
})
