import * as z from 'zod/mini'
import { dateText } from '@/lib/date-schema'
import { formRule } from '@/lib/form-rule'
import { moneyChecks, moneyMessages } from '@/lib/money-schema'
import { maxStoredLength } from '@/lib/payload'
import { chosen, tooLong } from '@/lib/text-schema'

/** Spec 2 §9: the payment entry types. */
export const PAYMENT_TYPES = ['Cash', 'Cheque'] as const
/** Spec 2 §5, §9. */
export const MAX = { paymentNo: 50, amount: 18 } as const
/** Digits and one decimal point (spec 2 §5). */
export const AMOUNT_PATTERN = /^\d*\.?\d*$/

export const MESSAGES = {
  caseNo: 'Select case no',
  paymentType: 'Select payment type',
  paymentDate: 'Select payment date',
  amount: 'Please enter amount',
  chequeDate: 'Select chequeDate date',
  paymentNo: 'Enter payment no.',
  selectClient: 'Please select client',
  askDelete: 'Are you sure, you want to delete this payment detail?',
  // Spec 2 §5 gives the limits, not their texts.
  paymentNoLength: tooLong('Payment no', MAX.paymentNo),
  amountLength: tooLong('Amount', MAX.amount),
  amountDecimals: moneyMessages('Amount').decimals,
  amountMax: moneyMessages('Amount').max,
} as const

const amountText = z.string().check(
  z.trim(),
  z.refine((v) => AMOUNT_PATTERN.test(v) && Number(v) > 0, MESSAGES.amount),
  z.refine((v) => v.length <= MAX.amount, MESSAGES.amountLength),
  ...moneyChecks('Amount'),
)

export const paymentSchema = z
  .object({
    /** The current client (from the list's filter): its code for the case picker, its encrypted code for the calls. */
    clientCode: z.string(),
    encryptedClientCode: z.string(),
    caseNo: chosen(MESSAGES.caseNo),
    paymentDate: dateText(MESSAGES.paymentDate),
    paymentType: chosen(MESSAGES.paymentType),
    chequeDate: dateText(),
    paymentNo: z.string().check(z.trim(), maxStoredLength(MAX.paymentNo, MESSAGES.paymentNoLength)),
    amount: amountText,
  })
  .check(
    // Spec 2 §5: what a Cheque needs, and a payment number for every type but Cash; shown with the rest at the first Save.
    formRule<PaymentForm>((value, ctx) => {
      const issue = (path: keyof PaymentForm, message: string) => ctx.addIssue({ code: 'custom', message, path: [path] })
      const chequeDate = typeof value.chequeDate === 'string' ? value.chequeDate.trim() : ''
      const paymentNo = typeof value.paymentNo === 'string' ? value.paymentNo.trim() : ''
      if (value.paymentType === 'Cheque' && !chequeDate) issue('chequeDate', MESSAGES.chequeDate)
      if (value.paymentType !== 'Cash' && !paymentNo) issue('paymentNo', MESSAGES.paymentNo)
    }),
  )
export type PaymentForm = z.infer<typeof paymentSchema>

export const EMPTY: PaymentForm = {
  clientCode: '',
  encryptedClientCode: '',
  caseNo: '',
  paymentDate: '',
  paymentType: '',
  chequeDate: '',
  paymentNo: '',
  amount: '',
}
