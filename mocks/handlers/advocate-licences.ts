import { HttpResponse } from 'msw'
import type { components } from '../../src/api/schema.gen'
import type { Advocate, AdvocateDealing, AdvocateTransaction, IsoDate, SecurityUser } from '../db'
import { formOf, operationOf } from '../contract/check-request'
import { KIND, advocateScope, authUser, fail, http, idOf, isAdmin, ok, requireAdmin, requireId } from '../http'
import { sendMail } from '../outbox'
import { storedPicture } from '../picture'
import { commit, db, provider } from '../provider'
import { pdfLanguage } from '../pdf/language'

/** Spec 2 §5 and §8: the provider says the same as the screen. */
export const LICENCE_MESSAGES = {
  registered: 'Advocate registered successfully!',
  noTransaction: 'At least one transaction detail required',
  overlap: (role: string) => `For this date range ${role} already exists, please select other date range`,
  expiry: 'Expiry date cannot be same or less than Start Date',
  billing: 'Billing amount should be greater than zero',
  added: 'Transaction Added Successfully',
  updated: 'Transaction Updated Successfully',
  mailed: (email: string) => `The invoice was sent to ${email}.`,
  dealingFields: 'All the fields are required',
  dealingTaken: 'Litigation type detail already exists',
  dealingDetail: 'The litigation type detail does not belong to that litigation.',
  dealingsSaved: 'Advocate dealing details saved successfully',
  dealingDeleted: 'Advocate dealing details deleted successfully',
  unknownRole: 'The role was not found.',
  gaps: 'Indexed rows must count from 0 without gaps.',
} as const

type TransactionFields = Omit<components['schemas']['TransactionAddRequest'], 'encryptedAdvocateCode'>
type DealingFields = { litigationCode: string; subLitigationCode: string }

const round2 = (n: number) => Math.round(n * 100) / 100
const overlaps = (a: { startDate: string; expiryDate: string }, b: { startDate: string; expiryDate: string }) => a.startDate <= b.expiryDate && b.startDate <= a.expiryDate
const roleName = (roleId: number) => db().roles.find((r) => r.roleId === roleId)?.roleName

/** The advocate a user may reach: any for the administrator, only their own for anyone else (404 otherwise). */
function ownAdvocate(user: SecurityUser, encryptedAdvocateCode: unknown): Advocate {
  const code = advocateScope(user, encryptedAdvocateCode)
  if (!isAdmin(user) && encryptedAdvocateCode !== undefined && requireId(KIND.advocate, encryptedAdvocateCode, 'The advocate') !== code) throw fail(404, 'The advocate was not found.')
  const advocate = db().advocates.find((a) => a.advocateCode === code)
  if (!advocate) throw fail(404, 'The advocate was not found.')
  return advocate
}

/**
 * A transaction as stored, with the spec's rules (§5): expiry after start, billing above zero, a known
 * role, no overlapping range of the same role among `others`. GST and total are computed here.
 */
function checkedTransaction(fields: TransactionFields, others: readonly AdvocateTransaction[]) {
  const roleId = Number(fields.roleId)
  const role = Number.isInteger(roleId) ? roleName(roleId) : undefined
  if (!role) throw fail(400, LICENCE_MESSAGES.unknownRole)
  if (fields.expiryDate <= fields.startDate) throw fail(400, LICENCE_MESSAGES.expiry)
  if (!(fields.billingAmount > 0)) throw fail(400, LICENCE_MESSAGES.billing)
  if (others.some((t) => t.roleId === roleId && overlaps(t, fields))) throw fail(409, LICENCE_MESSAGES.overlap(role))
  const taxable = round2(fields.qty * fields.billingAmount)
  const gstPercent = fields.gstPercent ?? 0
  const gstAmount = round2((taxable * gstPercent) / 100)
  return {
    roleId,
    invoiceNo: fields.invoiceNo.trim().toUpperCase(),
    invoiceDate: fields.invoiceDate as IsoDate,
    startDate: fields.startDate as IsoDate,
    expiryDate: fields.expiryDate as IsoDate,
    paymentType: fields.paymentType,
    paymentNo: fields.paymentType === 'Cash' ? '' : (fields.paymentNo ?? '').trim().toUpperCase(),
    qty: fields.qty,
    hsnCode: fields.hsnCode.trim().toUpperCase(),
    billingAmount: fields.billingAmount,
    gstPercent,
    gstAmount,
    totalAmount: round2(taxable + gstAmount),
    addUser: fields.addUser,
  }
}

