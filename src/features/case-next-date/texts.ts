import { defineTexts } from '@/i18n/texts'

/** The next-date screen's words in English; texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Case Next Date',
  addAction: 'Add Action',
  cards: { current: 'Current Date Detail', newDate: 'New Date Details', filePlacement: 'File Placement', comments: 'Comments' },
  currentFailed: "The case's current hearing could not be loaded.",
  chooseCase: 'Choose a client and a case to see its current hearing.',
  nextDateHint: 'DD-MM-YYYY, from today',
  fields: {
    attendantAdvocate: 'Attendant Advocate',
    oppAdvocateMobile: 'Opposite Advocate Mobile',
    advocateComment: 'Advocate Comment',
    clientComment: 'Client Comment',
  },
  /** The current values' labels on the read-only card. */
  details: {
    court: 'Court',
    judge: 'Judge',
    courtNo: 'Court No',
    attendantAdvocate: 'Attendant Advocate',
    purpose: 'Purpose',
    status: 'Status',
    hearingDate: 'Hearing Date',
    policeStation: 'Police Station',
    firDate: 'FIR Date',
    firNo: 'FIR No',
    underSection: 'Under Section',
  },
  /** The rules' messages (this screen's and the shared next-date rules'), for `translate` to find. */
  rules: {
    client: 'Select client',
    caseNo: 'Select case no',
    court: 'Select court',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
