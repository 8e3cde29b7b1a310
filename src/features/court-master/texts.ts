import { defineTexts } from '@/i18n/texts'
import { MESSAGES } from './schema'

/** The court master's words in English (spec 3 §2.6); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Court Master',
  listTab: 'Court List',
  detailTab: 'Add Court',
  location: 'Location',
  address: 'Address',
  state: 'State',
  /** The provider's answers, shown as toasts (translated where shown). */
  saved: {
    added: 'Court added successfully.',
  },
  messages: MESSAGES,
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
