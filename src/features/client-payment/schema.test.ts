import { describe, expect, it } from 'vitest'
import { EMPTY, MESSAGES, paymentSchema, type PaymentForm } from './schema'

const valid: PaymentForm = { ...EMPTY, clientCode: '1', encryptedClientCode: 'c', caseNo: 'CC/1/2026', paymentDate: '05-01-2026', paymentType: 'Cheque', chequeDate: '02-01-2026', paymentNo: '1', amount: '1' }
const messages = (patch: Partial<PaymentForm>) => {
  const result = paymentSchema.safeParse({ ...valid, ...patch })
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('payment schema (spec 2 §5)', () => {
  it('takes amounts above 0 of at most 18 characters, digits and one point', () => {
    expect(messages({ amount: '0.01' })).toEqual([])
    expect(messages({ amount: '0' })).toEqual([MESSAGES.amount])
    expect(messages({ amount: '' })).toEqual([MESSAGES.amount])
    expect(messages({ amount: '1.2.3' })).toEqual([MESSAGES.amount])
    expect(messages({ amount: '999999999.99' })).toEqual([])
    expect(messages({ amount: '1234567890123456.78' })).toEqual([MESSAGES.amountLength, MESSAGES.amountMax])
  })

  it('takes paise but nothing finer, and at most the largest amount: refused, never rounded', () => {
    expect(messages({ amount: '10.001' })).toEqual(['Amount can have at most 2 decimal places'])
    expect(messages({ amount: '10.5' })).toEqual([])
    expect(messages({ amount: '99.99' })).toEqual([])
    expect(messages({ amount: '1000000000' })).toEqual(['Amount can be at most 99,99,99,999.99'])
  })

  it('takes a payment no of 50 characters, not 51; Cash needs none, every other type does', () => {
    expect(messages({ paymentNo: 'A'.repeat(50) })).toEqual([])
    expect(messages({ paymentNo: 'A'.repeat(51) })).toEqual([MESSAGES.paymentNoLength])
    expect(messages({ paymentType: 'Cash', paymentNo: '', chequeDate: '' })).toEqual([])
    expect(messages({ paymentNo: '' })).toEqual([MESSAGES.paymentNo])
    expect(messages({ paymentType: '', paymentNo: '', chequeDate: '' })).toEqual([MESSAGES.paymentType, MESSAGES.paymentNo])
  })

  it('needs a cheque date for a Cheque only', () => {
    expect(messages({ chequeDate: '' })).toEqual([MESSAGES.chequeDate])
    expect(messages({ paymentType: 'Cash', paymentNo: '', chequeDate: '' })).toEqual([])
  })
})
