import { describe, expect, it } from 'vitest'
import { INVALID_EMAIL, INVALID_MOBILE } from '@/lib/contact-schema'
import { tooLong } from '@/lib/text-schema'
import { EMPTY, MAX, MESSAGES, advocateFields, advocateSchema, type AdvocateForm } from './schema'
import { TEXTS } from './texts'
import { EMPTY_TRANSACTION, MAX as TMAX, MESSAGES as T, amounts, overlapOf, transactionSchema, type TransactionForm, type TransactionRow } from './transaction-schema'

const licence = (patch: Partial<TransactionForm> = {}): TransactionForm => ({
  ...EMPTY_TRANSACTION,
  roleId: '2',
  roleName: 'ADVOCATE LICENCE BASIC',
  invoiceNo: 'INV/26/1',
  invoiceDate: '01-04-2026',
  startDate: '01-04-2026',
  expiryDate: '31-03-2027',
  paymentType: 'NEFT',
  paymentNo: 'UTR1',
  hsnCode: '998314',
  billingAmount: '5000',
  gstPercent: '18',
  ...patch,
})
const row: TransactionRow = { ...licence(), encryptedAdvocateId: '', changed: true }
const valid = (patch: Partial<AdvocateForm> = {}): AdvocateForm => ({
  ...EMPTY,
  advocateName: 'Asha Kulkarni',
  chamberNo: 'B-12',
  countryCode: 'IN',
  stateCode: 'MH',
  email: 'asha@example.in',
  mobileNo: '9812345670',
  transactions: [row],
  ...patch,
})
const messages = (schema: typeof advocateSchema | typeof transactionSchema, values: unknown) => {
  const result = schema.safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}
const year = new Date().getFullYear()

describe('advocate validation (spec 2 §5)', () => {
  it('shows every required message at once', () =>
    expect(messages(advocateSchema, { ...EMPTY, noOfUsers: '' })).toEqual([MESSAGES.advocateName, MESSAGES.chamberNo, MESSAGES.country, MESSAGES.state, MESSAGES.email, MESSAGES.mobile, MESSAGES.noOfUsers, MESSAGES.transactions]))
  it.each([
    [{ practiceSince: String(year) }, []],
    [{ practiceSince: String(year + 1) }, [MESSAGES.practiceSince]],
    [{ noOfUsers: '999' }, []],
    [{ noOfUsers: '1000' }, [MESSAGES.noOfUsersMax]],
    [{ noOfUsers: '1' }, []],
    [{ noOfUsers: '0' }, [MESSAGES.noOfUsers]],
    [{ email: 'asha@example' }, [INVALID_EMAIL]],
    [{ mobileNo: '0812345670' }, [INVALID_MOBILE]],
    [{ advocateName: 'A'.repeat(60) }, []],
    [{ advocateName: 'A'.repeat(61) }, [tooLong('Advocate name', 60)]],
    [{ chamberNo: 'A'.repeat(51) }, [tooLong('Chamber no', 50)]],
    [{ contactPerson: 'A'.repeat(51) }, [tooLong('Contact person', 50)]],
    [{ landlineNo: '1'.repeat(40) }, []],
    [{ landlineNo: '1'.repeat(41) }, [tooLong('Landline no', 40)]],
    [{ advocateAddress3: 'A'.repeat(201) }, [tooLong('Address line 3', 200)]],
    [{ clientProfile: 'A'.repeat(500) }, []],
    [{ clientProfile: 'A'.repeat(501) }, [tooLong('Client profile', 500)]],
    [{ gstNo: 'A'.repeat(16) }, [tooLong('GST no', 15)]],
    [{ transactions: [] }, [MESSAGES.transactions]],
    [{ dealings: [{ encryptedAdvocateDealingId: '', litigationCode: 'LT001', subLitigationCode: '', litigationName: '', litigationTypeDetailName: '', changed: true }] }, [MESSAGES.dealingFields]],
  ])('%j → %j', (patch, expected) => expect(messages(advocateSchema, valid(patch as Partial<AdvocateForm>))).toEqual(expected))
})

