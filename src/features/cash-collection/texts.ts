import { defineTexts } from '@/i18n/texts'
import { REPORT_TYPES } from './schema'

/** The cash collection report's words in English (spec 3 §2.13); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Cash Collection Report',
  generate: 'Generate Report',
  reportTypes: REPORT_TYPES,
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
