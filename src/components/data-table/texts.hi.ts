import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  table: {
    noRecords: 'कोई रिकॉर्ड नहीं मिला!',
    serial: 'क्र.सं.',
    rowsPerPage: 'हर पेज पर पंक्तियाँ',
    searchOf: (label: string) => `${label} में खोजें`,
    loadingOf: (label: string) => `${label}: लोड हो रहा है`,
    notLoaded: (label: string) => `${label}: लोड नहीं हो सका।`,
    range: (from: number, to: number, total: number) => `${total} में से ${from} से ${to}`,
    pagesOf: (label: string) => `${label} के पेज`,
    page: (n: number) => `पेज ${n}`,
  },
} satisfies Texts<typeof TEXTS>
