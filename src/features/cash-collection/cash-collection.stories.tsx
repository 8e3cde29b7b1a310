import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { fail } from '@mocks/http'
import { ReportPage } from '@/shell/report-page'
import preview from '../../../.storybook/preview'
import { moduleScreen } from '../../../.storybook/module-stories'
import { preparingPdf } from '../../../.storybook/screen-states'
import { cashCollectionReport } from '.'

const Page = () => <ReportPage report={cashCollectionReport} />
const generate = 'Generate Report'

/** The advocate's cash collection PDF, on the mock provider. */
const meta = preview.meta({ title: 'Reports/Cash Collection Report', ...moduleScreen({ page: Page }, '/client-payment-report', 'advocate') })

/** The filters: today to today, Payment Wise. */
export const Filters = meta.story()
/** From after To: the spec's message on To Date. */
export const FromAfterTo = meta.story({
  play: async ({ canvas, userEvent }) => {
    const from = await canvas.findByLabelText(/^From Date/)
    await userEvent.clear(from)
    await userEvent.type(from, '31-12-2099')
    await userEvent.click(canvas.getByRole('button', { name: generate }))
    await expect(await canvas.findByText('From Date cannot be greater than To Date')).toBeInTheDocument()
  },
})
/** A year of payments, client by client: the PDF opens in a new tab. */
export const Results = meta.story({
  play: async ({ canvas, userEvent }) => {
    const from = await canvas.findByLabelText(/^From Date/)
    await userEvent.clear(from)
    await userEvent.type(from, '01-01-2025')
    await userEvent.click(canvas.getByRole('radio', { name: 'Client Wise' }))
    await userEvent.click(canvas.getByRole('button', { name: generate }))
  },
})
/** Nothing received in the range: No records found! for 10 s. */
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/cash-collection-report', () => HttpResponse.json({ status: 404, message: 'No records found!', data: null }, { status: 404 }))),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: generate }))
    await expect(await within(document.body).findByText('No records found!')).toBeInTheDocument()
  },
})
/** The provider breaks down: 'Something went wrong, please try again.' */
export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/cash-collection-report', () => fail(500, 'The ledger is being rebuilt.'))),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: generate }))
    await expect(await within(document.body).findByText('Something went wrong, please try again.')).toBeInTheDocument()
  },
})
/** Loading: the PDF is being prepared. */
export const Preparing = meta.story(preparingPdf('/cash-collection-report', async ({ canvas, userEvent }) => userEvent.click(await canvas.findByRole('button', { name: generate }))))
