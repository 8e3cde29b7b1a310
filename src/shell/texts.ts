import { defineTexts } from '@/i18n/texts'

/** The module shell's words (toolbar, questions, exports, reports), in English; texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  toolbar: {
    label: 'Record actions',
    new: 'New',
    saving: 'Saving…',
    exit: 'Exit',
  },
  saveQuestion: 'Do you want to save changes?',
  draft: {
    title: 'Unsaved changes',
    question: 'Your session ended while you were editing here. Restore the changes you had not saved?',
    restore: 'Restore',
  },
  noAdding: 'This page does not add records.',
  filterOf: (label: string) => `Filter ${label}`,
  export: {
    progress: (done: string, total: string) => `Exporting ${done} of ${total} rows…`,
    done: (n: string, file: string) => `${n} rows exported to ${file}.`,
    empty: 'There are no rows to export.',
    noAnswer: 'No answer',
    /** The same words as the client's message for an answer that does not fit the contract. */
    unreadable: 'The answer from the server could not be read.',
  },
  report: {
    searchRecord: 'Search Record',
    preparing: 'Preparing…',
    filtersOf: (title: string) => `${title} filters`,
  },
  pdf: {
    failed: 'Something went wrong, please try again.',
    generateFailed: 'Failed to generate PDF',
    downloadFailed: 'Error occurred while downloading PDF',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
