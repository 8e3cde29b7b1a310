import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  table: {
    noRecords: 'एकही नोंद सापडली नाही!',
    serial: 'अ.क्र.',
    rowsPerPage: 'प्रत्येक पानावर ओळी',
    searchOf: (label: string) => `${label} मध्ये शोधा`,
    loadingOf: (label: string) => `${label}: लोड होत आहे`,
    notLoaded: (label: string) => `${label}: लोड होऊ शकले नाही.`,
    range: (from: number, to: number, total: number) => `${total} पैकी ${from} ते ${to}`,
    pagesOf: (label: string) => `${label}: पाने`,
    page: (n: number) => `पान ${n}`,
  },
} satisfies Texts<typeof TEXTS>
