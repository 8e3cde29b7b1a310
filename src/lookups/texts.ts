import { defineTexts } from '@/i18n/texts'

/** The pickers' own words in English (the country and state pair); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  country: 'Country',
  state: 'State',
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
