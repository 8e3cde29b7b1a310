import type { StoryContext } from '@storybook/react-vite'
import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { fail, ok } from '@mocks/http'
import { FROM_AFTER_TO } from '@/lib/date-range'
import preview from '../../../.storybook/preview'
import { moduleScreen } from '../../../.storybook/module-stories'
import { screenStates } from '../../../.storybook/screen-states'
import { NEED_CLIENT } from './schema'
import { StatementPage } from './statement-page'

type Play = Pick<StoryContext, 'canvas' | 'userEvent'>
const body = () => within(document.body)

/** Every date, then the first client of the list. */
async function firstClient({ canvas, userEvent }: Play) {
  const [from, to] = [await canvas.findByLabelText(/^From Date/), canvas.getByLabelText(/^To Date/)]
  await userEvent.clear(from)
  await userEvent.type(from, '01-01-2000')
  await userEvent.clear(to)
  await userEvent.type(to, '31-12-2099')
  const clients = within(canvas.getByRole('region', { name: 'Clients' }))
  await userEvent.click((await clients.findAllByRole('button'))[0])
}

/** The demo advocate's statements of account, on the mock provider. */
const meta = preview.meta({ title: 'Reports/Client Statement of Account', ...moduleScreen({ page: StatementPage }, '/client-report', 'advocate') })

/** The three panels before a client is clicked. */
export const Filters = meta.story()
/** A client's summary: one row per case, the totals under it. */
export const Summary = meta.story({
  play: async (context) => {
    await firstClient(context)
    await expect(await context.canvas.findByText(/^Balance: /)).toBeInTheDocument()
  },
})
/** Get Report without a client, and From after To: the spec's messages. */
export const Messages = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Get Report' }))
    await expect(await body().findByText(NEED_CLIENT)).toBeInTheDocument()
    const [from, to] = [canvas.getByLabelText(/^From Date/), canvas.getByLabelText(/^To Date/)]
    await userEvent.clear(from)
    await userEvent.type(from, '02-01-2026')
    await userEvent.clear(to)
    await userEvent.type(to, '01-01-2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Get Report' }))
    await expect(await canvas.findByText(FROM_AFTER_TO)).toBeInTheDocument()
  },
})
/** Nothing in the range: No records found! */
export const Empty = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/client-report-detail', () =>
        HttpResponse.json(ok({ caseReport: { caseReportList: [], reportCount: 0 }, paymentReport: { clientPaymentReportList: [], paymentReportCount: 0, totalAmount: 0 }, mergedList: [] })),
      ),
    ),
  play: async (context) => {
    await firstClient(context)
    await expect((await context.canvas.findAllByText('No records found!')).length).toBeGreaterThan(0)
  },
})
/** The provider fails (a server fault is asked once more first): No records found!, and its message as a toast (spec 3 §8). */
export const Failed = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/client-report-detail', () => fail(500, 'The ledger is being rebuilt.'))),
  play: async (context) => {
    await firstClient(context)
    await expect(await body().findByText('The ledger is being rebuilt.', undefined, { timeout: 10_000 })).toBeInTheDocument()
  },
})
/** The statement has not come yet: the busy table (Summary, Empty and Failed above are its other states). */
export const Loading = meta.story(screenStates({ call: '/client-report-detail', label: 'Payments' }, firstClient).loading)
