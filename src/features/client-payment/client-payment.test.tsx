import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { delay, http, HttpResponse, passthrough } from 'msw'
import { server } from '@mocks/node'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { PAYMENT_ADDED, PAYMENT_DELETED } from '@mocks/handlers/payments'
import { provider } from '@mocks/provider'
import { rupees } from '@/lib/money'
import { pick } from '../../../tests/support/async-select'
import { openModule } from '../../../tests/support/open-module'
import { MESSAGES } from './schema'
import { chooseLanguage } from '@/i18n/texts'
import { common } from '@/components/texts'
import axe from 'axe-core'

const user = () => userEvent.setup()
const open = () => openModule('/client-payment', 'Client Payment', { as: 'advocate' })
const field = (label: RegExp) => screen.getByLabelText(label)
const save = () => screen.getByRole('button', { name: 'Save' })
const db = () => provider().db
const paymentsOf = (clientCode: number) => db().clientPayments.filter((p) => p.clientCode === clientCode)
const totalOf = (clientCode: number) => paymentsOf(clientCode).reduce((t, p) => t + p.amount, 0)
/** An own client with at least two cases and a payment. */
function sample() {
  const client = db().clients.find(
    (c) => c.advocateCode === DEMO_ADVOCATE_CODE && db().cases.filter((k) => k.clientCode === c.clientCode).length >= 2 && paymentsOf(c.clientCode).length > 0,
  )!
  const cases = db().cases.filter((k) => k.clientCode === client.clientCode)
  return { client, cases }
}

async function openClient(u: ReturnType<typeof user>, name: string, count: number) {
  const search = () => screen.getByRole('searchbox', { name: 'Search Payment List' })
  await u.type(search(), name)
  await u.dblClick((await screen.findAllByRole('cell', { name }))[0])
  await screen.findByRole('columnheader', { name: 'Cheque Date' })
  // The search box keeps its text: cleared, the list holds every payment of the client.
  await u.clear(search())
  await screen.findByText(`1 to ${Math.min(15, count)} of ${count}`)
}

async function newPayment(u: ReturnType<typeof user>) {
  const s = sample()
  await openClient(u, s.client.clientName, paymentsOf(s.client.clientCode).length)
  await u.click(screen.getByRole('button', { name: 'New' }))
  await screen.findByRole('form', { name: 'Payment Details' })
  return s
}

