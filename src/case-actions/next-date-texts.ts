import { defineTexts } from '@/i18n/texts'

/** The next date's rules' messages (spec 2 §5), shared by the Case Next Date form, the court day and the cause list. */
export const TEXTS = {
  nextDate: {
    nextDate: 'Select next hearing date',
    notAfterCurrent: 'Next Date should greater than Current Date',
    beforeToday: 'Next date cannot be before today',
    disposed: 'This case was disposed of: its next date cannot be changed.',
    saved: 'Case next date details saved successfully!',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./next-date-texts.hi'), mr: () => import('./next-date-texts.mr') })
