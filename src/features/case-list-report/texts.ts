import { defineTexts } from '@/i18n/texts'
import { MESSAGES, REPORT_TYPES } from './schema'

/** The case list report's words in English (spec 3 §2.13); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Case List Report',
  generate: 'Generate Report',
  reportTypes: REPORT_TYPES,
  /** The case status filter's words; the values sent stay the spec's codes. */
  statuses: { ALL: 'ALL', ONGOING: 'ONGOING', WON: 'WON', LOST: 'LOST', CLOSED: 'CLOSED' },
  messages: MESSAGES,
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
