import { defineTexts } from '@/i18n/texts'

/** The password field's words, apart from the other fields' (texts.ts): the sign-in page carries only these. */
export const TEXTS = {
  password: {
    show: (label: string) => `Show ${label.toLowerCase()}`,
    hide: (label: string) => `Hide ${label.toLowerCase()}`,
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./password-texts.hi'), mr: () => import('./password-texts.mr') })
