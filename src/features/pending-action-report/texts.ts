import { defineTexts } from '@/i18n/texts'
import { STATUSES } from './schema'

/** The pending action report's words in English (spec 3 §2.13); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Pending Action Report',
  generate: 'Generate Report',
  statuses: STATUSES,
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
