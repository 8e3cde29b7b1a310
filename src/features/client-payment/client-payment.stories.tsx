import type { StoryContext } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { NO_RECORDS } from '@/components/data-table/texts'
import preview from '../../../.storybook/preview'
import { moduleScreen, openFirstRow } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
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

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(paymentModule))

/** One row per client (cases and amount received) until a client is chosen. */
export const ClientList = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)
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