const transactionRow = (t: AdvocateTransaction): components['schemas']['TransactionDetail'] => ({
  encryptedAdvocateId: idOf(KIND.transaction, t.transactionId),
  advocateId: t.transactionId,
  roleId: String(t.roleId),
  roleName: roleName(t.roleId) ?? '',
  invoiceNo: t.invoiceNo,
  invoiceDate: t.invoiceDate,
  startDate: t.startDate,
  expiryDate: t.expiryDate,
  paymentType: t.paymentType,
  paymentNo: t.paymentNo,
  qty: t.qty,
  hsnCode: t.hsnCode,
  billingAmount: t.billingAmount,
  gstPercent: t.gstPercent,
  gstAmount: t.gstAmount,
  totalAmount: t.totalAmount,
  addUser: t.addUser,
})

const transactionsOf = (advocateCode: number) =>
  db()
    .advocateTransactions.filter((t) => t.advocateCode === advocateCode)
    .sort((a, b) => a.startDate.localeCompare(b.startDate) || a.transactionId - b.transactionId)

/** Spec 2 §4: the advocate carries the dates of its latest licence. */
function copyLatestDates(advocate: Advocate) {
  const latest = transactionsOf(advocate.advocateCode).at(-1)
  advocate.startDate = latest?.startDate ?? null
  advocate.expiryDate = latest?.expiryDate ?? null
}

/** A dealing pair must name a litigation and one of its details, once per advocate (`except`: the row being changed). */
function checkDealing(advocateCode: number, row: DealingFields, taken: readonly DealingFields[]) {
  const detail = db().litigationTypeDetails.find((d) => d.subLitigationCode === row.subLitigationCode)
  if (!db().litigationTypes.some((l) => l.litigationCode === row.litigationCode) || !detail) throw fail(400, LICENCE_MESSAGES.dealingFields)
  if (detail.litigationCode !== row.litigationCode) throw fail(400, LICENCE_MESSAGES.dealingDetail)
  if (taken.some((d) => d.litigationCode === row.litigationCode && d.subLitigationCode === row.subLitigationCode)) throw fail(409, LICENCE_MESSAGES.dealingTaken)
  return { advocateCode, litigationCode: row.litigationCode, subLitigationCode: row.subLitigationCode }
}

const dealingsOf = (advocateCode: number) => db().advocateDealings.filter((d) => d.advocateCode === advocateCode)

function dealingRow(d: AdvocateDealing): components['schemas']['AdvocateDealingRow'] {
  const litigation = db().litigationTypes.find((l) => l.litigationCode === d.litigationCode)
  const detail = db().litigationTypeDetails.find((x) => x.subLitigationCode === d.subLitigationCode)
  return {
    encryptedAdvocateDealingId: idOf(KIND.dealing, d.advocateDealingId),
    encryptedAdvocateCode: idOf(KIND.advocate, d.advocateCode),
    litigationCode: d.litigationCode,
    subLitigationCode: d.subLitigationCode,
    litigationName: litigation?.litigationName ?? d.litigationCode,
    litigationTypeDetailName: detail?.litigationTypeDetailName ?? d.subLitigationCode,
  }
}

function ownDealing(user: SecurityUser, value: unknown): AdvocateDealing {
  const id = requireId(KIND.dealing, value, 'The advocate dealing')
  const found = db().advocateDealings.find((d) => d.advocateDealingId === id && (isAdmin(user) || d.advocateCode === user.advocateCode))
  if (!found) throw fail(404, 'The advocate dealing was not found.')
  return found
}

/** The indexed rows `Prefix[i].field` of a multipart body (already checked by the contract), in index order, without gaps. */
function indexedRows(body: Record<string, unknown>, prefix: string): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = []
  for (const [key, value] of Object.entries(body)) {
    const match = new RegExp(`^${prefix}\\[(\\d+)\\]\\.(\\w+)$`).exec(key)
    if (match) (rows[Number(match[1])] ??= {})[match[2]!] = value
  }
  if (rows.some((r) => r === undefined) || rows.length !== Object.keys(rows).length) throw fail(400, LICENCE_MESSAGES.gaps)
  return rows
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const upper = (value: unknown) => text(value).toUpperCase()

