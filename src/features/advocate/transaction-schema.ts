import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { inputToWire, parseDateInput } from '@/lib/date-input'
import { dateText } from '@/lib/date-schema'
import { displayDate } from '@/lib/dates'
import { formRule } from '@/lib/form-rule'
import { moneyChecks } from '@/lib/money-schema'
import { chosen } from '@/lib/text-schema'
import { TEXTS, texts } from './texts'

/** Spec 2 §9: the transaction payment types; Cash has no payment number. */
export const PAYMENT_TYPES = ['Cheque', 'Cash', 'NEFT'] as const
/** Spec 2 §5 (Advocate transaction). */
export const MAX = { invoiceNo: 15, hsnCode: 8, paymentNo: 30, billingAmount: 13, gstPercent: 5, qty: 13 } as const
export const GST_MAX = 99.99

export const MESSAGES = TEXTS.transactionMessages

const AMOUNT = /^\d*\.?\d*$/
const amount = (v: string) => (AMOUNT.test(v.trim()) && v.trim() !== '' && v.trim() !== '.' ? Number(v) : 0)

const text = (max: number, tooLongMessage: string, required?: string) =>
  z.string().check(z.trim(), z.refine((v) => !required || v.length > 0, required ?? ''), z.maxLength(max, tooLongMessage))

export const transactionSchema = z
  .object({
    roleId: chosen(MESSAGES.role),
    roleName: z.string(),
    invoiceNo: text(MAX.invoiceNo, MESSAGES.invoiceNoLength, MESSAGES.invoiceNo),
    invoiceDate: dateText(MESSAGES.invoiceDate),
    startDate: dateText(MESSAGES.startDate),
    expiryDate: dateText(MESSAGES.expiryDate),
    paymentType: chosen(MESSAGES.paymentType),
    paymentNo: text(MAX.paymentNo, MESSAGES.paymentNoLength),
    qty: z.string().check(
      z.trim(),
      z.refine((v) => v.length > 0, MESSAGES.qty),
      z.refine((v) => v === '' || !v.startsWith('0'), MESSAGES.qtyStart),
      z.refine((v) => v === '' || v.startsWith('0') || amount(v) > 0, MESSAGES.qty),
    ),
    hsnCode: text(MAX.hsnCode, MESSAGES.hsnCodeLength, MESSAGES.hsnCode),
    billingAmount: z
      .string()
      .check(z.trim(), z.refine((v) => amount(v) > 0, MESSAGES.billingAmount), z.maxLength(MAX.billingAmount, MESSAGES.billingAmountLength), ...moneyChecks('Billing amount')),
    gstPercent: z.string().check(z.trim(), z.maxLength(MAX.gstPercent, MESSAGES.gstPercentLength), z.refine((v) => amount(v) <= GST_MAX, MESSAGES.gstMax)),
  })
  .check(
    formRule<TransactionForm>((value, ctx) => {
      const issue = (path: keyof TransactionForm, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] })
      const start = typeof value.startDate === 'string' ? parseDateInput(value.startDate) : null
      const expiry = typeof value.expiryDate === 'string' ? parseDateInput(value.expiryDate) : null
      if (start && expiry && expiry <= start) issue('expiryDate', MESSAGES.expiryAfterStart)
      if (value.paymentType && value.paymentType !== 'Cash' && !(typeof value.paymentNo === 'string' && value.paymentNo.trim())) issue('paymentNo', MESSAGES.paymentNo)
    }),
  )
export type TransactionForm = z.infer<typeof transactionSchema>

export const EMPTY_TRANSACTION: TransactionForm = {
  roleId: '',
  roleName: '',
  invoiceNo: '',
  invoiceDate: '',
  startDate: '',
  expiryDate: '',
  paymentType: '',
  paymentNo: '',
  qty: '1',
  hsnCode: '',
  billingAmount: '',
  gstPercent: '0',
}

/** A row of the licence table: the form's values, the saved id ('' until saved) and whether it changed since loading. */
export type TransactionRow = TransactionForm & { encryptedAdvocateId: string; changed: boolean }
/** Each row was checked by the transaction form when it was added. */
export const transactionRowSchema = z.custom<TransactionRow>((v) => typeof v === 'object' && v !== null)

const round2 = (n: number) => Math.round(n * 100) / 100

/** Spec 2 §5: GST on qty × billing amount, and the total with it. */
export function amounts(t: Pick<TransactionForm, 'qty' | 'billingAmount' | 'gstPercent'>) {
  const taxable = round2(amount(t.qty) * amount(t.billingAmount))
  const gstAmount = round2((taxable * amount(t.gstPercent)) / 100)
  return { gstAmount, totalAmount: round2(taxable + gstAmount) }
}

/** Spec 2 §5: the same role may not have overlapping date ranges among the advocate's rows; the clash's message, or null. */
export function overlapOf(row: TransactionForm, others: readonly TransactionForm[]): string | null {
  const range = (t: TransactionForm) => [parseDateInput(t.startDate), parseDateInput(t.expiryDate)] as const
  const [start, expiry] = range(row)
  if (!start || !expiry) return null
  const clash = others.some((o) => {
    const [s, e] = range(o)
    return o.roleId === row.roleId && s && e && s <= expiry && start <= e
  })
  return clash ? texts().transactionMessages.overlap(row.roleName) : null
}

type Detail = components['schemas']['TransactionDetail']
type Fields = Omit<components['schemas']['TransactionAddRequest'], 'encryptedAdvocateCode' | 'addUser'>

export const transactionFromList = (t: Detail): TransactionRow => ({
  roleId: t.roleId ?? '',
  roleName: t.roleName ?? '',
  invoiceNo: t.invoiceNo,
  invoiceDate: displayDate(t.invoiceDate),
  startDate: displayDate(t.startDate),
  expiryDate: displayDate(t.expiryDate),
  paymentType: t.paymentType ?? '',
  paymentNo: t.paymentNo ?? '',
  qty: String(t.qty ?? 1),
  hsnCode: t.hsnCode ?? '',
  billingAmount: String(t.billingAmount ?? ''),
  gstPercent: String(t.gstPercent ?? 0),
  encryptedAdvocateId: t.encryptedAdvocateId,
  changed: false,
})

/** A row as the calls send it (spec 2 §3): wire dates, numbers, codes upper-cased; Cash has no payment number. */
export function transactionFields(t: TransactionForm): Fields {
  const up = (v: string) => v.trim().toUpperCase()
  return {
    roleId: t.roleId,
    roleName: t.roleName,
    invoiceNo: up(t.invoiceNo),
    invoiceDate: inputToWire(t.invoiceDate),
    startDate: inputToWire(t.startDate),
    expiryDate: inputToWire(t.expiryDate),
    paymentType: t.paymentType as Fields['paymentType'],
    ...(t.paymentType === 'Cash' ? {} : { paymentNo: up(t.paymentNo) }),
    qty: amount(t.qty),
    hsnCode: up(t.hsnCode),
    billingAmount: amount(t.billingAmount),
    gstPercent: amount(t.gstPercent),
    ...amounts(t),
  }
}
