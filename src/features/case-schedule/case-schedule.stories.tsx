import type { StoryContext } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect } from 'storybook/test'
import { fail, ok } from '@mocks/http'
import { FROM_AFTER_TO } from '@/lib/date-range'
import { displayDate, toWire } from '@/lib/dates'
import { ReportPage } from '@/shell/report-page'
import preview from '../../../.storybook/preview'
import { moduleScreen } from '../../../.storybook/module-stories'
import { reportList, screenStates } from '../../../.storybook/screen-states'
import { scheduleReport } from '.'

type Play = Pick<StoryContext, 'canvas' | 'userEvent'>
const Page = () => <ReportPage report={scheduleReport} />
const dayFromNow = (days: number) => displayDate(toWire(new Date(new Date().setDate(new Date().getDate() + days))))

/** Types the range and presses Generate Report. */
async function generate({ canvas, userEvent }: Play, from: string, to: string) {
  const [fromField, toField] = [await canvas.findByLabelText(/^From Date/), canvas.getByLabelText(/^To Date/)]
  await userEvent.clear(fromField)
  await userEvent.type(fromField, from)
  await userEvent.clear(toField)
  await userEvent.type(toField, to)
  await userEvent.click(canvas.getByRole('button', { name: 'Generate Report' }))
}

/** The demo advocate's hearings by date range, client, case and court, on the mock provider. */
const meta = preview.meta({ title: 'Reports/Case Schedule', ...moduleScreen({ page: Page }, '/case-schedule', 'advocate') })

/** The filters before a search: today to today. */
export const Filters = meta.story()
/** The coming month: hearings grouped by next date, each with its edit icon. */
export const Schedule = meta.story({
  play: async (context) => {
    await generate(context, dayFromNow(0), dayFromNow(30))
    await expect(await context.canvas.findByText(/^1 to \d+ of \d+$/)).toBeInTheDocument()
    await expect(context.canvas.getAllByRole('link', { name: /^Update next date of / }).length).toBeGreaterThan(0)
  },
})
/** From one day after To: the spec's message, no search. */
export const FromAfterTo = meta.story({
  play: async (context) => {
    await generate(context, dayFromNow(1), dayFromNow(0))
    await expect(await context.canvas.findByText(FROM_AFTER_TO)).toBeInTheDocument()
  },
})
/** The table's four states (data, empty, failed, loading), from the report's declaration. */
const states = screenStates(reportList(scheduleReport), (context) => generate(context, dayFromNow(0), dayFromNow(30)))
export const TableData = meta.story(states.data)
export const TableEmpty = meta.story(states.empty)
export const TableFailed = meta.story(states.failed)
export const TableLoading = meta.story(states.loading)
/** Nothing listed: No records found! */
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/get-client-case-schedule-list', () => HttpResponse.json(ok({ caseScheduleCount: 0, caseScheduleList: [] })))),
  play: async (context) => {
    await generate(context, dayFromNow(0), dayFromNow(7))
    await expect(await context.canvas.findByText('No records found!')).toBeInTheDocument()
  },
})
/** The provider fails (a server fault is asked once more first): No records found! */
export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/get-client-case-schedule-list', () => fail(500, 'The diary is being rebuilt.'))),
  play: async (context) => {
    await generate(context, dayFromNow(0), dayFromNow(7))
    await expect(await context.canvas.findByText('No records found!', undefined, { timeout: 10_000 })).toBeInTheDocument()
  },
})
