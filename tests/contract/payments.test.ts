import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { AMOUNT_NEEDED, CHEQUE_DATE_NEEDED, PAYMENT_ADDED, PAYMENT_DELETED, PAYMENT_KEEPS_CLIENT, PAYMENT_NO_NEEDED, PAYMENT_UPDATED } from '@mocks/handlers/payments'
import { MESSAGES } from '@mocks/http'
import { provider } from '@mocks/provider'
import { signInAs } from '../support/session'

type AddRequest = components['schemas']['PaymentAddRequest']

const advocateCode = encryptId('advocate', DEMO_ADVOCATE_CODE)
const db = () => provider().db
const ownCase = () => db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && db().cases.filter((k) => k.clientCode === c.clientCode).length >= 2)!
const otherCase = () => db().cases.find((c) => c.advocateCode !== DEMO_ADVOCATE_CODE)!
const paymentsOf = (clientCode: number) => db().clientPayments.filter((p) => p.clientCode === clientCode)
const sumOf = (clientCode: number) => Math.round(paymentsOf(clientCode).reduce((t, p) => t + p.amount, 0) * 100) / 100
const cheque = (patch: Partial<AddRequest> = {}): AddRequest => {
  const c = ownCase()
  return { encryptedClientCode: encryptId('client', c.clientCode), caseNo: c.clientCaseNo, paymentType: 'Cheque', paymentNo: '004512', chequeDate: '2026-01-02', paymentDate: '2026-01-05', payAmount: 1250.75, addUser: 'ADVOCATE', ...patch }
}
const anonymous = async (method: string, path: string, body: unknown) => {
  const response = await fetch(new URL(`/api${path}`, location.href), { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
  return { status: response.status, ...((await response.json()) as { message: string }) }
}

describe('client payment calls', () => {
  it('lists one row per own client with their case count and payment total', async () => {
    await signInAs('advocate')
    const { data } = await api.POST('/client-payment-list', { body: { pageNumber: 1, pageSize: 1000, EncryptedAdvocateCode: advocateCode } })
    const own = db().clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
    expect(data!.data.totalCount).toBe(own.length)
    const c = ownCase()
    expect(data!.data.clientPaymentList.find((r) => r.clientCode === String(c.clientCode))).toMatchObject({
      encryptedClientCode: encryptId('client', c.clientCode),
      totalNoOfCase: db().cases.filter((k) => k.clientCode === c.clientCode).length,
      totalAmount: sumOf(c.clientCode),
    })
  })

  it('adds a cheque and a cash payment; the client’s list and total follow; update and delete act on the row', async () => {
    await signInAs('advocate')
    const c = ownCase()
    const encryptedClientCode = encryptId('client', c.clientCode)
    const before = sumOf(c.clientCode)
    const added = await api.POST('/add-payment-detail', { body: cheque() })
    expect(added.data!.message).toBe(PAYMENT_ADDED)
    const cash = await api.POST('/add-payment-detail', { body: { ...cheque({ paymentType: 'Cash', payAmount: 500 }), paymentNo: undefined, chequeDate: undefined } })
    const list = await api.POST('/payment-detail-list', { body: { pageNumber: 1, pageSize: 1000, EncryptedAdvocateCode: advocateCode, encryptedClientCode } })
    expect(list.data!.data.totalAmount).toBe(Math.round((before + 1750.75) * 100) / 100)
    expect(list.data!.data.paymentDetailList).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ encryptedClientPaymentId: added.data!.data.encryptedClientPaymentId, paymentType: 'Cheque', paymentNo: '004512', chequeDate: '2026-01-02', amount: 1250.75 }),
        expect.objectContaining({ encryptedClientPaymentId: cash.data!.data.encryptedClientPaymentId, paymentType: 'Cash', paymentNo: null, chequeDate: null, amount: 500 }),
      ]),
    )
    const { payAmount, addUser, ...fields } = cheque()
    void payAmount
    void addUser
    const updated = await api.POST('/update-payment-detail', { body: { ...fields, encryptedClientPaymentId: added.data!.data.encryptedClientPaymentId, amount: 2000, modifyUser: 'ADVOCATE' } })
    expect(updated.data!.message).toBe(PAYMENT_UPDATED)
    expect(sumOf(c.clientCode)).toBe(Math.round((before + 2500) * 100) / 100)
    const removed = await api.DELETE('/delete-payment-detail', { body: { encryptedClientPaymentId: cash.data!.data.encryptedClientPaymentId } })
    expect(removed.data!.message).toBe(PAYMENT_DELETED)
    expect(sumOf(c.clientCode)).toBe(Math.round((before + 2000) * 100) / 100)
  })

  it('answers 400 for a cheque without its date or number, a zero amount, a moved client', async () => {
    await signInAs('advocate')
    await expect(api.POST('/add-payment-detail', { body: cheque({ chequeDate: undefined }) })).rejects.toThrow(/chequeDate/)
    await expect(api.POST('/add-payment-detail', { body: cheque({ paymentNo: undefined }) })).rejects.toThrow(/paymentNo/)
    await expect(api.POST('/add-payment-detail', { body: cheque({ payAmount: 0 }) })).rejects.toMatchObject({ status: 400 })
    const added = await api.POST('/add-payment-detail', { body: cheque() })
    const other = db().cases.find((k) => k.advocateCode === DEMO_ADVOCATE_CODE && k.clientCode !== ownCase().clientCode)!
    const { payAmount, addUser, ...fields } = cheque()
    void payAmount
    void addUser
    await expect(
      api.POST('/update-payment-detail', { body: { ...fields, encryptedClientCode: encryptId('client', other.clientCode), caseNo: other.clientCaseNo, encryptedClientPaymentId: added.data!.data.encryptedClientPaymentId, amount: 10 } }),
    ).rejects.toEqual(new ApiError(PAYMENT_KEEPS_CLIENT, 400))
    // The provider's own words when a request slips past the contract's checks.
    expect([CHEQUE_DATE_NEEDED, PAYMENT_NO_NEEDED, AMOUNT_NEEDED]).toEqual(['Select chequeDate date', 'Enter payment no.', 'Please enter amount'])
  })

  it('answers 404 for a case of another client, another advocate’s client or payment, and an unknown id', async () => {
    await signInAs('advocate')
    const foreign = otherCase()
    const other = db().cases.find((k) => k.advocateCode === DEMO_ADVOCATE_CODE && k.clientCode !== ownCase().clientCode)!
    await expect(api.POST('/add-payment-detail', { body: cheque({ caseNo: other.clientCaseNo === ownCase().clientCaseNo ? 'NO/SUCH/CASE' : other.clientCaseNo }) })).rejects.toEqual(new ApiError('The case was not found.', 404))
    await expect(api.POST('/add-payment-detail', { body: cheque({ encryptedClientCode: encryptId('client', foreign.clientCode), caseNo: foreign.clientCaseNo }) })).rejects.toEqual(new ApiError('The client was not found.', 404))
    await expect(api.POST('/payment-detail-list', { body: { pageNumber: 1, pageSize: 15, EncryptedAdvocateCode: advocateCode, encryptedClientCode: encryptId('client', foreign.clientCode) } })).rejects.toEqual(
      new ApiError('The client was not found.', 404),
    )
    const foreignPayment = db().clientPayments.find((p) => db().clients.find((c) => c.clientCode === p.clientCode)?.advocateCode !== DEMO_ADVOCATE_CODE)
    if (foreignPayment) await expect(api.DELETE('/delete-payment-detail', { body: { encryptedClientPaymentId: encryptId('payment', foreignPayment.clientPaymentId) } })).rejects.toEqual(new ApiError('The payment was not found.', 404))
    await expect(api.DELETE('/delete-payment-detail', { body: { encryptedClientPaymentId: 'not-an-id' } })).rejects.toEqual(new ApiError('The payment was not found.', 404))
    const { payAmount, addUser, ...fields } = cheque()
    void payAmount
    void addUser
    await expect(api.POST('/update-payment-detail', { body: { ...fields, encryptedClientPaymentId: encryptId('payment', 999999), amount: 1 } })).rejects.toEqual(new ApiError('The payment was not found.', 404))
  })

  it('answers 401 without a token on every call', async () => {
    const bodies: [string, string, unknown][] = [
      ['POST', '/client-payment-list', { pageNumber: 1, pageSize: 15 }],
      ['POST', '/payment-detail-list', { pageNumber: 1, pageSize: 15, encryptedClientCode: 'x' }],
      ['POST', '/add-payment-detail', cheque()],
      ['POST', '/update-payment-detail', { ...cheque(), encryptedClientPaymentId: 'x', amount: 1 }],
      ['DELETE', '/delete-payment-detail', { encryptedClientPaymentId: 'x' }],
    ]
    for (const [method, path, body] of bodies) expect(await anonymous(method, path, body)).toMatchObject({ status: 401, message: MESSAGES.unauthorized })
  })
})
