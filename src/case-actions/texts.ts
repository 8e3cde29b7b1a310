import { defineTexts } from '@/i18n/texts'

/** The day board's pieces' words in English (clashes, the docket, the diary check); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  clashes: {
    title: 'Clashes',
    day: (when: string, n: number) => `${when}: ${n === 1 ? '1 clash' : `${n} clashes`}`,
    open: (date: string) => `Open the board for ${date}`,
    today: 'Today',
    tomorrow: 'Tomorrow',
  },
  docket: { button: 'Docket PDF', busy: 'Preparing the docket…' },
  diaryCheck: {
    needs: (n: number) => (n === 1 ? 'Diary check: 1 case needs attention' : `Diary check: ${n} cases need attention`),
    clean: 'Diary check: every date is in order',
    failed: 'The diary check could not be loaded.',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
