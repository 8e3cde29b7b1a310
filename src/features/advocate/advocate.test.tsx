import { translate } from '@/i18n/texts'
import { afterEach, describe, expect, it } from 'vitest'
import axe from 'axe-core'
import { chooseLanguage } from '@/i18n/texts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { LICENCE_MESSAGES } from '@mocks/handlers/advocate-licences'
import { ADVOCATE_UPDATED } from '@mocks/handlers/advocates'
import { CONFIRM_TO_CHANGE } from '@mocks/handlers/session'
import { lastMail } from '@mocks/outbox'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
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
    await u.click(screen.getByRole('button', { name: translate('New') }))
    await u.click(tab('Transaction Details'))
    const form = within(await screen.findByRole('form', { name: 'Transaction form' }))
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

  it('asks when the e-mail belongs to another advocate: No saves nothing, Yes registers with the licence dates copied', async () => {
    const taken = 'Email already exists with advocate ANANYA DESHPANDE'
    server.use(
      http.post('*/api/check-email-phone-exists', async ({ request }) => {
        const body = (await request.json()) as { email?: string }
        return body.email ? HttpResponse.json({ status: 200, message: taken, data: null }) : HttpResponse.json({ status: 404, message: 'Not found', data: null }, { status: 404 })
      }),
    )
    const u = user()
    await open()
    const before = provider().db.advocates.length
    await u.click(screen.getByRole('button', { name: translate('New') }))
    await u.type(field(/^Advocate Name/), 'Asha Kulkarni')
    await u.type(field(/^Chamber No/), 'B-12')
    await pick(u, /^Country/, 'ind', 'INDIA')
    await pick(u, /^State/, 'maha', 'MAHARASHTRA')
    await u.type(field(/^Email/), 'advocate@example.com')
    await u.type(field(/^Mobile No/), '9812345670')
    await u.click(tab('Transaction Details'))
    await addLicence(u, 'INV/1', '01-04-2026', '31-03-2027')
    await u.click(screen.getByRole('button', { name: translate('Save') }))
    let dialog = within(await screen.findByRole('dialog', { name: taken }))
    expect(dialog.getByText(MESSAGES.exists)).toBeInTheDocument()
    await u.click(dialog.getByRole('button', { name: 'No' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(provider().db.advocates).toHaveLength(before)
    await u.click(screen.getByRole('button', { name: translate('Save') }))
    dialog = within(await screen.findByRole('dialog', { name: taken }))
    await u.click(dialog.getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText(LICENCE_MESSAGES.registered)).toBeInTheDocument()
    expect(provider().db.advocates.at(-1)).toMatchObject({ advocateName: 'ASHA KULKARNI', startDate: '2026-04-01', expiryDate: '2027-03-31' })
    await u.click(tab('Advocate Details'))
    expect(screen.getByRole('textbox', { name: 'Start Date' })).toHaveValue('01-04-2026')
  })

  it('opens an advocate, saves a changed licence and a removed dealing, and mails the changed invoice after asking', async () => {
    const u = user()
    await open()
    const db = provider().db
    const advocate = db.advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!
    const licence = db.advocateTransactions.filter((t) => t.advocateCode === DEMO_ADVOCATE_CODE).sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!
    const dealings = db.advocateDealings.filter((d) => d.advocateCode === DEMO_ADVOCATE_CODE).length
    await u.dblClick(await screen.findByRole('cell', { name: advocate.advocateName }))
    await waitFor(() => expect(field(/^Advocate Name/)).toHaveValue(advocate.advocateName))
    expect(screen.getByRole('button', { name: translate('Save') })).toBeDisabled()

    await u.click(tab('Transaction Details'))
    await u.click(await screen.findByRole('button', { name: `Edit ${licence.invoiceNo}` }))
    const form = within(await screen.findByRole('form', { name: 'Transaction form' }))
    await waitFor(() => expect(form.getByLabelText(/^Invoice No/)).toHaveValue(licence.invoiceNo))
    expect(screen.getByRole('button', { name: `Delete ${licence.invoiceNo}` })).toBeDisabled()
    await u.clear(form.getByLabelText(/^HSN Code/))
    await u.type(form.getByLabelText(/^HSN Code/), '998315')
    await u.click(form.getByRole('button', { name: 'Update Transaction' }))

    await u.click(tab('Advocate Dealing'))
    await u.click(await screen.findByRole('button', { name: 'Delete dealing row 1' }))
    await u.click(screen.getByRole('button', { name: translate('Save') }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirmation' }))
    expect(dialog.getByText(MESSAGES.mailTransactions)).toBeInTheDocument()
    await u.click(dialog.getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText(ADVOCATE_UPDATED)).toBeInTheDocument()
    expect(screen.getByText(LICENCE_MESSAGES.dealingDeleted)).toBeInTheDocument()
    expect(db.advocateTransactions.find((t) => t.transactionId === licence.transactionId)!.hsnCode).toBe('998315')
    expect(db.advocateDealings.filter((d) => d.advocateCode === DEMO_ADVOCATE_CODE)).toHaveLength(dealings - 1)
    expect(lastMail(advocate.email)!.subject).toContain(licence.invoiceNo)
  })

  it('a changed e-mail waits for its confirmation: the save says where the link went and the form shows the confirmed address', async () => {
    const u = user()
    await open()
    const advocate = provider().db.advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!
    const confirmed = advocate.email
    await u.dblClick(await screen.findByRole('cell', { name: advocate.advocateName }))
    await waitFor(() => expect(field(/^Email/)).toHaveValue(confirmed))
    await u.clear(field(/^Email/))
    await u.type(field(/^Email/), 'advocate.new@example.in')
    await u.click(screen.getByRole('button', { name: translate('Save') }))
    expect(await screen.findByText(ADVOCATE_UPDATED + CONFIRM_TO_CHANGE(['advocate.new@example.in']))).toBeInTheDocument()
    await waitFor(() => expect(field(/^Email/)).toHaveValue(confirmed))
    expect(advocate.email).toBe(confirmed)
    expect(lastMail('advocate.new@example.in')!.link).toMatch(/^\/validate-advocate\//)
  })

  it('refuses a save without a licence, and says so', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    await u.type(field(/^Advocate Name/), 'Asha')
    await u.click(screen.getByRole('button', { name: translate('Save') }))
    expect(await screen.findByText(MESSAGES.transactions)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.chamberNo)).toBeInTheDocument()
  })

  it('a save from the Transaction Details tab refused for a details field shows the details tab with its message', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    await u.click(tab('Transaction Details'))
    await addLicence(u, 'INV/1', '01-04-2026', '31-03-2027')
    await u.click(screen.getByRole('button', { name: translate('Save') }))
    await waitFor(() => expect(tab('Advocate Details')).toHaveAttribute('aria-selected', 'true'))
    expect(await screen.findByText(MESSAGES.advocateName)).toBeInTheDocument()
  })

  it('Save with a half-filled dealing row says so at its empty field with the focus there, saves nothing and keeps every row; completed, it saves', async () => {
    const u = user()
    await open()
    const db = provider().db
    const advocate = db.advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!
    const held = db.advocateDealings.filter((d) => d.advocateCode === DEMO_ADVOCATE_CODE)
    // A pair the advocate does not deal in yet, named as the pickers show it.
    const detail = db.litigationTypeDetails.find((d) => d.activeStatus === 'A' && !held.some((h) => h.litigationCode === d.litigationCode && h.subLitigationCode === d.subLitigationCode))!
    const litigation = db.litigationTypes.find((l) => l.litigationCode === detail.litigationCode)!
    await u.dblClick(await screen.findByRole('cell', { name: advocate.advocateName }))
    await waitFor(() => expect(field(/^Advocate Name/)).toHaveValue(advocate.advocateName))
    await u.click(tab('Advocate Dealing'))
    await u.click(await screen.findByRole('button', { name: 'Add dealing row' }))
    const row = held.length + 1
    await pick(u, new RegExp(`^Litigation of row ${row}`), litigation.litigationName.slice(0, 4), litigation.litigationName)

    await u.click(screen.getByRole('button', { name: translate('Save') }))
    const detailBox = screen.getByRole('combobox', { name: new RegExp(`^Litigation type detail of row ${row}`) })
    await waitFor(() => expect(detailBox).toHaveAccessibleDescription(MESSAGES.dealingFields))
    expect(detailBox).toHaveFocus()
    expect(tab('Advocate Dealing')).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('combobox', { name: new RegExp(`^Litigation of row ${row}`) })).toHaveValue(litigation.litigationName)
    expect(screen.getAllByRole('combobox', { name: /^Litigation of row/ })).toHaveLength(row)
    expect(db.advocateDealings.filter((d) => d.advocateCode === DEMO_ADVOCATE_CODE)).toHaveLength(held.length)

    await pick(u, new RegExp(`^Litigation type detail of row ${row}`), detail.litigationTypeDetailName.slice(0, 3), detail.litigationTypeDetailName)
    await waitFor(() => expect(screen.queryByText(MESSAGES.dealingFields)).not.toBeInTheDocument())
    // A save the provider refuses keeps the rows too.
    server.use(http.post('*/api/update-advocate-detail', () => HttpResponse.json({ status: 500, message: 'Advocate store is down.', data: null }, { status: 500 }), { once: true }))
    await u.click(screen.getByRole('button', { name: translate('Save') }))
    expect(await screen.findByText('Advocate store is down.')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: new RegExp(`^Litigation type detail of row ${row}`) })).toHaveValue(detail.litigationTypeDetailName)
    expect(screen.getAllByRole('combobox', { name: /^Litigation of row/ })).toHaveLength(row)
    await u.click(screen.getByRole('button', { name: translate('Save') }))
    expect(await screen.findByText(ADVOCATE_UPDATED)).toBeInTheDocument()
    await waitFor(() => expect(db.advocateDealings.filter((d) => d.advocateCode === DEMO_ADVOCATE_CODE)).toHaveLength(held.length + 1))
  })

  it('a Save from the details tab refused only for a dealing row shows the Advocate Dealing tab at that row', async () => {
    const u = user()
    await open()
    const advocate = provider().db.advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!
    await u.dblClick(await screen.findByRole('cell', { name: advocate.advocateName }))
    await waitFor(() => expect(field(/^Advocate Name/)).toHaveValue(advocate.advocateName))
    await u.click(tab('Advocate Dealing'))
    await u.click(await screen.findByRole('button', { name: 'Add dealing row' }))
    const rows = screen.getAllByRole('combobox', { name: /^Litigation of row/ })
    await u.click(tab('Advocate Details'))
    await u.click(screen.getByRole('button', { name: translate('Save') }))
    await waitFor(() => expect(tab('Advocate Dealing')).toHaveAttribute('aria-selected', 'true'))
    const empty = rows.at(-1)!
    await waitFor(() => expect(empty).toHaveFocus())
    expect(empty).toHaveAccessibleDescription(MESSAGES.dealingFields)
  })

  it('adds dealing rows only when the last is complete and refuses a pair twice, clearing the changed field', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
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

describe('Advocate in Hindi and Marathi', () => {
  afterEach(() => chooseLanguage('en'))

  it('shows the details form in Hindi, with a Hindi rule message, and no accessibility violations', async () => {
    await chooseLanguage('hi')
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    expect(await screen.findByLabelText(/^अधिवक्ता का नाम/)).toBeInTheDocument()
    expect(screen.getByLabelText(/^वकालत शुरू करने का वर्ष/)).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'हाँ' })).toBeInTheDocument()
    await u.type(screen.getByLabelText(/^वकालत शुरू करने का वर्ष/), '3000')
    await u.tab()
    await u.click(screen.getByRole('button', { name: translate('Save') }))
    expect(await screen.findByText('वकालत का वर्ष इस वर्ष से बाद का नहीं हो सकता')).toBeInTheDocument()
    expect((await axe.run(document.body)).violations).toEqual([])
  })

  it('shows the transaction form in Marathi', async () => {
    await chooseLanguage('mr')
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    await u.click(tab(translate('Transaction Details')))
    const form = within(await screen.findByRole('form', { name: 'पैसे भरण्याचा फॉर्म' }))
    expect(form.getByRole('button', { name: 'नोंद जोडा' })).toBeInTheDocument()
    expect(form.getByRole('option', { name: 'रोख' })).toBeInTheDocument()
    expect(form.getByLabelText(/^बिलाची रक्कम/)).toBeInTheDocument()
  })
})
