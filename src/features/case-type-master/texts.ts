import { defineTexts } from '@/i18n/texts'
import { MESSAGES } from './schema'

/** The case type master's words in English (spec 3 §2.7); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Case Type Master',
  listTab: 'Case Type List',
  detailTab: 'Add Case Type',
  caseCode: 'Case Code',
  country: 'Country',
  state: 'State',
  caseType: 'Case Type',
  selectStatus: 'Select status',
  /** The provider's answers, shown as toasts (translated where shown). */
  saved: {
    added: 'Case type added successfully.',
  },
  messages: MESSAGES,
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
