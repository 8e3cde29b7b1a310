import { http, HttpResponse } from 'msw'
import { expect } from 'storybook/test'
import { fail, ok } from '@mocks/http'
import { ReportPage } from '@/shell/report-page'
import preview from '../../../.storybook/preview'
import { chooseMaharashtra, moduleScreen } from '../../../.storybook/module-stories'
import { reportList, screenStates } from '../../../.storybook/screen-states'
import { clientListReport } from '.'
import { MESSAGES } from './schema'

const Page = () => <ReportPage report={clientListReport} />

const searchMaharashtra = chooseMaharashtra('Search Record')

/** The advocate's clients by state and type, on the mock provider. */
const meta = preview.meta({ title: 'Reports/Client List Report', ...moduleScreen({ page: Page }, '/client-detail', 'advocate') })

/** The filters before a search: both client types, no PDF yet. */
export const Filters = meta.story()
/** The table's four states (data, empty, failed, loading), from the report's declaration. */
const states = screenStates(reportList(clientListReport), searchMaharashtra)
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
/** Maharashtra's clients, five a page; Generate Report is offered. */
export const Clients = meta.story({
  play: async (context) => {
    await searchMaharashtra(context)
    await expect(await context.canvas.findByText(/^1 to 5 of \d+$/)).toBeInTheDocument()
    await expect(context.canvas.getByRole('button', { name: 'Generate Report' })).toBeEnabled()
  },
})
/** Nothing matches: No records found!, and no PDF. */
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/client-detail-list', () => HttpResponse.json(ok({ totalCount: 0, clientDetailList: [] })))),
  play: async (context) => {
    await searchMaharashtra(context)
    await expect(await context.canvas.findByText('No records found!')).toBeInTheDocument()
    await expect(context.canvas.getByRole('button', { name: 'Generate Report' })).toBeDisabled()
  },
})
/** The provider fails: No records found! */
export const ListFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/client-detail-list', () => fail(500, 'The client register is being rebuilt.'))),
  play: async (context) => {
    await searchMaharashtra(context)
    await expect(await context.canvas.findByText('No records found!')).toBeInTheDocument()
  },
})
