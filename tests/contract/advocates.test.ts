import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { multipartBody } from '@/api/multipart'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { LICENCE_MESSAGES } from '@mocks/handlers/advocate-licences'
import { MESSAGES } from '@mocks/http'
import { lastMail } from '@mocks/outbox'
import { provider } from '@mocks/provider'
import { pdfText } from '../support/pdf-text'
import { signInAs } from '../support/session'
import { failure } from '../support/failure'

const db = () => provider().db

/**
 * How the mock sealed ids before they were signed with a secret: anyone with its source could make any
 * id. Kept here only to prove such made-up ids open nothing now.
 */
function publicSourceId(kind: string, id: number): string {
  const KEY = new TextEncoder().encode('case-diary/mock-provider/2026')
  let salt = 7
  for (const c of `${kind}:${id}:salt`) salt = (salt * 31 + c.charCodeAt(0)) & 0xff
  const plain = new TextEncoder().encode(`${kind}:${id}`)
  const out = [salt, plain.reduce((sum, b, i) => (sum + b * (i + 1)) & 0xff, 0x5a), ...plain.map((b, i) => b ^ (KEY[(i + salt) % KEY.length] ?? 0) ^ ((salt * 13) & 0xff))]
  return btoa(String.fromCharCode(...out)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
const demoAdvocate = encryptId('advocate', DEMO_ADVOCATE_CODE)
const role = () => db().roles[0]!
const litigation = () => {
  const detail = db().litigationTypeDetails[0]!
  return { litigationCode: detail.litigationCode, subLitigationCode: detail.subLitigationCode }
}

const licence = (i: number, patch: Record<string, unknown> = {}) => {
  const row: Record<string, unknown> = {
    roleId: role().roleId,
    roleName: role().roleName,
    invoiceNo: `INV/26/${i}`,
    invoiceDate: '2026-04-01',
    startDate: '2026-04-01',
    expiryDate: '2027-03-31',
    paymentType: 'NEFT',
    paymentNo: 'UTR12345',
    qty: 2,
    hsnCode: '998314',
    billingAmount: 5000,
    gstPercent: 18,
    ...patch,
  }
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [`AddClientTransactionDetails[${i}].${k}`, v]))
}

const advocate = (extra: Record<string, unknown> = {}): Record<string, unknown> => ({
  advocateName: 'Asha Kulkarni',
  chamberNo: 'B-12',
  practiceSince: '2010',
  needSEO: 'N',
  countryCode: 'IN',
  stateCode: 'MH',
  email: 'asha.kulkarni@example.in',
  mobileNo: '9812345670',
  noOfUsers: 5,
  gstNo: '27ABCDE1234F1Z5',
  addUser: 'SYSTEM ADMINISTRATOR',
  ...licence(0),
  ...extra,
})

const register = (fields: Record<string, unknown>) => api.POST('/advocate-registration', { body: fields as never, bodySerializer: () => multipartBody(fields) })


