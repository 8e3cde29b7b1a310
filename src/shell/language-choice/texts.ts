import { defineTexts } from '@/i18n/texts'

export const TEXTS = {
  label: 'Language',
  failed: 'The language could not be loaded. Check the connection and try again.',
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
