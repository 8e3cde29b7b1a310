import type { components } from '@/api/schema.gen'
import { displayDate } from '@/lib/dates'
import { inputToWire } from '@/lib/date-input'
import type { Filters } from '@/shell/define-module'
import { EMPTY, type PaymentForm } from './schema'

type Fields = components['schemas']['PaymentFields']
type Row = components['schemas']['PaymentRow']

/** Spec 2 §3: the payment as sent; Cash has no payment number or cheque date, so they are left out. */
export function paymentFields(values: PaymentForm): Fields {
  const paymentType = values.paymentType as Fields['paymentType']
  const cheque = paymentType === 'Cash' ? {} : { paymentNo: values.paymentNo.trim().toUpperCase(), ...(values.chequeDate.trim() ? { chequeDate: inputToWire(values.chequeDate) } : {}) }
  return { encryptedClientCode: values.encryptedClientCode, caseNo: values.caseNo, paymentType, paymentDate: inputToWire(values.paymentDate), ...cheque }
}

/** A listed payment as the form shows it, for the current client. */
export const toForm = (row: Row, filters: Filters): PaymentForm => ({
  ...EMPTY,
  clientCode: filters.clientCode ?? '',
  encryptedClientCode: row.encryptedClientCode ?? filters.encryptedClientCode ?? '',
  caseNo: row.caseNo,
  paymentDate: displayDate(row.paymentDate),
  paymentType: row.paymentType ?? '',
  chequeDate: displayDate(row.chequeDate),
  paymentNo: row.paymentNo ?? '',
  amount: String(row.amount),
})
