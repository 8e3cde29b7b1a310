import { defineTexts } from '@/i18n/texts'
import { MESSAGES } from './schema'

/** Client payment's words in English (spec 2); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Client Payment',
  listTab: 'Payment List',
  detailTab: 'Payment Details',
  overview: {
    totalCases: 'Total No. Of Case',
    amount: 'Amount',
  },
  columns: {
    chequeDate: 'Cheque Date',
    paymentDate: 'Payment Date',
    paymentNo: 'Payment No',
  },
  deletePayment: (amount: string, caseNo: string) => `Delete payment of ${amount} for case ${caseNo}`,
  totalAmount: (amount: string) => `Total Amount: ${amount}`,
  fields: {
    caseNo: 'Case No.',
    paymentNo: 'Payment No.',
  },
  /** Spec 2 §9: the entry types; the value sent stays the English word. */
  paymentTypes: { Cash: 'Cash', Cheque: 'Cheque' },
  /** The provider's answers, shown as toasts (translated where shown). */
  saved: {
    added: 'Payment Details added successfully!',
    updated: 'Payment Details updated successfully!',
    deleted: 'Payment detail deleted successfully!',
  },
  messages: MESSAGES,
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