/** Spec 2 §2: registration, licence transactions with their invoice, and litigation dealings (administrator). */
export const advocateLicenceHandlers = [
  http.post('/advocate-registration', async ({ request, response }) => {
    const user = requireAdmin(request)
    // Read as the contract check read it: numbers as numbers, the picture by its name.
    const body = await formOf(operationOf('post', '/advocate-registration').form ?? {}, request)
    if (typeof body === 'string') throw fail(400, body)
    const typed = (key: string) => body[key]
    const rows = indexedRows(body, 'AddClientTransactionDetails').map((r) => ({ ...r, roleId: String(r.roleId ?? ''), addUser: text(r.addUser) || user.userName })) as unknown as TransactionFields[]
    if (!rows.length) throw fail(400, LICENCE_MESSAGES.noTransaction)
    const dealings = indexedRows(body, 'AddAdvocateDealing') as DealingFields[]
    if (dealings.some((d) => !d.litigationCode || !d.subLitigationCode)) throw fail(400, LICENCE_MESSAGES.dealingFields)

    // Every row is checked before anything is stored: a refused row leaves no half-registered advocate.
    const advocateCode = provider().nextId('advocates')
    const transactions: AdvocateTransaction[] = []
    for (const row of rows) transactions.push({ transactionId: 0, advocateCode, ...checkedTransaction(row, transactions) })
    const pairs: DealingFields[] = []
    for (const d of dealings) pairs.push(checkDealing(advocateCode, d, pairs))
    const file = (await request.formData()).get('advocatePicFile')
    // A file part (not text); in Node a Blob with a name.
    const picture = file !== null && typeof file !== 'string' ? await storedPicture(file, 'advocatePicFile') : null

    const data = db()
    const advocate: Advocate = {
      advocateCode,
      advocateName: upper(typed('advocateName')),
      chamberNo: upper(typed('chamberNo')),
      practiceSince: text(typed('practiceSince')),
      contactPerson: upper(typed('contactPerson')),
      needSEO: typed('needSEO') === 'Y' ? 'Y' : 'N',
      countryCode: text(typed('countryCode')),
      stateCode: text(typed('stateCode')),
      email: text(typed('email')).toLowerCase(),
      mobileNo: text(typed('mobileNo')),
      landlineNo: text(typed('landlineNo')),
      advocateAddress1: upper(typed('advocateAddress1')),
      advocateAddress2: upper(typed('advocateAddress2')),
      advocateAddress3: upper(typed('advocateAddress3')),
      clientProfile: upper(typed('clientProfile')),
      noOfUsers: Number(typed('noOfUsers')),
      gstNo: upper(typed('gstNo')),
      advocatePortalUrl: '',
      startDate: null,
      expiryDate: null,
      advocatePicFileURL: picture,
    }
    data.advocates.push(advocate)
    for (const t of transactions) data.advocateTransactions.push({ ...t, transactionId: provider().nextId('advocateTransactions') })
    for (const d of pairs) data.advocateDealings.push({ advocateDealingId: provider().nextId('advocateDealings'), advocateCode, ...d })
    copyLatestDates(advocate)
    commit()
    const answer = { encryptedAdvocateCode: idOf(KIND.advocate, advocateCode), startDate: advocate.startDate, expiryDate: advocate.expiryDate }
    return response(200).json(ok(answer, LICENCE_MESSAGES.registered))
  }),

  http.post('/client-transaction-detail-list', async ({ request, response }) => {
    const user = authUser(request)
    const { EncryptedAdvocateCode } = await request.json()
    const advocate = ownAdvocate(user, EncryptedAdvocateCode)
    return response(200).json(ok(transactionsOf(advocate.advocateCode).map(transactionRow)))
  }),

  http.post('/add-client-transaction-details', async ({ request, response }) => {
    requireAdmin(request)
    const { encryptedAdvocateCode, ...fields } = await request.json()
    const advocate = ownAdvocate(authUser(request), encryptedAdvocateCode)
    const stored = checkedTransaction(fields, transactionsOf(advocate.advocateCode))
    db().advocateTransactions.push({ transactionId: provider().nextId('advocateTransactions'), advocateCode: advocate.advocateCode, ...stored })
    copyLatestDates(advocate)
    commit()
    return response(200).json(ok({ transactionDetails: transactionsOf(advocate.advocateCode).map(transactionRow) }, LICENCE_MESSAGES.added))
  }),

  http.post('/update-client-transaction-details', async ({ request, response }) => {
    const user = requireAdmin(request)
    const { encryptedAdvocateCode, encryptedAdvocateId, advocateId: _listed, ...fields } = await request.json()
    const advocate = ownAdvocate(user, encryptedAdvocateCode)
    const id = requireId(KIND.transaction, encryptedAdvocateId, 'The transaction')
    const found = db().advocateTransactions.find((t) => t.transactionId === id && t.advocateCode === advocate.advocateCode)
    if (!found) throw fail(404, 'The transaction was not found.')
    Object.assign(found, checkedTransaction(fields, transactionsOf(advocate.advocateCode).filter((t) => t !== found)))
    copyLatestDates(advocate)
    commit()
    return response(200).json(ok({ transactionDetails: transactionsOf(advocate.advocateCode).map(transactionRow) }, LICENCE_MESSAGES.updated))
  }),

  // A token like every call (the contract's decision): an invoice is another practice's tax record, and
  // only the administrator or the transaction's own advocate may read it; any other id is not found.
  http.get('/generate-client-transaction-pdf/{id}', async ({ request, params, response }) => {
    const user = authUser(request)
    const id = requireId(KIND.transaction, params.id, 'The transaction')
    const transaction = db().advocateTransactions.find((t) => t.transactionId === id && (isAdmin(user) || t.advocateCode === user.advocateCode))
    const advocate = transaction && db().advocates.find((a) => a.advocateCode === transaction.advocateCode)
    if (!transaction || !advocate) throw fail(404, 'The transaction was not found.')
    const { renderInvoice } = await import('../pdf/invoice')
    const pdf = await renderInvoice(transaction, advocate, roleName(transaction.roleId) ?? '', pdfLanguage(request))
    return response.untyped(HttpResponse.arrayBuffer(pdf, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="Invoice.pdf"' } }))
  }),

  http.get('/send-invoice-mail/{id}', async ({ request, params, response }) => {
    const user = authUser(request)
    const id = requireId(KIND.transaction, params.id, 'The transaction')
    const transaction = db().advocateTransactions.find((t) => t.transactionId === id && (isAdmin(user) || t.advocateCode === user.advocateCode))
    const advocate = transaction && db().advocates.find((a) => a.advocateCode === transaction.advocateCode)
    if (!transaction || !advocate) throw fail(404, 'The transaction was not found.')
    // The invoice needs a signed-in user, so the mail leads to the app's sign-in rather than to the PDF itself.
    sendMail({ to: advocate.email, subject: `Case Diary invoice ${transaction.invoiceNo}`, link: '/login', lines: [`Sign in to Case Diary to download invoice ${transaction.invoiceNo}.`] })
    return response(200).json(ok(null, LICENCE_MESSAGES.mailed(advocate.email)))
  }),

  http.post('/advocate-dealing-list', async ({ request, response }) => {
    const user = authUser(request)
    const { encryptedAdvocateCode } = await request.json()
    const advocate = ownAdvocate(user, encryptedAdvocateCode)
    return response(200).json(ok({ advocateDealingList: dealingsOf(advocate.advocateCode).map(dealingRow) }))
  }),

  http.post('/add-advocate-dealing', async ({ request, response }) => {
    const user = requireAdmin(request)
    const rows = await request.json()
    const checked = rows.map((row) => {
      const advocate = ownAdvocate(user, row.encryptedAdvocateCode)
      return { advocateCode: advocate.advocateCode, row }
    })
    const stored: (DealingFields & { advocateCode: number })[] = []
    for (const { advocateCode, row } of checked) stored.push(checkDealing(advocateCode, row, [...dealingsOf(advocateCode), ...stored.filter((s) => s.advocateCode === advocateCode)]))
    for (const d of stored) db().advocateDealings.push({ advocateDealingId: provider().nextId('advocateDealings'), ...d })
    commit()
    return response(200).json(ok(null, LICENCE_MESSAGES.dealingsSaved))
  }),

  http.post('/update-advocate-dealing', async ({ request, response }) => {
    const user = requireAdmin(request)
    const rows = await request.json()
    const changes = rows.map((row) => ({ found: ownDealing(user, row.encryptedAdvocateDealingId), row }))
    // Each new pair against the rows left as they are and the pairs changed before it.
    changes.forEach(({ found, row }, i) => {
      const same = (d: { advocateCode: number }) => d.advocateCode === found.advocateCode
      const kept = dealingsOf(found.advocateCode).filter((d) => !changes.some((c) => c.found === d))
      const earlier = changes.slice(0, i).filter((c) => same(c.found)).map((c) => c.row)
      checkDealing(found.advocateCode, row, [...kept, ...earlier])
    })
    for (const { found, row } of changes) Object.assign(found, { litigationCode: row.litigationCode, subLitigationCode: row.subLitigationCode })
    commit()
    return response(200).json(ok(null, LICENCE_MESSAGES.dealingsSaved))
  }),

  http.delete('/delete-advocate-dealing', async ({ request, response }) => {
    const user = requireAdmin(request)
    const { encryptedAdvocateDealingId } = await request.json()
    const found = ownDealing(user, encryptedAdvocateDealingId)
    const data = db()
    data.advocateDealings = data.advocateDealings.filter((d) => d !== found)
    commit()
    return response(200).json(ok(null, LICENCE_MESSAGES.dealingDeleted))
  }),
]
