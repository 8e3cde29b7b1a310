import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { provider } from '@mocks/provider'
import { NO_RECORDS } from '@/components/data-table/texts'
import { displayDate, todayWire } from '@/lib/dates'
import { FROM_AFTER_TO } from '@/lib/date-range'
import { pick } from '../../../tests/support/async-select'
import { openModule } from '../../../tests/support/open-module'
import { recordPdfOpens } from '../../../tests/support/pdf'
import { requestBodies } from '../../../tests/support/requests'
import { PDF_FILE } from '.'
import { chooseLanguage } from '@/i18n/texts'

const clicked = recordPdfOpens()
const db = () => provider().db
const generate = () => screen.getByRole('button', { name: 'Generate Report' })
const open = () => openModule('/pending-action-report', 'Pending Action Report', { as: 'advocate', list: false })
const requests = () => requestBodies('/get-pending-action-report')
async function dates(u: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  await u.clear(screen.getByLabelText(/^From Date/))
  await u.type(screen.getByLabelText(/^From Date/), from)
  await u.clear(screen.getByLabelText(/^To Date/))
  await u.type(screen.getByLabelText(/^To Date/), to)
}

describe('Pending Action Report', () => {
  it('starts today to today and Open; the case waits for a client', async () => {
    await open()
    expect(screen.getByLabelText(/^From Date/)).toHaveValue(displayDate(todayWire()))
    expect(screen.getByLabelText(/^To Date/)).toHaveValue(displayDate(todayWire()))
    expect(screen.getByRole('radio', { name: 'Open' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: /^Case No/ })).toBeDisabled()
  })

  it('says From Date cannot be greater than To Date and asks nothing', async () => {
    const u = userEvent.setup()
    const bodies = requests()
    await open()
    await dates(u, '02-11-2026', '01-11-2026')
    await u.click(generate())
    expect(await screen.findByText(FROM_AFTER_TO)).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
  })

  it('sends one client’s open actions of a range, with its case, and opens the PDF', async () => {
    const u = userEvent.setup()
    const bodies = requests()
    const action = db().actionDetails.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE && a.reminderStatus === 'Open')!
    const client = db().clients.find((c) => c.clientCode === action.clientCode)!
    await open()
    await dates(u, '01-01-2020', '31-12-2030')
    await pick(u, /^Client Name/, client.clientName.slice(0, 6), client.clientName)
    await pick(u, /^Case No/, action.caseNo, `${action.caseNo} - ${db().cases.find((c) => c.caseId === action.caseId)!.caseTitle}`)
    await u.click(generate())
    await waitFor(() => expect(clicked).toHaveLength(2))
    expect(bodies.at(-1)).toMatchObject({ FromDate: '2020-01-01', ToDate: '2030-12-31', ClientCode: String(client.clientCode), CaseNo: action.caseNo, CourtCode: '', Status: 'O' })
    expect(clicked[1].download).toBe(PDF_FILE)
  })

  it('sends C for Close, and says No records found! when nothing is due', async () => {
    const u = userEvent.setup()
    const bodies = requests()
    await open()
    await dates(u, '01-01-1990', '02-01-1990')
    await u.click(screen.getByRole('radio', { name: 'Close' }))
    await u.click(generate())
    expect(await screen.findByText(NO_RECORDS)).toBeInTheDocument()
    expect(bodies.at(-1)).toMatchObject({ Status: 'C', ClientCode: '', CaseNo: '' })
    expect(clicked).toHaveLength(0)
  })

  describe('in Hindi', () => {
    afterEach(() => act(() => chooseLanguage('en')))

    it('names the statuses in Hindi, Open chosen', async () => {
      await open()
      await act(() => chooseLanguage('hi'))
      expect(screen.getByRole('radio', { name: 'खुले' })).toBeChecked()
      expect(screen.getByRole('radio', { name: 'बंद' })).not.toBeChecked()
    })
  })
})
