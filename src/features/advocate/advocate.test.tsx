import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { provider } from '@mocks/provider'
import { pick } from '../../../tests/support/async-select'
import { openModule } from '../../../tests/support/open-module'
import { MESSAGES } from './schema'
import { MESSAGES as T } from './transaction-schema'

const user = () => userEvent.setup()
const open = () => openModule('/advocate', 'Advocate')
const field = (label: RegExp) => screen.getByLabelText(label)
const tab = (name: string) => screen.getByRole('tab', { name })

async function addLicence(u: ReturnType<typeof user>, invoiceNo: string, start: string, expiry: string) {
  const form = within(screen.getByRole('form', { name: 'Transaction form' }))
  await pick(u, /^Role Name/, 'basic', 'ADVOCATE LICENCE BASIC')
  for (const [label, value] of [
    [/^Invoice No/, invoiceNo],
    [/^Invoice Date/, start],
    [/^Start Date/, start],
    [/^Expiry Date/, expiry],
    [/^HSN Code/, '998314'],
    [/^Billing Amount/, '5000'],
  ] as const) {
    const input = form.getByLabelText(label)
    await u.clear(input)
    await u.type(input, value)
  }
  await u.selectOptions(form.getByLabelText(/^Payment Type/), 'Cash')
  await u.click(form.getByRole('button', { name: 'Add Transaction' }))
}

describe('Advocate', () => {
  it("lists every advocate with the spec's columns", async () => {
    await open()
    for (const name of ['S. No', 'Advocate Name', 'Mobile No', 'Email ID', 'Total Client', 'Total No of Case']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`of ${provider().db.advocates.length}$`))).toBeInTheDocument()
  })

  it('holds licences locally: total, Cash without payment no, the overlap refused, an unsaved row deleted after asking', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.click(tab('Transaction Details'))
    const form = within(screen.getByRole('form', { name: 'Transaction form' }))
    await u.selectOptions(form.getByLabelText(/^Payment Type/), 'Cash')
    expect(form.getByLabelText(/^Payment No/)).toBeDisabled()
    await u.clear(form.getByLabelText(/^Qty/))
    await u.type(form.getByLabelText(/^Qty/), '2')
    await u.type(form.getByLabelText(/^Billing Amount/), '5000')
    await u.clear(form.getByLabelText(/^GST %/))
    await u.type(form.getByLabelText(/^GST %/), '18')
    expect(form.getByLabelText(/^Total Amount/)).toHaveValue('₹11,800.00')

    await addLicence(u, 'INV/1', '01-04-2026', '31-03-2027')
    expect(await screen.findByRole('cell', { name: 'INV/1' })).toBeInTheDocument()
    await addLicence(u, 'INV/2', '31-03-2027', '31-03-2028')
    expect(await form.findByText(T.overlap('ADVOCATE LICENCE BASIC'))).toBeInTheDocument()
    expect(screen.queryByRole('cell', { name: 'INV/2' })).not.toBeInTheDocument()

    await u.click(screen.getByRole('button', { name: 'Delete INV/1' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirmation' }))
    expect(dialog.getByText(T.askDelete)).toBeInTheDocument()
    await u.click(dialog.getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText(T.deleted)).toBeInTheDocument()
    expect(screen.queryByRole('cell', { name: 'INV/1' })).not.toBeInTheDocument()
  })

  it('refuses a save without a licence, and says so', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(field(/^Advocate Name/), 'Asha')
    await u.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(MESSAGES.transactions)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.chamberNo)).toBeInTheDocument()
  })

  it('adds dealing rows only when the last is complete and refuses a pair twice, clearing the changed field', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.click(tab('Transaction Details'))
    await addLicence(u, 'INV/1', '01-04-2026', '31-03-2027')
    await u.click(screen.getByRole('button', { name: 'Advocate Dealing' }))
    await u.click(screen.getByRole('button', { name: 'Add dealing row' }))
    await u.click(screen.getByRole('button', { name: 'Add dealing row' }))
    expect(await screen.findByText(MESSAGES.dealingFields)).toBeInTheDocument()
    await pick(u, /^Litigation of row 1/, 'civ', 'CIVIL')
    await pick(u, /^Litigation type detail of row 1/, 'inj', 'INJUNCTION')
    await u.click(screen.getByRole('button', { name: 'Add dealing row' }))
    await pick(u, /^Litigation of row 2/, 'civ', 'CIVIL')
    await pick(u, /^Litigation type detail of row 2/, 'inj', 'INJUNCTION')
    expect(await screen.findByText(MESSAGES.dealingTaken)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Litigation type detail of row 2/ })).toHaveValue(''))
  })
})
