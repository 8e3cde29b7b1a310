import type { StoryContext } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { fail } from '@mocks/http'
import { ReportPage } from '@/shell/report-page'
import preview from '../../../.storybook/preview'
import { moduleScreen } from '../../../.storybook/module-stories'
import { preparingPdf } from '../../../.storybook/screen-states'
import { pendingActionReport } from '.'

type Play = Pick<StoryContext, 'canvas' | 'userEvent'>
const Page = () => <ReportPage report={pendingActionReport} />

/** Sets a range and presses Generate Report. */
async function generate({ canvas, userEvent }: Play, from: string, to: string) {
  const fromDate = await canvas.findByLabelText(/^From Date/)
  await userEvent.clear(fromDate)
  await userEvent.type(fromDate, from)
  const toDate = canvas.getByLabelText(/^To Date/)
  await userEvent.clear(toDate)
  await userEvent.type(toDate, to)
  await userEvent.click(canvas.getByRole('button', { name: 'Generate Report' }))
}

/** The advocate's pending actions PDF, on the mock provider. */
const meta = preview.meta({ title: 'Reports/Pending Action Report', ...moduleScreen({ page: Page }, '/pending-action-report', 'advocate') })

/** The filters: today to today, Open; the case waits for a client. */
export const Filters = meta.story()
/** From after To: the spec's message on To Date. */
export const FromAfterTo = meta.story({
  play: async (context) => {
    await generate(context, '02-01-2026', '01-01-2026')
    await expect(await context.canvas.findByText('From Date cannot be greater than To Date')).toBeInTheDocument()
  },
})
/** Every open action of five years: the PDF opens in a new tab. */
export const Results = meta.story({ play: (context) => generate(context, '01-01-2024', '31-12-2028') })
/** Nothing due: No records found! for 10 s. */
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/get-pending-action-report', () => HttpResponse.json({ status: 404, message: 'No records found!', data: null }, { status: 404 }))),
  play: async (context) => {
    await generate(context, '01-01-2026', '31-01-2026')
    await expect(await within(document.body).findByText('No records found!')).toBeInTheDocument()
  },
})
/** The provider breaks down: 'Something went wrong, please try again.' */
export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/get-pending-action-report', () => fail(500, 'The diary is being rebuilt.'))),
  play: async (context) => {
    await generate(context, '01-01-2026', '31-01-2026')
    await expect(await within(document.body).findByText('Something went wrong, please try again.')).toBeInTheDocument()
  },
})
/** Loading: the PDF is being prepared. */
export const Preparing = meta.story(preparingPdf('/get-pending-action-report', (context) => generate(context, '01-01-2024', '31-12-2028')))