describe('transaction validation (spec 2 §5)', () => {
  it('shows every required message at once', () =>
    expect(messages(transactionSchema, { ...EMPTY_TRANSACTION, qty: '' })).toEqual([T.role, T.invoiceNo, T.invoiceDate, T.startDate, T.expiryDate, T.paymentType, T.qty, T.hsnCode, T.billingAmount]))
  it.each([
    [{ gstPercent: '99.99' }, []],
    [{ gstPercent: '100' }, [T.gstMax]],
    [{ gstPercent: '99.991' }, [T.gstPercentLength, T.gstMax]],
    [{ billingAmount: '0' }, [T.billingAmount]],
    [{ billingAmount: '0.01' }, []],
    [{ billingAmount: '1'.repeat(14) }, [T.billingAmountLength, T.billingAmountMax]],
    // Money has paise and no finer: refused, not rounded (the contract's multipleOf 0.01).
    [{ billingAmount: '5000.255' }, ['Billing amount can have at most 2 decimal places']],
    [{ billingAmount: '5000.25' }, []],
    [{ billingAmount: '1000000000' }, ['Billing amount can be at most 99,99,99,999.99']],
    [{ billingAmount: '999999999.99' }, []],
    [{ expiryDate: '01-04-2026' }, [T.expiryAfterStart]],
    [{ expiryDate: '02-04-2026' }, []],
    [{ paymentType: 'Cash', paymentNo: '' }, []],
    [{ paymentType: 'Cheque', paymentNo: '' }, [T.paymentNo]],
    [{ qty: '01' }, [T.qtyStart]],
    [{ invoiceNo: 'A'.repeat(15) }, []],
    [{ invoiceNo: 'A'.repeat(16) }, [T.invoiceNoLength]],
    [{ hsnCode: '1'.repeat(9) }, [T.hsnCodeLength]],
    [{ paymentNo: 'A'.repeat(31) }, [T.paymentNoLength]],
  ])('%j → %j', (patch, expected) => expect(messages(transactionSchema, licence(patch))).toEqual(expected))

  it('refuses an overlapping range of the same role, touching ends included', () => {
    expect(overlapOf(licence({ startDate: '31-03-2027', expiryDate: '31-03-2028' }), [licence()])).toBe(T.overlap('ADVOCATE LICENCE BASIC'))
    expect(overlapOf(licence({ startDate: '01-04-2027', expiryDate: '31-03-2028' }), [licence()])).toBeNull()
    expect(overlapOf(licence({ roleId: '3' }), [licence()])).toBeNull()
  })

  it('totals qty × billing amount plus GST', () => expect(amounts({ qty: '2', billingAmount: '5000', gstPercent: '18' })).toEqual({ gstAmount: 1800, totalAmount: 11800 }))
})

describe('a name typed in Devanagari', () => {
  const name = 'अधिवक्ता रमेश शर्मा'
  it('passes every rule a Latin name passes, and is sent as typed', () => {
    expect(messages(advocateSchema, valid({ advocateName: name }))).toEqual([])
    expect(messages(advocateSchema, valid({ advocateName: 'Ramesh Sharma' }))).toEqual([])
    expect(advocateFields(valid({ advocateName: ` ${name} ` })).advocateName).toBe(name)
  })
  it('has the same length limit as a Latin name', () => {
    const long = 'क'.repeat(MAX.name)
    expect(messages(advocateSchema, valid({ advocateName: long }))).toEqual([])
    expect(messages(advocateSchema, valid({ advocateName: `${long}क` }))).toEqual([tooLong('Advocate name', MAX.name)])
  })
})

describe('the catalog holds the rules\' limit messages word for word, so that they show translated', () => {
  it.each([
    [TEXTS.messages.advocateNameLength, tooLong('Advocate name', MAX.name)],
    [TEXTS.messages.chamberNoLength, tooLong('Chamber no', MAX.chamberNo)],
    [TEXTS.messages.contactPersonLength, tooLong('Contact person', MAX.contactPerson)],
    [TEXTS.messages.landlineLength, tooLong('Landline no', MAX.landline)],
    [TEXTS.messages.address1Length, tooLong('Address line 1', MAX.address)],
    [TEXTS.messages.address2Length, tooLong('Address line 2', MAX.address)],
    [TEXTS.messages.address3Length, tooLong('Address line 3', MAX.address)],
    [TEXTS.messages.clientProfileLength, tooLong('Client profile', MAX.clientProfile)],
    [TEXTS.messages.gstNoLength, tooLong('GST no', MAX.gstNo)],
    [T.invoiceNoLength, tooLong('Invoice no', TMAX.invoiceNo)],
    [T.hsnCodeLength, tooLong('Hsn code', TMAX.hsnCode)],
    [T.paymentNoLength, tooLong('Payment no', TMAX.paymentNo)],
    [T.billingAmountLength, tooLong('Billing amount', TMAX.billingAmount)],
    [T.gstPercentLength, tooLong('GST %', TMAX.gstPercent)],
  ])('%s', (text, rule) => expect(text).toBe(rule))
})