describe('Client Payment', () => {
  it('shows one row per client, then the chosen client’s payments and their total', async () => {
    const u = user()
    await open()
    for (const name of ['Client Name', 'Mobile No', 'Total No. Of Case', 'Amount']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    const { client } = sample()
    await openClient(u, client.clientName, paymentsOf(client.clientCode).length)
    for (const name of ['Case No', 'Cheque Date', 'Payment Date', 'Payment No', 'Amount', 'Delete']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    expect(await screen.findByText(`Total Amount: ${rupees(totalOf(client.clientCode))}`)).toBeInTheDocument()
    const latest = [...paymentsOf(client.clientCode)].sort((a, b) => b.paymentDate.localeCompare(a.paymentDate) || b.clientPaymentId - a.clientPaymentId)[0]
    const [y, m, d] = latest.paymentDate.split('-')
    expect(screen.getAllByRole('cell', { name: `${d}-${m}-${y}` }).length).toBeGreaterThan(0)
  })

  it('says a failed list in a toast as well as in the table (spec 2 §9), for the clients and for one client’s payments', async () => {
    const u = user()
    server.use(http.post('*/api/client-payment-list', () => HttpResponse.json({ status: 400, message: 'The provider refused the client list.', data: null }, { status: 400 })))
    await openModule('/client-payment', 'Client Payment', { as: 'advocate', list: false })
    expect(await screen.findByText('The provider refused the client list.', { selector: '[data-sonner-toast] *' })).toBeInTheDocument()
    server.resetHandlers()
    server.use(http.post('*/api/payment-detail-list', () => HttpResponse.json({ status: 400, message: 'The provider refused the payments.', data: null }, { status: 400 })))
    await u.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText(/^1 to \d+ of \d+$/)
    const { client } = sample()
    await u.type(screen.getByRole('searchbox', { name: 'Search Payment List' }), client.clientName)
    await u.dblClick((await screen.findAllByRole('cell', { name: client.clientName }))[0])
    expect(await screen.findByText('The provider refused the payments.', { selector: '[data-sonner-toast] *' })).toBeInTheDocument()
  })

  it('while a chosen client’s payments load, the overview’s rows are not read as payments (no failed list, no toast)', async () => {
    const u = user()
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('*/api/payment-detail-list', async () => {
        await held
        return passthrough()
      }),
    )
    await open()
    const { client } = sample()
    await u.type(screen.getByRole('searchbox', { name: 'Search Payment List' }), client.clientName)
    await u.dblClick((await screen.findAllByRole('cell', { name: client.clientName }))[0])
    expect(await screen.findByText('Loading Payment List')).toBeInTheDocument()
    await delay(50)
    expect(screen.queryByText('Payment List could not be loaded.')).toBeNull()
    release()
    await screen.findByRole('columnheader', { name: 'Cheque Date' })
    expect(screen.queryByText('Payment List could not be loaded.')).toBeNull()
  })

  it('New without a client says so and opens nothing', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    expect(await screen.findByText(MESSAGES.selectClient)).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Payment Details' })).toBeDisabled()
  })

  it('records a cheque payment and a cash payment; the total grows with each', async () => {
    const u = user()
    await open()
    const { client, cases } = await newPayment(u)
    const before = totalOf(client.clientCode)
    expect(field(/^Payment Date/)).toHaveValue(new Intl.DateTimeFormat('en-GB').format(new Date()).replaceAll('/', '-'))
    await pick(u, /^Case No/, cases[0].clientCaseNo.slice(0, 3), `${cases[0].clientCaseNo} - ${cases[0].caseTitle}`)
    await u.selectOptions(field(/^Payment Type/), 'Cheque')
    await u.type(field(/^Cheque Date/), '02-01-2026')
    await u.type(field(/^Payment No/), 'chq991')
    await u.type(field(/^Amount/), '1500.50')
    await u.click(save())
    expect(await screen.findByText(PAYMENT_ADDED)).toBeInTheDocument()
    expect(paymentsOf(client.clientCode).find((p) => p.paymentNo === 'CHQ991')).toMatchObject({ paymentType: 'Cheque', chequeDate: '2026-01-02', amount: 1500.5, caseNo: cases[0].clientCaseNo })
    await u.click(screen.getByRole('tab', { name: 'Payment List' }))
    expect(await screen.findByText(`Total Amount: ${rupees(before + 1500.5)}`)).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await pick(u, /^Case No/, cases[1].clientCaseNo.slice(0, 3), `${cases[1].clientCaseNo} - ${cases[1].caseTitle}`)
    await u.selectOptions(field(/^Payment Type/), 'Cash')
    await u.type(field(/^Amount/), '2000')
    await u.click(save())
    expect(await screen.findAllByText(PAYMENT_ADDED)).not.toHaveLength(0)
    await waitFor(() => expect(totalOf(client.clientCode)).toBe(before + 3500.5))
    expect(paymentsOf(client.clientCode).at(-1)).toMatchObject({ paymentType: 'Cash', paymentNo: '', chequeDate: null, amount: 2000 })
    await u.click(screen.getByRole('tab', { name: 'Payment List' }))
    expect(await screen.findByText(`Total Amount: ${rupees(before + 3500.5)}`)).toBeInTheDocument()
  })

  it('moves the payment fields as the type and the case change (spec 2 §4)', async () => {
    const u = user()
    await open()
    const { cases } = await newPayment(u)
    await pick(u, /^Case No/, cases[0].clientCaseNo.slice(0, 3), `${cases[0].clientCaseNo} - ${cases[0].caseTitle}`)
    await u.selectOptions(field(/^Payment Type/), 'Cheque')
    expect(field(/^Cheque Date/)).toBeEnabled()
    expect(field(/^Payment No/)).toBeEnabled()
    await u.type(field(/^Cheque Date/), '02-01-2026')
    await u.type(field(/^Payment No/), '123')
    await u.selectOptions(field(/^Payment Type/), 'Cash')
    expect(field(/^Cheque Date/)).toBeDisabled()
    expect(field(/^Payment No/)).toBeDisabled()
    expect(field(/^Cheque Date/)).toHaveValue('')
    expect(field(/^Payment No/)).toHaveValue('')
    await u.selectOptions(field(/^Payment Type/), 'Cheque')
    expect(field(/^Cheque Date/)).toBeEnabled()
    await u.type(field(/^Cheque Date/), '02-01-2026')
    await u.type(field(/^Payment No/), '456')
    await u.selectOptions(field(/^Payment Type/), '')
    expect(field(/^Cheque Date/)).toHaveValue('')
    expect(field(/^Payment No/)).toHaveValue('')
    await u.selectOptions(field(/^Payment Type/), 'Cheque')
    await u.type(field(/^Cheque Date/), '02-01-2026')
    await u.type(field(/^Payment No/), '789')
    await u.type(field(/^Amount/), '10')
    await pick(u, /^Case No/, cases[1].clientCaseNo.slice(0, 3), `${cases[1].clientCaseNo} - ${cases[1].caseTitle}`)
    for (const label of [/^Cheque Date/, /^Payment No/, /^Amount/, /^Payment Type/]) expect(field(label)).toHaveValue('')
  })

  it('shows every message at the first Save, each at its boundary', async () => {
    const u = user()
    await open()
    const { cases } = await newPayment(u)
    await u.clear(field(/^Payment Date/))
    await u.click(save())
    for (const message of [MESSAGES.caseNo, MESSAGES.paymentType, MESSAGES.paymentDate, MESSAGES.amount, MESSAGES.paymentNo]) expect(await screen.findByText(message)).toBeInTheDocument()
    await u.selectOptions(field(/^Payment Type/), 'Cheque')
    await u.click(save())
    expect(await screen.findByText(MESSAGES.chequeDate)).toBeInTheDocument()
    // Amount: above 0; 0.01 passes. At most 18 characters: the 19th is not taken.
    await u.type(field(/^Amount/), '0')
    await u.click(save())
    expect(await screen.findByText(MESSAGES.amount)).toBeInTheDocument()
    await u.clear(field(/^Amount/))
    await u.type(field(/^Amount/), '0.01')
    await u.click(save())
    await waitFor(() => expect(screen.queryByText(MESSAGES.amount)).not.toBeInTheDocument())
    await u.clear(field(/^Amount/))
    await u.type(field(/^Amount/), '1234567890123456.78')
    expect(field(/^Amount/)).toHaveValue('1234567890123456.7')
    await u.type(field(/^Amount/), 'x.')
    expect(field(/^Amount/)).toHaveValue('1234567890123456.7')
    // Payment no: 50 characters are taken, the 51st is not.
    await u.type(field(/^Payment No/), 'A'.repeat(51))
    expect(field(/^Payment No/)).toHaveValue('A'.repeat(50))
    await u.click(save())
    await waitFor(() => expect(screen.queryByText(MESSAGES.paymentNo)).not.toBeInTheDocument())
    await pick(u, /^Case No/, cases[0].clientCaseNo.slice(0, 3), `${cases[0].clientCaseNo} - ${cases[0].caseTitle}`)
    for (const message of [MESSAGES.caseNo, MESSAGES.amount]) expect(screen.queryByText(message)).not.toBeInTheDocument()
  })

  it('deletes a payment after the spec’s question and refreshes the list', async () => {
    const u = user()
    await open()
    const { client } = sample()
    const before = totalOf(client.clientCode)
    const payment = [...paymentsOf(client.clientCode)].sort((a, b) => b.paymentDate.localeCompare(a.paymentDate) || b.clientPaymentId - a.clientPaymentId)[0]
    await openClient(u, client.clientName, paymentsOf(client.clientCode).length)
    await u.click(await screen.findByRole('button', { name: `Delete payment of ${rupees(payment.amount)} for case ${payment.caseNo}` }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirmation' }))
    expect(dialog.getByText(MESSAGES.askDelete)).toBeInTheDocument()
    await u.click(dialog.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(PAYMENT_DELETED)).toBeInTheDocument()
    expect(db().clientPayments.some((p) => p.clientPaymentId === payment.clientPaymentId)).toBe(false)
    expect(await screen.findByText(`Total Amount: ${rupees(before - payment.amount)}`)).toBeInTheDocument()
  })

  describe('in Hindi and Marathi', () => {
    afterEach(() => act(() => chooseLanguage('en')))

    it('labels the payment form and its types in Hindi, and says the rules in Hindi, with no axe violations', async () => {
      const u = user()
      const { container } = await open()
      await newPayment(u)
      await act(() => chooseLanguage('hi'))
      const type = field(/^भुगतान का प्रकार/)
      expect(within(type).getByRole('option', { name: 'नकद' })).toBeInTheDocument()
      expect(field(/^चेक की तारीख/)).toBeInTheDocument()
      await u.type(field(/^रकम/), '0')
      // The shell's Save button shows the common word once the shell speaks the language too.
      await u.click(screen.getByRole('button', { name: new RegExp(`^(Save|${common().save})$`) }))
      expect(await screen.findByText('रकम भरें')).toBeInTheDocument()
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
      expect(result.violations.map((v) => v.id)).toEqual([])
    })

    it('shows the total in Marathi', async () => {
      const u = user()
      await open()
      const s = sample()
      await openClient(u, s.client.clientName, paymentsOf(s.client.clientCode).length)
      await act(() => chooseLanguage('mr'))
      expect(await screen.findByText(`एकूण रक्कम: ${rupees(totalOf(s.client.clientCode))}`)).toBeInTheDocument()
    })
  })
})
