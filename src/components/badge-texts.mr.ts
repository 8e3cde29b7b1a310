import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './badge-texts'

export default {
  dates: {
    overdue: 'तारीख उलटली',
    inTwoDays: '2 दिवसांत',
    today: 'आज',
  },
  statuses: {
    A: 'चालू',
    S: 'स्थगित',
    CLOSED: 'बंद',
    LOST: 'हरले',
    ONGOING: 'चालू',
    WON: 'जिंकले',
    DISPOSED: 'निकाली',
    ACTIVE: 'चालू',
    SUSPENDED: 'स्थगित',
    INACTIVE: 'निष्क्रिय',
    OPEN: 'उघडे',
    CLOSE: 'बंद',
    APPROVED: 'मंजूर',
    DRAFT: 'मसुदा',
    'SEND FOR VERIFICATION': 'तपासणीसाठी पाठवले',
    REJECTED: 'नामंजूर',
    HOLD: 'थांबवले',
    INVOICED: 'बिल केले',
    'PARTIALLY PAID': 'अंशतः भरले',
    'FULLY PAID': 'पूर्ण भरले',
    CANCELLED: 'रद्द',
    'NOT RECEIVED': 'मिळाले नाही',
  },
} satisfies Texts<typeof TEXTS>
