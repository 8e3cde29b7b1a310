import { defineTexts } from '@/i18n/texts'

export const TEXTS = {
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
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./badge-texts.hi'), mr: () => import('./badge-texts.mr') })
