import type { StoryContext } from '@storybook/react-vite'
import { http } from 'msw'
import { expect } from 'storybook/test'
import { fail } from '@mocks/http'
import { NO_RECORDS } from '@/components/data-table/data-table'
import preview from '../../../.storybook/preview'
import { moduleScreen, openFirstRow } from '../../../.storybook/module-stories'
import { paymentModule } from '.'
import { MESSAGES } from './schema'

type Play = Pick<StoryContext, 'canvas' | 'userEvent'>

/** Opens the first client of the overview: its payments and their total. */
const openClient = async ({ canvas, userEvent }: Play) => {
  await openFirstRow(canvas, userEvent)
  await canvas.findByRole('columnheader', { name: 'Cheque Date' })
}

/** Payments received from the advocate's clients, on the mock provider. */
const meta = preview.meta({ title: 'Data entry/Client Payment', ...moduleScreen({ module: paymentModule }, '/client-payment', 'advocate') })

/** One row per client (cases and amount received) until a client is chosen. */
export const ClientList = meta.story()
/** A client's payments and their total amount. */
export const Payments = meta.story({
  play: async (context) => {
    await openClient(context)
    await expect(await context.canvas.findByText(/^Total Amount:/)).toBeInTheDocument()
  },
})
/** New for the chosen client, saved blank: every message at once. */
export const NewWithErrors = meta.story({
  play: async (context) => {
    await openClient(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'New' }))
    await context.userEvent.type(context.canvas.getByLabelText(/^Amount/), '0')
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Save' }))
    for (const message of [MESSAGES.caseNo, MESSAGES.paymentType, MESSAGES.amount, MESSAGES.paymentNo]) await expect(await context.canvas.findByText(message)).toBeInTheDocument()
  },
})
/** A search no client matches: the list says so. */
export const Empty = meta.story({
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText(/^1 to \d+ of \d+$/)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search Payment List' }), 'no such client qq')
    await expect(await canvas.findByText(NO_RECORDS)).toBeInTheDocument()
  },
})
/** The provider refuses the list: the table and a toast say why (spec 2 §9). */
export const ListFailed = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/client-payment-list', () => fail(500, 'The payment ledger is being closed for the year.'))),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Payment List could not be loaded.')).toBeInTheDocument()
  },
})