describe('advocate licence calls', () => {
  it('registers an advocate with its transactions and dealings, answering the latest licence dates', async () => {
    await signInAs('admin')
    const fields = advocate({ ...licence(1, { startDate: '2027-04-01', expiryDate: '2028-03-31', paymentType: 'Cash', paymentNo: '' }), 'AddAdvocateDealing[0].litigationCode': litigation().litigationCode, 'AddAdvocateDealing[0].subLitigationCode': litigation().subLitigationCode })
    const { data } = await register(fields)
    expect(data!.message).toBe(LICENCE_MESSAGES.registered)
    expect(data!.data).toMatchObject({ startDate: '2027-04-01', expiryDate: '2028-03-31' })
    const id = data!.data.encryptedAdvocateCode
    const list = await api.POST('/client-transaction-detail-list', { body: { EncryptedAdvocateCode: id } })
    expect(list.data!.data.map((t) => [t.invoiceNo, t.gstAmount, t.totalAmount, t.paymentNo])).toEqual([
      ['INV/26/0', 1800, 11800, 'UTR12345'],
      ['INV/26/1', 1800, 11800, ''],
    ])
    const dealings = await api.POST('/advocate-dealing-list', { body: { encryptedAdvocateCode: id } })
    expect(dealings.data!.data.advocateDealingList).toHaveLength(1)
  })

  it('refuses a registration without a transaction, with an overlapping range of one role, or with a bad field, by name', async () => {
    await signInAs('admin')
    const none = Object.fromEntries(Object.entries(advocate()).filter(([k]) => !k.startsWith('AddClient')))
    expect(await failure(register(none))).toEqual({ status: 400, message: LICENCE_MESSAGES.noTransaction })
    expect(await failure(register(advocate(licence(1, { startDate: '2027-03-31', expiryDate: '2027-12-31' }))))).toEqual({ status: 409, message: LICENCE_MESSAGES.overlap(role().roleName) })
    expect(await failure(register(advocate({ noOfUsers: 1000 })))).toEqual({ status: 400, message: 'noOfUsers must be at most 999.' })
    expect(await failure(register(advocate(licence(0, { gstPercent: 100 }))))).toMatchObject({ status: 400 })
    expect(await failure(register(advocate(licence(0, { expiryDate: '2026-04-01' }))))).toEqual({ status: 400, message: LICENCE_MESSAGES.expiry })
    expect(await failure(register(advocate({ 'AddAdvocateDealing[1].litigationCode': 'LT001', 'AddAdvocateDealing[1].subLitigationCode': 'X' })))).toEqual({ status: 400, message: LICENCE_MESSAGES.gaps })
  })

  it('is for the administrator only', async () => {
    await signInAs('advocate')
    expect(await failure(register(advocate()))).toEqual({ status: 403, message: MESSAGES.noAccess })
    const body = { encryptedAdvocateCode: demoAdvocate, ...Object.fromEntries(Object.entries(licence(0)).map(([k, v]) => [k.split('.')[1], v])), roleId: String(role().roleId), addUser: 'X' }
    expect(await failure(api.POST('/add-client-transaction-details', { body: body as never }))).toEqual({ status: 403, message: MESSAGES.noAccess })
  })

  it("serves an invoice only with a token and only to its own advocate or the administrator; ids guessed from the mock's source open nothing", async () => {
    const invoice = (id: string, token?: string) =>
      fetch(`${location.origin}/api/generate-client-transaction-pdf/${id}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
    const own = db().advocateTransactions.find((t) => t.advocateCode === DEMO_ADVOCATE_CODE)!
    const others = db().advocateTransactions.filter((t) => t.advocateCode !== DEMO_ADVOCATE_CODE).slice(0, 12)
    expect(others).toHaveLength(12)
    const ownId = encryptId('transaction', own.transactionId)

    const anonymous = await invoice(ownId)
    expect(anonymous.status).toBe(401)
    expect((await anonymous.json()).message).toBe(MESSAGES.unauthorized)

    const { token } = await signInAs('advocate')
    expect((await invoice(ownId, token)).headers.get('Content-Type')).toBe('application/pdf')
    for (const t of others) {
      // Another practice's real id is refused as not found; so is the id the old, public encoding made.
      for (const id of [encryptId('transaction', t.transactionId), publicSourceId('transaction', t.transactionId)]) {
        const answer = await invoice(id, token)
        expect(answer.status).toBe(404)
        expect((await answer.json()).message).toBe('The transaction was not found.')
      }
    }
    const admin = await signInAs('admin')
    expect((await invoice(publicSourceId('transaction', others[0]!.transactionId), admin.token)).status).toBe(404)
    expect((await invoice(encryptId('transaction', others[0]!.transactionId), admin.token)).headers.get('Content-Type')).toBe('application/pdf')
  })

  it('adds and updates a transaction with the overlap rule, and serves its invoice and mails it', async () => {
    await signInAs('admin')
    const before = (await api.POST('/client-transaction-detail-list', { body: { EncryptedAdvocateCode: demoAdvocate } })).data!.data
    const latest = before.at(-1)!
    const add = { encryptedAdvocateCode: demoAdvocate, roleId: latest.roleId!, invoiceNo: 'INV/99/1', invoiceDate: '2030-01-01', startDate: '2030-01-01', expiryDate: '2030-12-31', paymentType: 'Cash' as const, qty: 1, hsnCode: '998314', billingAmount: 1234.5, gstPercent: 18, addUser: 'SYSTEM ADMINISTRATOR' }
    const added = await api.POST('/add-client-transaction-details', { body: add })
    expect(added.data!.message).toBe(LICENCE_MESSAGES.added)
    const row = added.data!.data.transactionDetails.find((t) => t.invoiceNo === 'INV/99/1')!
    expect(row).toMatchObject({ gstAmount: 222.21, totalAmount: 1456.71 })
    expect(await failure(api.POST('/add-client-transaction-details', { body: { ...add, invoiceNo: 'INV/99/2', startDate: '2030-06-01', expiryDate: '2031-01-31' } }))).toEqual({
      status: 409,
      message: LICENCE_MESSAGES.overlap(latest.roleName!),
    })
    const updated = await api.POST('/update-client-transaction-details', { body: { ...add, encryptedAdvocateId: row.encryptedAdvocateId, billingAmount: 2000 } })
    expect(updated.data!.message).toBe(LICENCE_MESSAGES.updated)

    const pdf = (await api.GET('/generate-client-transaction-pdf/{id}', { params: { path: { id: row.encryptedAdvocateId } }, parseAs: 'blob' })).data!
    expect(new TextDecoder().decode(await pdf.slice(0, 5).arrayBuffer())).toBe('%PDF-')
    const text = await pdfText(pdf)
    if (text !== null) {
      expect(text).toContain('INV/99/1')
      expect(text).toContain('998314')
      expect(text).toContain('₹2,360.00')
      expect(text).toContain('Rupees Two Thousand Three Hundred Sixty Only')
    }
    const mail = await api.GET('/send-invoice-mail/{id}', { params: { path: { id: row.encryptedAdvocateId } } })
    expect(mail.data!.message).toContain('invoice')
    expect(lastMail()!.subject).toContain('INV/99/1')
  })

  it('serves the licence invoice as a GST tax invoice: CGST and SGST within Maharashtra, IGST from another state (CGST Rules, rule 46)', async () => {
    await signInAs('admin')
    const invoiceText = async (advocateCode: number) => {
      const [row] = (await api.POST('/client-transaction-detail-list', { body: { EncryptedAdvocateCode: encryptId('advocate', advocateCode) } })).data!.data
      const pdf = (await api.GET('/generate-client-transaction-pdf/{id}', { params: { path: { id: row!.encryptedAdvocateId } }, parseAs: 'blob' })).data!
      // In the order drawn: a heading that wraps ('CGST @' over '9%') stays together.
      const text = await pdfText(pdf, 'drawn')
      return { text: text && text.replace(/\s+/g, ' '), licence: row! }
    }
    const rules = ['Supplier GSTIN: 27AAACD1234F1Z5 State: MAHARASHTRA (27)', 'Tax payable on reverse charge: No', 'For Case Diary Legal Software', 'Authorised Signatory', 'SAC']

    // The demo advocate: Maharashtra, registered (GSTIN 27…), as the supplier.
    const within = await invoiceText(DEMO_ADVOCATE_CODE)
    if (within.text !== null) {
      for (const rule of rules) expect(within.text).toContain(rule)
      expect(within.text).toContain('Recipient GSTIN: 27ABCPD1234F1Z5 State: MAHARASHTRA (27)')
      expect(within.text).toContain('Place of Supply: MAHARASHTRA (27) Intra-state supply: CGST and SGST')
      expect(within.text).toMatch(/CGST @ 9% SGST @ 9%/)
      expect(within.text).not.toContain('IGST')
      const half = within.licence.gstAmount! / 2
      expect(within.text).toContain(`₹${half.toLocaleString('en-IN', { minimumFractionDigits: 2 })} ₹${half.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`)
    }

    // An advocate in Karnataka: integrated tax, and the place of supply says where.
    const karnataka = db().advocates.find((a) => a.stateCode === 'KA')!
    const across = await invoiceText(karnataka.advocateCode)
    if (across.text !== null) {
      for (const rule of rules) expect(across.text).toContain(rule)
      expect(across.text).toContain('Place of Supply: KARNATAKA (29) Inter-state supply: IGST')
      expect(across.text).toContain('IGST @ 18%')
      expect(across.text).not.toContain('CGST')
      expect(across.text).toContain(`Recipient GSTIN: ${karnataka.gstNo || 'Not registered'} State: KARNATAKA (29)`)
    }
  })

  it('adds, changes and deletes dealing rows, refusing a pair twice', async () => {
    await signInAs('admin')
    const list = async () => (await api.POST('/advocate-dealing-list', { body: { encryptedAdvocateCode: demoAdvocate } })).data!.data.advocateDealingList
    const taken = (await list())[0]!
    expect(await failure(api.POST('/add-advocate-dealing', { body: [{ encryptedAdvocateCode: demoAdvocate, litigationCode: taken.litigationCode, subLitigationCode: taken.subLitigationCode }] }))).toEqual({
      status: 409,
      message: LICENCE_MESSAGES.dealingTaken,
    })
    const free = db().litigationTypeDetails.find((d) => !db().advocateDealings.some((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.subLitigationCode === d.subLitigationCode))!
    await api.POST('/add-advocate-dealing', { body: [{ encryptedAdvocateCode: demoAdvocate, litigationCode: free.litigationCode, subLitigationCode: free.subLitigationCode }] })
    const added = (await list()).find((d) => d.subLitigationCode === free.subLitigationCode)!
    const deleted = await api.DELETE('/delete-advocate-dealing', { body: { encryptedAdvocateDealingId: added.encryptedAdvocateDealingId } })
    expect(deleted.data!.message).toBe(LICENCE_MESSAGES.dealingDeleted)
    expect((await list()).some((d) => d.subLitigationCode === free.subLitigationCode)).toBe(false)
  })
})
