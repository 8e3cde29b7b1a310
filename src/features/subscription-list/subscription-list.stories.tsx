import { http, HttpResponse } from 'msw'
import { expect, within } from 'storybook/test'
import { fail, ok } from '@mocks/http'
import preview from '../../../.storybook/preview'
import { moduleScreen } from '../../../.storybook/module-stories'
import { reportList, screenStates } from '../../../.storybook/screen-states'
import { MESSAGES, SubscriptionListPage, subscriptionReport } from '.'

const Page = () => <SubscriptionListPage />
/** Toasts live outside the story's canvas. */
const page = () => within(document.body)

/** The signed-in advocate's subscriptions (one per licence), on the mock provider. */
const meta = preview.meta({ title: 'Reports/Subscription List', ...moduleScreen({ page: Page }, '/subscription-list', 'advocate') })

/** The advocate's name and their licences, newest first, five to a page. */
export const Subscriptions = meta.story({
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^1 to \d+ of \d+$/)).toBeInTheDocument()
  },
})
/** The table's four states (data, empty, failed, loading), from the report's declaration. */
const states = screenStates(reportList(subscriptionReport))
export const TableData = meta.story(states.data)
export const TableEmpty = meta.story(states.empty)
export const TableFailed = meta.story(states.failed)
export const TableLoading = meta.story(states.loading)
/** 'Sent Message For Renewal': the provider says where the message went. */
export const RenewalSent = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Sent Message For Renewal' }))
    await expect(await page().findByText(/^Subscription renewal message sent to /)).toBeInTheDocument()
  },
})
/** An advocate with no licence yet: No records found! */
export const Empty = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/client-subscription-list', () => HttpResponse.json(ok({ advocateName: 'NEW PRACTICE', totalCount: 0, clientSubcription: [] })))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No records found!')).toBeInTheDocument()
  },
})
/** The administrator chooses the advocate first: until then no list, and the renewal is refused in the app. */
export const AdministratorChoosesAdvocate = meta.story({
  parameters: { user: 'admin' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Search Record' }))
    await expect(await canvas.findByText(MESSAGES.selectAdvocate)).toBeInTheDocument()
    await userEvent.click(canvas.getByRole('button', { name: 'Sent Message For Renewal' }))
    await expect(await page().findByText(MESSAGES.noAdvocate)).toBeInTheDocument()
  },
})
/** The provider fails the list, then refuses the message. */
export const Errors = meta.story({
  beforeEach: ({ msw }) =>
    msw.use(
      http.post('*/api/client-subscription-list', () => fail(500, 'The subscription ledger is closed for the night.')),
      http.get('*/api/send-subscription-renew-mail/:code', () => fail(500, 'The mail server is not answering.')),
    ),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('No records found!')
    await userEvent.click(canvas.getByRole('button', { name: 'Sent Message For Renewal' }))
    await expect(await page().findByText('The mail server is not answering.')).toBeInTheDocument()
  },
})
