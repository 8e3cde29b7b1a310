import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { fail } from '@mocks/http'
import { ReportPage } from '@/shell/report-page'
import preview from '../../../.storybook/preview'
import { chooseMaharashtra, moduleScreen } from '../../../.storybook/module-stories'
import { preparingPdf } from '../../../.storybook/screen-states'
import { caseListReport } from '.'
import { MESSAGES } from './schema'

const Page = () => <ReportPage report={caseListReport} />

const generateMaharashtra = chooseMaharashtra('Generate Report')

/** The advocate's case list diary PDF, on the mock provider. */
const meta = preview.meta({ title: 'Reports/Case List Report', ...moduleScreen({ page: Page }, '/case-list-report', 'advocate') })

/** The filters: Client Wise, every status. */
export const Filters = meta.story()
/** Generate Report without a country or state: both messages (spec 3 §5). */
export const Required = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Generate Report' }))
    await expect(await canvas.findByText(MESSAGES.country)).toBeInTheDocument()
    await expect(canvas.getByText(MESSAGES.state)).toBeInTheDocument()
  },
})
/** Maharashtra's cases client by client: the PDF opens in a new tab. */
export const Results = meta.story({ play: generateMaharashtra })
/** No case in the state: No records found! for 10 s. */
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/client-case-list-report-pdf', () => HttpResponse.json({ status: 404, message: 'No records found!', data: null }, { status: 404 }))),
  play: async (context) => {
    await generateMaharashtra(context)
    await expect(await within(document.body).findByText('No records found!')).toBeInTheDocument()
  },
})
/** The provider breaks down: 'Something went wrong, please try again.' */
export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/client-case-list-report-pdf', () => fail(500, 'The case register is being rebuilt.'))),
  play: async (context) => {
    await generateMaharashtra(context)
    await expect(await within(document.body).findByText('Something went wrong, please try again.')).toBeInTheDocument()
  },
})
/** Loading: the PDF is being prepared. */
export const Preparing = meta.story(preparingPdf('/client-case-list-report-pdf', generateMaharashtra))
