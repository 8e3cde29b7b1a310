import { defineTexts } from '@/i18n/texts'

export const TEXTS = {
  table: {
    noRecords: 'No records found!',
    serial: 'S. No.',
    rowsPerPage: 'Rows per page',
    searchOf: (label: string) => `Search ${label}`,
    loadingOf: (label: string) => `Loading ${label}`,
    notLoaded: (label: string) => `${label} could not be loaded.`,
    range: (from: number, to: number, total: number) => `${from} to ${to} of ${total}`,
    pagesOf: (label: string) => `${label} pages`,
    page: (n: number) => `Page ${n}`,
  },
} as const

/** Spec's empty-list message, also said by screens without a table (the calendar's PDF of a day with no cases). */
export const NO_RECORDS = TEXTS.table.noRecords

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
