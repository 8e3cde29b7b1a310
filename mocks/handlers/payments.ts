import type { components } from '../../src/api/schema.gen'
import type { Client, ClientPayment, SecurityUser } from '../db'
import { KIND, MESSAGES, advocateScope, authUser, fail, http, idOf, isAdmin, ok, requireId } from '../http'
import { byText, listOf, sameText } from '../kit'
import { commit, db, provider } from '../provider'

export const PAYMENT_ADDED = 'Payment Details added successfully!'
export const PAYMENT_UPDATED = 'Payment Details updated successfully!'
export const PAYMENT_DELETED = 'Payment detail deleted successfully!'
/** Spec 2 §5: the form's messages, kept by the provider whatever the form did. */
export const CHEQUE_DATE_NEEDED = 'Select chequeDate date'
export const PAYMENT_NO_NEEDED = 'Enter payment no.'
export const AMOUNT_NEEDED = 'Please enter amount'
export const PAYMENT_KEEPS_CLIENT = 'encryptedClientCode: a payment keeps its client.'

type Fields = components['schemas']['PaymentFields']

const CLIENT_WHAT = 'The client'
const PAYMENT_WHAT = 'The payment'
const CASE_WHAT = 'The case'

/** The advocate whose records the user reaches: their own, or for an administrator the one named (any when none is). */
const scopeOf = (user: SecurityUser, requested: unknown) => (requested === undefined && isAdmin(user) ? null : advocateScope(user, requested))

function ownClient(user: SecurityUser, encryptedClientCode: unknown, requestedAdvocate?: unknown): Client {
  const code = requireId(KIND.client, encryptedClientCode, CLIENT_WHAT)
  const advocate = scopeOf(user, requestedAdvocate)
  const found = db().clients.find((c) => c.clientCode === code && (advocate === null || c.advocateCode === advocate))
  if (!found) throw fail(404, MESSAGES.notFound(CLIENT_WHAT))
  return found
}

function ownPayment(user: SecurityUser, encryptedClientPaymentId: unknown): ClientPayment {
  const id = requireId(KIND.payment, encryptedClientPaymentId, PAYMENT_WHAT)
  const advocate = scopeOf(user, undefined)
  const clients = new Map(db().clients.map((c) => [c.clientCode, c]))
  const found = db().clientPayments.find((p) => p.clientPaymentId === id && (advocate === null || clients.get(p.clientCode)?.advocateCode === advocate))
  if (!found) throw fail(404, MESSAGES.notFound(PAYMENT_WHAT))
  return found
}

/** Spec 2 §3, §5: the case must be the client's; a Cheque needs its date and number; Cash keeps neither. */
function stored(client: Client, body: Fields, amount: number) {
  const kase = db().cases.find((c) => c.clientCode === client.clientCode && sameText(c.clientCaseNo, body.caseNo))
  if (!kase) throw fail(404, MESSAGES.notFound(CASE_WHAT))
  const cash = body.paymentType === 'Cash'
  if (!cash && !body.chequeDate && body.paymentType === 'Cheque') throw fail(400, CHEQUE_DATE_NEEDED)
  if (!cash && !body.paymentNo?.trim()) throw fail(400, PAYMENT_NO_NEEDED)
  if (!(amount > 0)) throw fail(400, AMOUNT_NEEDED)
  return {
    clientCode: client.clientCode,
    caseId: kase.caseId,
    caseNo: kase.clientCaseNo,
    paymentType: body.paymentType,
    paymentNo: cash ? '' : (body.paymentNo ?? '').trim(),
    chequeDate: cash ? null : (body.chequeDate ?? null),
    paymentDate: body.paymentDate,
    amount: Math.round(amount * 100) / 100,
  }
}

const sum = (payments: readonly ClientPayment[]) => Math.round(payments.reduce((total, p) => total + p.amount, 0) * 100) / 100

const paymentRow = (p: ClientPayment) => ({
  encryptedClientPaymentId: idOf(KIND.payment, p.clientPaymentId),
  clientPaymentId: p.clientPaymentId,
  encryptedClientCode: idOf(KIND.client, p.clientCode),
  caseNo: p.caseNo,
  paymentType: p.paymentType,
  paymentNo: p.paymentNo || null,
  chequeDate: p.chequeDate,
  paymentDate: p.paymentDate,
  amount: p.amount,
})

/** Client payments (spec 2 §2, §7): every call is scoped to the advocate; a non-admin user reaches only their own advocate's clients. */
export const paymentHandlers = [
  http.post('/client-payment-list', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = advocateScope(user, body.EncryptedAdvocateCode)
    const clients = db().clients.filter((c) => c.advocateCode === advocate)
    const { rows, totalCount } = listOf(clients, body, { search: (c) => [c.clientName, c.mobileNo, c.clientCode], sort: byText((c) => c.clientName) })
    const data = db()
    return response(200).json(
      ok({
        totalCount,
        clientPaymentList: rows.map((c) => ({
          clientName: c.clientName,
          clientCode: String(c.clientCode),
          encryptedClientCode: idOf(KIND.client, c.clientCode),
          mobileNo: c.mobileNo,
          totalNoOfCase: data.cases.filter((k) => k.clientCode === c.clientCode).length,
          totalAmount: sum(data.clientPayments.filter((p) => p.clientCode === c.clientCode)),
        })),
      }),
    )
  }),

  http.post('/payment-detail-list', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const client = ownClient(user, body.encryptedClientCode, body.EncryptedAdvocateCode)
    const payments = db().clientPayments.filter((p) => p.clientCode === client.clientCode)
    const search = (p: ClientPayment) => [p.caseNo, p.paymentType, p.paymentNo, p.paymentDate, p.chequeDate, p.amount]
    const sort = (a: ClientPayment, b: ClientPayment) => b.paymentDate.localeCompare(a.paymentDate) || b.clientPaymentId - a.clientPaymentId
    const { rows, totalCount } = listOf(payments, body, { search, sort })
    // The total is of every matching payment, not only this page's.
    const matching = listOf(payments, body, { search, all: true }).rows
    return response(200).json(ok({ totalCount, totalAmount: sum(matching), paymentDetailList: rows.map(paymentRow) }))
  }),

  http.post('/add-payment-detail', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const client = ownClient(user, body.encryptedClientCode)
    const clientPaymentId = provider().nextId('clientPayments')
    db().clientPayments.push({ clientPaymentId, ...stored(client, body, body.payAmount) })
    commit()
    return response(200).json(ok({ encryptedClientPaymentId: idOf(KIND.payment, clientPaymentId) }, PAYMENT_ADDED))
  }),

  http.post('/update-payment-detail', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const found = ownPayment(user, body.encryptedClientPaymentId)
    const client = ownClient(user, body.encryptedClientCode)
    if (client.clientCode !== found.clientCode) throw fail(400, PAYMENT_KEEPS_CLIENT)
    Object.assign(found, stored(client, body, body.amount))
    commit()
    return response(200).json(ok(null, PAYMENT_UPDATED))
  }),

  http.delete('/delete-payment-detail', async ({ request, response }) => {
    const user = authUser(request)
    const { encryptedClientPaymentId } = await request.json()
    const found = ownPayment(user, encryptedClientPaymentId)
    const data = db()
    data.clientPayments = data.clientPayments.filter((p) => p.clientPaymentId !== found.clientPaymentId)
    commit()
    return response(200).json(ok(null, PAYMENT_DELETED))
  }),
]
