import { defineTexts } from '@/i18n/texts'
import { CLIENT_TYPES, MESSAGES } from './schema'

/** The client list report's words in English (spec 3 §2.13); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Client List Report',
  generate: 'Generate Report',
  serialNo: 'S. No',
  state: 'State',
  landLineNo: 'LandLine No',
  emailId: 'Email Id',
  address: 'Address',
  clientType: 'Client Type',
  clientTypes: CLIENT_TYPES,
  messages: MESSAGES,
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
