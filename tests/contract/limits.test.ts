import { describe, expect, it } from 'vitest'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { BODY_TOO_LARGE, MAX_JSON_BODY } from '@mocks/http'
import { provider } from '@mocks/provider'
import { missingLimits } from '../../scripts/check-request-limits.mjs'
import { signIn } from './fuzz/operations'

const send = (method: string, path: string, body: string | undefined, token: string | null) =>
  fetch(new URL(`/api${path}`, location.href), {
    method: method.toUpperCase(),
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  })
const sendAs = (token: string) => async (path: string, body: unknown) => {
  const response = await send('post', path, typeof body === 'string' ? body : JSON.stringify(body), token)
  return { status: response.status, ...((await response.json()) as { message: string; data: unknown }) }
}

const db = () => provider().db
const ownCase = () => db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE)!
const payment = (patch: Record<string, unknown> = {}) => {
  const c = ownCase()
  return { encryptedClientCode: encryptId('client', c.clientCode), caseNo: c.clientCaseNo, paymentType: 'Cash', paymentDate: '2026-01-05', payAmount: 100, addUser: 'ADVOCATE', ...patch }
}

describe('every request value has a limit (issue: security by contract, the limits)', () => {
  it('the contract gives every request number a maximum, integer a format, text a maxLength and list a maxItems', () => {
    expect(missingLimits()).toEqual([])
  })

  it('refuses a payment of 1.7e308 (stored as Infinity twice over before) with 400 naming the field', async () => {
    const post = sendAs(await signIn(send, 'advocate'))
    const count = db().clientPayments.length
    for (const payAmount of [1.7e308, 1e9]) {
      expect(await post('/add-payment-detail', payment({ payAmount }))).toEqual({ status: 400, message: 'payAmount must be at most 999999999.99.', data: null })
    }
    // JSON has no Infinity: the text is not valid JSON.
    expect(await post('/add-payment-detail', JSON.stringify(payment()).replace('"payAmount":100', '"payAmount":Infinity'))).toMatchObject({ status: 400 })
    expect(db().clientPayments.length).toBe(count)
    expect(await post('/add-payment-detail', payment({ payAmount: 999999999.99 }))).toMatchObject({ status: 200 })
  })

  it('refuses money with more than two decimals (10.001) with 400 naming the field, and takes 10.5 and 99.99 as sent', async () => {
    const post = sendAs(await signIn(send, 'advocate'))
    const count = db().clientPayments.length
    expect(await post('/add-payment-detail', payment({ payAmount: 10.001 }))).toEqual({ status: 400, message: 'payAmount can have at most 2 decimal places.', data: null })
    expect(db().clientPayments.length).toBe(count)
    for (const payAmount of [10.5, 99.99, 0.07, 123456789.12, 999999999.99]) {
      expect(await post('/add-payment-detail', payment({ payAmount }))).toMatchObject({ status: 200 })
      expect(db().clientPayments.at(-1)!.amount).toBe(payAmount)
    }
    // Binary floating point: 0.1 + 0.2 is 0.30000000000000004 in JSON, still 30 paise.
    expect(await post('/add-payment-detail', payment({ payAmount: 0.1 + 0.2 }))).toMatchObject({ status: 200 })
    expect(await post('/add-payment-detail', payment({ payAmount: 999999999.99 }))).toMatchObject({ status: 200 })
    // The same rule on every money field, an update's amount among them.
    const stored = db().clientPayments.at(-1)!
    const update = { ...payment(), payAmount: undefined, encryptedClientPaymentId: encryptId('payment', stored.clientPaymentId), amount: 0.125 }
    expect(await post('/update-payment-detail', update)).toMatchObject({ status: 400, message: 'amount can have at most 2 decimal places.' })
    expect(db().clientPayments.at(-1)!.amount).toBe(999999999.99)
  })

  it('refuses over-long text and over-long lists with 400 naming the field', async () => {
    const post = sendAs(await signIn(send, 'advocate'))
    expect(await post('/add-payment-detail', payment({ caseNo: 'X'.repeat(31) }))).toMatchObject({ status: 400, message: 'caseNo can have at most 30 characters.' })
    const admin = sendAs(await signIn(send, 'admin'))
    const states = Array.from({ length: 201 }, (_, i) => ({ stateName: `STATE ${i}` }))
    expect(await admin('/add-country-master', { countryName: 'LIMITLAND', states, addUser: 'ADMIN' })).toMatchObject({ status: 400, message: 'states can have at most 200 items.' })
  })

  it('answers 413 in the envelope to a JSON body over 1 MB, after the token', async () => {
    const token = await signIn(send, 'advocate')
    const body = JSON.stringify(payment({ note: 'X'.repeat(1.1 * MAX_JSON_BODY) }))
    const response = await send('post', '/add-payment-detail', body, token)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ status: 413, message: BODY_TOO_LARGE(MAX_JSON_BODY), data: null })
    expect((await send('post', '/add-payment-detail', body, null)).status).toBe(401)
  })
})
