import { defineTexts } from '@/i18n/texts'
import { MESSAGES } from './schema'

/** The court type master's words in English (spec 3 §2.5); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Court Type Master',
  listTab: 'Court Type List',
  detailTab: 'Add Court Type',
  name: 'Court Type Name',
  code: 'Code',
  /** The provider's answers, shown as toasts (translated where shown). */
  saved: {
    added: 'Court type added successfully.',
  },
  messages: MESSAGES,
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
