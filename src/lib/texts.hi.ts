import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  invalidEmail: 'कृपया सही ईमेल पता डालें',
  invalidMobile: 'मोबाइल नंबर गलत है: नंबर 10 अंकों का हो और 0 से शुरू न हो',
  invalidDate: 'सही तारीख DD-MM-YYYY रूप में डालें',
  fromAfterTo: 'शुरू की तारीख (From Date) आखिरी तारीख (To Date) के बाद की नहीं हो सकती',
  limits: {
    tooLong: (what: string, max: number) => `${what} अधिकतम ${max} अक्षरों का हो सकता है`,
    tooManyDecimals: (what: string) => `${what} में दशमलव के बाद अधिकतम 2 अंक हो सकते हैं`,
    overMaxMoney: (what: string) => `${what} अधिकतम 99,99,99,999.99 हो सकती है`,
  },
  passwordRule: 'पासवर्ड कम से कम 6 और ज़्यादा से ज़्यादा 16 अक्षरों का हो, जिसमें एक विशेष चिह्न, एक अंक और एक अक्षर हो',
  picture: {
    extension: 'फ़ाइल का एक्सटेंशन गलत है। कृपया jpg, jpeg, png या svg फ़ाइल अपलोड करें',
    size: 'फ़ाइल 2 MB की सीमा से बड़ी है',
    empty: 'फ़ाइल खाली है। कृपया कोई फ़ोटो चुनें।',
    unsafeSvg:
      'SVG फ़ोटो में सिर्फ़ चित्र (आकृतियाँ, रेखाएँ, ग्रेडिएंट और टेक्स्ट) हो सकता है: कोई स्क्रिप्ट, इवेंट हैंडलर, एनिमेशन, स्टाइल शीट, दूसरी सामग्री के लिंक या DOCTYPE नहीं, और फ़ाइल ठीक से बनी होनी चाहिए। कृपया साधारण फ़ोटो अपलोड करें।',
  },
  messageKinds: { OUTCOME: 'पेशी के बाद', REMINDER: 'पेशी से एक दिन पहले' },
  placeholders: {
    clientName: 'पक्षकार का नाम',
    caseNo: 'केस नंबर',
    title: 'केस का शीर्षक',
    court: 'न्यायालय',
    courtRoom: 'कोर्ट रूम',
    outcome: 'पेशी का नतीजा',
    nextDate: 'अगली तारीख (DD-MM-YYYY)',
    purpose: 'अगली तारीख का प्रयोजन',
  },
  reach: {
    noMobile: 'इस पक्षकार का मोबाइल नंबर दर्ज नहीं है, इसलिए संदेश सिर्फ़ ईमेल से जा सकता है।',
    nothing: 'इस पक्षकार का न मोबाइल नंबर दर्ज है न ईमेल पता। पक्षकार को बताने के लिए पक्षकार (Client) स्क्रीन पर इनमें से एक जोड़ें।',
  },
} satisfies Texts<typeof TEXTS>
