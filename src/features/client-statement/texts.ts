import { defineTexts } from '@/i18n/texts'
import { NEED_CLIENT, REPORT_TYPES } from './schema'

/** The client statement's words in English (spec 3 §2.13); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Client Statement of Account',
  filters: 'Client Statement of Account filters',
  needClient: NEED_CLIENT,
  clients: 'Clients',
  searchClient: 'Search client',
  cases: 'Cases',
  searchCase: 'Search case',
  clickClient: 'Click a client to see its cases.',
  client: 'Client:',
  caseNo: 'Case No:',
  reportTypes: REPORT_TYPES,
  getReport: 'Get Report',
  preparing: 'Preparing…',
  downloadPdf: 'Download PDF',
  payments: 'Payments',
  columns: {
    caseNo: 'Case No.',
    caseTitle: 'Case Title',
    caseNature: 'Case Nature',
    hearing: 'No. Of Hearing',
    hearings: 'No. of Hearings',
    consultingFees: 'Consulting Fees',
    receiveAmount: 'Receive Amount',
    balance: 'Balance',
    paymentDate: 'Payment Date',
    amount: 'Amount',
  },
  statementOfCase: (caseNo: string) => `Statement of case ${caseNo}`,
  totals: {
    consultingFees: (amount: string) => `Consulting Fees: ${amount}`,
    totalAmount: (amount: string) => `Total Amount: ${amount}`,
    balance: (amount: string) => `Balance: ${amount}`,
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
