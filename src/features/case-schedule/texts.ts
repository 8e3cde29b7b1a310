import { defineTexts } from '@/i18n/texts'

/** The case schedule's words in English; texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Case Schedule',
  generate: 'Generate Report',
  downloadPdf: 'Download PDF',
  nextDate: (date: string) => `Next Date: ${date}`,
  editLabel: (caseNo: string) => `Update next date of ${caseNo} (opens in a new tab)`,
  columns: {
    previousDate: 'Previous Date',
    clientCaseNo: 'Client Case No',
    caseType: 'Case Type',
    caseTitle: 'Case Title',
    party: 'Party',
    judgeName: 'Judge Name',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
