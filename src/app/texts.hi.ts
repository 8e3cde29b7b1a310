import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  product: 'Case Diary',
  backToDashboard: 'डैशबोर्ड पर वापस जाएँ',
  comingSoon: 'यह स्क्रीन तैयार की जा रही है और अगले रिलीज़ में मिलेगी।',
  dismiss: 'हटाएँ',
  notFound: {
    title: 'पेज नहीं मिला',
    text: 'इस पते पर कोई पेज नहीं है। हो सकता है वह हट गया हो, या लिंक गलत लिखा हो।',
    toDashboard: 'डैशबोर्ड पर जाएँ',
    toLogin: 'लॉगिन पर जाएँ',
  },
  tryAgain: 'फिर कोशिश करें',
  error: {
    title: 'माफ़ कीजिए, कुछ गड़बड़ हो गई!',
    text: 'यह पेज नहीं दिखाया जा सका। फिर से कोशिश करें, या शुरुआत पर लौटें।',
    home: 'होम पेज पर जाएँ',
  },
  screenError: {
    title: 'यह स्क्रीन दिखाई नहीं जा सकी',
    text: 'सर्वर के जवाब में कुछ ऐसा था जो दिखाया नहीं जा सका। बाकी ऐप ठीक चल रहा है।',
  },
  layout: {
    loading: 'लोड हो रहा है',
    skip: 'सीधे मुख्य भाग पर जाएँ',
    menuArea: 'मेन्यू',
    topBarArea: 'ऊपर की पट्टी',
    footerArea: 'नीचे की पट्टी',
    pictureArea: 'फ़ोटो',
  },
} satisfies Texts<typeof TEXTS>
