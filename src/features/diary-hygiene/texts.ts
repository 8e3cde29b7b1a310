import { defineTexts } from '@/i18n/texts'

/** The diary check's words in English; texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Diary Check',
  intro: 'Cases whose diary dates cannot be trusted, each with its one-step fix.',
  kinds: {
    NO_NEXT_DATE: 'No next date',
    PASSED_NO_OUTCOME: 'Date passed, no outcome',
    NOT_FROM_COURT: 'Court lists another date',
    NO_HEARING: 'No hearing for months',
    NOT_LISTED: 'Not on the cause list',
  },
  empty: {
    NO_NEXT_DATE: 'Every ongoing case has a next date.',
    PASSED_NO_OUTCOME: 'Every hearing that has passed has its outcome recorded.',
    NOT_FROM_COURT: 'No cause list held gives another date than the diary.',
    NO_HEARING: 'Every ongoing case had a hearing in these months.',
    NOT_LISTED: 'Every hearing of today and tomorrow is on its court’s list where the list is held.',
  },
  months: 'No hearing for',
  monthsOption: (n: number) => `${n} months`,
  failed: 'The diary check could not be loaded.',
  setNext: 'Set next date',
  recordOutcome: 'Record outcome',
  markDisposed: 'Mark disposed',
  moveTo: (date: string) => `Move to ${date}`,
  openList: 'Open the cause list',
  askDispose: (caseNo: string) => `Mark ${caseNo} disposed? Its diary closes and its next date can no longer be changed.`,
  disposedNote: 'Marked disposed from the diary check',
  movedNote: (date: string) => `Next date moved to ${date}: listed on the court's cause list`,
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
