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
  toast: {
    showLess: 'Show less',
    showWhole: 'Show the whole message',
  },
  dates: {
    overdue: 'Overdue',
    inTwoDays: 'In 2 days',
    today: 'Today',
  },
  /** The statuses the provider sends, by their wire code (shown as sent in English). */
  statuses: {
    A: 'Active',
    S: 'Suspended',
    CLOSED: 'CLOSED',
    LOST: 'LOST',
    ONGOING: 'ONGOING',
    WON: 'WON',
    DISPOSED: 'DISPOSED',
    ACTIVE: 'ACTIVE',
    SUSPENDED: 'SUSPENDED',
    INACTIVE: 'INACTIVE',
    OPEN: 'OPEN',
    CLOSE: 'CLOSE',
    APPROVED: 'APPROVED',
    DRAFT: 'DRAFT',
    'SEND FOR VERIFICATION': 'SEND FOR VERIFICATION',
    REJECTED: 'REJECTED',
    HOLD: 'HOLD',
    INVOICED: 'INVOICED',
    'PARTIALLY PAID': 'PARTIALLY PAID',
    'FULLY PAID': 'FULLY PAID',
    CANCELLED: 'CANCELLED',
    'NOT RECEIVED': 'NOT RECEIVED',
  },
  picture: {
    hint: 'jpg, jpeg, png or svg, at most 2 MB',
    choose: 'Choose picture',
    remove: 'Remove picture',
    preview: (label: string) => `${label} preview`,
    deleteQuestion: 'Are you sure you want to delete profile photo?',
  },
  password: {
    show: (label: string) => `Show ${label.toLowerCase()}`,
    hide: (label: string) => `Hide ${label.toLowerCase()}`,
  },
  select: {
    placeholder: 'Select',
    typeToSearch: 'Type to search',
    searching: 'Searching…',
    listFailed: 'Could not load the list',
    noMatches: 'No matches',
  },
  tree: {
    noItems: 'No items.',
    expand: (name: string) => `Expand ${name}`,
    collapse: (name: string) => `Collapse ${name}`,
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./component-texts.hi'), mr: () => import('./component-texts.mr') })
