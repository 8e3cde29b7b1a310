import { http, HttpResponse } from 'msw'
import { expect, screen, waitFor } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { moduleScreen, pressNew, severalCalls } from '../../../.storybook/module-stories'
import { moduleList, screenStates } from '../../../.storybook/screen-states'
import { advocateModule } from '.'
import { MESSAGES } from './schema'
import { MESSAGES as T } from './transaction-schema'

type Canvas = Parameters<Parameters<typeof pressNew>[0] & object>[0]
type UserEvent = Parameters<Parameters<typeof pressNew>[0] & object>[1]

/** The advocates on the mock provider, as the administrator sees them. */
const meta = preview.meta({ title: 'Administration/Advocate', ...moduleScreen({ module: advocateModule }, '/advocate') })

/** The list's four states (data, empty, failed, loading), from the module's declaration. */
const states = screenStates(moduleList(advocateModule))

/** One Cash licence of the basic role, typed into the transaction form and added to the local list. */
async function addLicence(canvas: Canvas, userEvent: UserEvent, invoiceNo: string, start: string, expiry: string) {
  // The tab's form appears once the role list has loaded.
  const role = await canvas.findByRole('combobox', { name: /^Role Name/ })
  await userEvent.click(role)
  await userEvent.type(role, 'basic')
  await userEvent.click(await screen.findByRole('option', { name: 'ADVOCATE LICENCE BASIC' }))
  for (const [label, value] of [
    [/^Invoice No/, invoiceNo],
    [/^Invoice Date/, start],
    [/^Start Date/, start],
    [/^Expiry Date/, expiry],
    [/^HSN Code/, '998314'],
    [/^Billing Amount/, '5000'],
  ] as const) {
    const input = canvas.getAllByLabelText(label).at(-1)!
    await userEvent.clear(input)
    await userEvent.type(input, value)
  }
  await userEvent.selectOptions(canvas.getByLabelText(/^Payment Type/), 'Cash')
  await userEvent.click(canvas.getByRole('button', { name: 'Add Transaction' }))
}

const toTransactions = pressNew(async (canvas, userEvent) => {
  await userEvent.click(canvas.getByRole('tab', { name: 'Transaction Details' }))
  await addLicence(canvas, userEvent, 'INV/1', '01-04-2026', '31-03-2027')
})

export const List = meta.story(states.data)
export const EmptyList = meta.story(states.empty)
export const FailedList = meta.story(states.failed)
export const LoadingList = meta.story(states.loading)

/** An existing advocate: its details, licences and dealings loaded. */
export const Details = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.dblClick(await canvas.findByRole('cell', { name: 'ANANYA DESHPANDE' }))
    await expect(await canvas.findByDisplayValue('ANANYA DESHPANDE')).toBeInTheDocument()
  },
})

/** Saved blank: every required message, and the missing licence beside the tabs and in a toast. */
export const Errors = meta.story({
  play: pressNew(async (canvas, userEvent) => {
    await userEvent.type(canvas.getByLabelText(/^Advocate Name/), ' ')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await canvas.findByText(MESSAGES.advocateName)).toBeInTheDocument()
    await expect(await canvas.findAllByText(MESSAGES.transactions)).toHaveLength(2)
  }),
})

/** The Transaction Details tab with one licence held locally. */
export const Transactions = meta.story({ play: toTransactions })

/** A second licence of the same role over the same dates is refused. */
export const Overlap = meta.story({
  play: async (context) => {
    await toTransactions(context)
    await addLicence(context.canvas, context.userEvent, 'INV/2', '01-01-2027', '31-12-2027')
    await expect(await context.canvas.findByText(T.overlap('ADVOCATE LICENCE BASIC'))).toBeInTheDocument()
  },
})

/** Deleting a licence not yet saved asks first. */
export const DeletePrompt = meta.story({
  play: async (context) => {
    await toTransactions(context)
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Delete INV/1' }))
    await expect(await screen.findByText(T.askDelete)).toBeInTheDocument()
  },
})

/** The Advocate Dealing tab: a new row, and the refusal of another before it is complete. */
export const Dealings = meta.story({
  play: async (context) => {
    await toTransactions(context)
    // Enabled once the licence is in the list.
    const dealings = await context.canvas.findByRole('button', { name: 'Advocate Dealing' })
    await waitFor(() => expect(dealings).toBeEnabled())
    await context.userEvent.click(dealings)
    await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Add dealing row' }))
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Add dealing row' }))
    await expect(await screen.findByText(MESSAGES.dealingFields)).toBeInTheDocument()
  },
})

/** The e-mail belongs to another advocate: the save asks whether to go on with it. */
export const ExistsPrompt = meta.story({
  beforeEach: ({ msw }) => msw.use(http.post('*/api/check-email-phone-exists', () => HttpResponse.json({ status: 200, message: 'Email already exists with advocate ANANYA DESHPANDE', data: null }))),
  play: async (context) => {
    await toTransactions(context)
    const { canvas, userEvent } = context
    await userEvent.click(canvas.getByRole('tab', { name: 'Advocate Details' }))
    for (const [label, value] of [
      [/^Advocate Name/, 'Asha Kulkarni'],
      [/^Chamber No/, 'B-12'],
      [/^Email/, 'advocate@example.com'],
      [/^Mobile No/, '9812345670'],
    ] as const)
      await userEvent.type(canvas.getByLabelText(label), value)
    for (const [label, search, option] of [
      [/^Country/, 'ind', 'INDIA'],
      [/^State/, 'maha', 'MAHARASHTRA'],
    ] as const) {
      const box = canvas.getByRole('combobox', { name: label })
      await userEvent.click(box)
      await userEvent.type(box, search)
      await userEvent.click(await screen.findByRole('option', { name: option }))
    }
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(await screen.findByText(MESSAGES.exists, undefined, severalCalls())).toBeInTheDocument()
  },
})

/** An opened advocate with a changed licence: Save offers to e-mail the updated transaction details. */
export const MailPrompt = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.dblClick(await canvas.findByRole('cell', { name: 'ANANYA DESHPANDE' }))
    await canvas.findByDisplayValue('ANANYA DESHPANDE')
    await userEvent.click(canvas.getByRole('tab', { name: 'Transaction Details' }))
    const edit = (await canvas.findAllByRole('button', { name: /^Edit / }))[0]!
    await userEvent.click(edit)
    // The licence fills the form first; typing before then would be overwritten.
    await waitFor(() => expect(canvas.getAllByLabelText(/^Invoice No/).at(-1)).not.toHaveValue(''))
    const hsn = canvas.getAllByLabelText(/^HSN Code/).at(-1)!
    await userEvent.clear(hsn)
    await userEvent.type(hsn, '998315')
    await userEvent.click(canvas.getByRole('button', { name: 'Update Transaction' }))
    // The changed licence is in the list (the form is empty again) and Save is offered: only then press it.
    await canvas.findByRole('button', { name: 'Add Transaction' })
    const save = canvas.getByRole('button', { name: 'Save' })
    await waitFor(() => expect(save).toBeEnabled())
    await userEvent.click(save)
    await expect(await screen.findByText(MESSAGES.mailTransactions, undefined, severalCalls())).toBeInTheDocument()
  },
})
