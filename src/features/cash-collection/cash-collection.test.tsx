import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { NO_RECORDS } from '@/components/data-table/texts'
import { displayDate, todayWire } from '@/lib/dates'
import { FROM_AFTER_TO } from '@/lib/date-range'
import { PDF_FAILED } from '@/shell/pdf-report'
import { openModule } from '../../../tests/support/open-module'
import { recordPdfOpens } from '../../../tests/support/pdf'
import { requestBodies } from '../../../tests/support/requests'
import { PDF_FILE } from '.'
import { chooseLanguage } from '@/i18n/texts'

const clicked = recordPdfOpens()
const generate = () => screen.getByRole('button', { name: 'Generate Report' })
const open = () => openModule('/client-payment-report', 'Cash Collection Report', { as: 'advocate', list: false })
const requests = () => requestBodies('/cash-collection-report')
async function dates(u: ReturnType<typeof userEvent.setup>, from: string, to: string) {
  await u.clear(screen.getByLabelText(/^From Date/))
  if (from) await u.type(screen.getByLabelText(/^From Date/), from)
  await u.clear(screen.getByLabelText(/^To Date/))
  if (to) await u.type(screen.getByLabelText(/^To Date/), to)
}

describe('Cash Collection Report', () => {
  it('starts today to today, Payment Wise, with no table', async () => {
    await open()
    expect(screen.getByLabelText(/^From Date/)).toHaveValue(displayDate(todayWire()))
    expect(screen.getByLabelText(/^To Date/)).toHaveValue(displayDate(todayWire()))
    expect(screen.getByRole('radio', { name: 'Payment Wise' })).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Client Wise' })).not.toBeChecked()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
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

  it('sends the range as YYYY-MM-DD with the type, opens the PDF and downloads it', async () => {
    const u = userEvent.setup()
    const bodies = requests()
    await open()
    await dates(u, '01-01-2025', '31-12-2026')
    await u.click(screen.getByRole('radio', { name: 'Client Wise' }))
    await u.click(generate())
    await waitFor(() => expect(clicked).toHaveLength(2))
    expect(bodies.at(-1)).toMatchObject({ FromDate: '2025-01-01', ToDate: '2026-12-31', ReportType: 'ClientWise', EncryptedAdvocateCode: expect.any(String) })
    expect(clicked[0]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    expect(clicked[1].download).toBe(PDF_FILE)
  })

  it('sends unset dates as today', async () => {
    const u = userEvent.setup()
    const bodies = requests()
    await open()
    await dates(u, '', '')
    await u.click(generate())
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toMatchObject({ FromDate: todayWire(), ToDate: todayWire(), ReportType: 'PaymentWise' })
  })

  it('says No records found! for a range without payments, and Something went wrong, please try again. when the provider breaks', async () => {
    const u = userEvent.setup()
    await open()
    await dates(u, '01-01-1990', '02-01-1990')
    await u.click(generate())
    expect(await screen.findByText(NO_RECORDS)).toBeInTheDocument()
    server.use(http.post('*/api/cash-collection-report', () => HttpResponse.json({ status: 500, message: 'Down', data: null }, { status: 500 })))
    await u.click(generate())
    expect(await screen.findByText(PDF_FAILED)).toBeInTheDocument()
    expect(clicked).toHaveLength(0)
  })

  describe('in Hindi', () => {
    afterEach(() => act(() => chooseLanguage('en')))

    it('names the report types in Hindi, Payment Wise chosen', async () => {
      await open()
      await act(() => chooseLanguage('hi'))
      expect(screen.getByRole('radio', { name: 'भुगतान वार' })).toBeChecked()
      expect(screen.getByRole('radio', { name: 'पक्षकार वार' })).not.toBeChecked()
    })
  })
})
