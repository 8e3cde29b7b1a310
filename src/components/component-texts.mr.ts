import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './component-texts'

export default {
  product: 'Case Diary',
  loading: 'लोड होत आहे',
  loadingPage: 'पान लोड होत आहे',
  pleaseWait: 'कृपया थांबा…',
  notShown: (area: string) => `${area}: दाखवता आले नाही.`,
  toast: {
    showLess: 'कमी दाखवा',
    showWhole: 'पूर्ण संदेश दाखवा',
  },
} satisfies Texts<typeof TEXTS>
