import { defineTexts } from '@/i18n/texts'

/**
 * The shared pieces' own words (tables, fields, dialogs), in English; component-texts.hi.ts and component-texts.mr.ts
 * give them in Hindi and Marathi. Words every screen uses are in texts.ts (COMMON).
 */
export const TEXTS = {
  product: 'Case Diary',
  loading: 'Loading',
  loadingPage: 'Loading page',
  pleaseWait: 'Please wait…',
  notShown: (area: string) => `${area} could not be shown.`,
  toast: {
    showLess: 'Show less',
    showWhole: 'Show the whole message',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./component-texts.hi'), mr: () => import('./component-texts.mr') })
