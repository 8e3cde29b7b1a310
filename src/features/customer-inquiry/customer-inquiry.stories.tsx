import { http, HttpResponse } from 'msw'
import { expect } from 'storybook/test'
import { fail, ok } from '@mocks/http'
import { ReportPage } from '@/shell/report-page'
import preview from '../../../.storybook/preview'
import { chooseMaharashtra, moduleScreen } from '../../../.storybook/module-stories'
import { reportList, screenStates } from '../../../.storybook/screen-states'
import { inquiryReport } from '.'
import { MESSAGES } from './schema'

const Page = () => <ReportPage report={inquiryReport} />

const searchMaharashtra = chooseMaharashtra('Search Record')

/** The administrator's enquiries by state and registration type, on the mock provider. */
const meta = preview.meta({ title: 'Reports/Customer Inquiry List', ...moduleScreen({ page: Page }, '/customer-inquiry', 'admin') })

/** The filters before a search: Reg Type All, no PDF yet. */
export const Filters = meta.story()
/** The table's four states (data, empty, failed, loading), from the report's declaration. */
const states = screenStates(reportList(inquiryReport), searchMaharashtra)
export const TableData = meta.story(states.data)
export const TableEmpty = meta.story(states.empty)
export const TableFailed = meta.story(states.failed)
export const TableLoading = meta.story(states.loading)
/** Search Record without a country or state: both messages (spec 3 §5). */
export const Required = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Search Record' }))
    await expect(await canvas.findByText(MESSAGES.country)).toBeInTheDocument()
    await expect(canvas.getByText(MESSAGES.state)).toBeInTheDocument()
  },
})
/** Maharashtra's enquiries; Generate PDF Report is offered. */
export const Inquiries = meta.story({
  play: async (context) => {
    await searchMaharashtra(context)
    await expect(await context.canvas.findByText(/^1 to \d+ of \d+$/)).toBeInTheDocument()
    await expect(context.canvas.getByRole('button', { name: 'Generate PDF Report' })).toBeEnabled()
  },
})
/** Nothing matches: No records found!, and no PDF. */
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/customer-inquiry-list', () => HttpResponse.json(ok({ totalCount: 0, customerInqList: [] })))),
  play: async (context) => {
    await searchMaharashtra(context)
    await expect(await context.canvas.findByText('No records found!')).toBeInTheDocument()
    await expect(context.canvas.getByRole('button', { name: 'Generate PDF Report' })).toBeDisabled()
  },
})
/** The provider fails: No records found! */
export const ListFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/customer-inquiry-list', () => fail(500, 'The enquiry register is being rebuilt.'))),
  play: async (context) => {
    await searchMaharashtra(context)
    await expect(await context.canvas.findByText('No records found!')).toBeInTheDocument()
  },
})
