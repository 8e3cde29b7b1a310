import { defineTexts } from '@/i18n/texts'

/** Add to calendar's words in English; the .hi and .mr files give them in Hindi and Marathi. */
export const TEXTS = {
  calendar: {
    title: 'Add to calendar',
    closeLabel: 'Close add to calendar',
    intro:
      "The practice's hearings between these dates, as a calendar file (.ics) for a phone or computer calendar: one all-day event per hearing. Importing a newer file updates the hearings already there.",
    formLabel: 'Hearings to add to calendar',
    preparing: 'Preparing…',
    download: 'Download .ics',
    saved: (count: number, fileName: string) => `${count} ${count === 1 ? 'hearing' : 'hearings'} saved to ${fileName}`,
    addHearing: (caseNo: string, date: string) => `Add the hearing of ${caseNo} on ${date} to calendar`,
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./calendar-texts.hi'), mr: () => import('./calendar-texts.mr') })
