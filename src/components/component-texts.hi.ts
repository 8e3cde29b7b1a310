import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './component-texts'

export default {
  product: 'Case Diary',
  loading: 'लोड हो रहा है',
  loadingPage: 'पेज लोड हो रहा है',
  pleaseWait: 'कृपया रुकें…',
  notShown: (area: string) => `${area}: दिखाया नहीं जा सका।`,
  toast: {
    showLess: 'कम दिखाएँ',
    showWhole: 'पूरा संदेश दिखाएँ',
  },
} satisfies Texts<typeof TEXTS>
