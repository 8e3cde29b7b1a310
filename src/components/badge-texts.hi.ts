import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './badge-texts'

export default {
  dates: {
    overdue: 'तारीख निकल गई',
    inTwoDays: '2 दिन में',
    today: 'आज',
  },
  statuses: {
    A: 'चालू',
    S: 'निलंबित',
    CLOSED: 'बंद',
    LOST: 'हार गए',
    ONGOING: 'चालू',
    WON: 'जीत गए',
    DISPOSED: 'निपटारा हुआ',
    ACTIVE: 'चालू',
    SUSPENDED: 'निलंबित',
    INACTIVE: 'निष्क्रिय',
    OPEN: 'खुला',
    CLOSE: 'बंद',
    APPROVED: 'स्वीकृत',
    DRAFT: 'मसौदा',
    'SEND FOR VERIFICATION': 'जाँच के लिए भेजा',
    REJECTED: 'अस्वीकृत',
    HOLD: 'रोका गया',
    INVOICED: 'बिल बना',
    'PARTIALLY PAID': 'आंशिक भुगतान',
    'FULLY PAID': 'पूरा भुगतान',
    CANCELLED: 'रद्द',
    'NOT RECEIVED': 'प्राप्त नहीं',
  },
} satisfies Texts<typeof TEXTS>
