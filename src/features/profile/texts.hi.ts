import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'
import { MAX } from './limits'

const atMost = (what: string, max: number) => `${what} ${max} अक्षरों से ज़्यादा नहीं हो सकता`

export default {
  title: 'प्रोफ़ाइल',
  noProfile: 'एडमिनिस्ट्रेटर की कोई वकील प्रोफ़ाइल नहीं है।',
  failed: 'प्रोफ़ाइल लोड नहीं हो सकी।',
  cards: {
    advocate: 'वकील का विवरण',
    communication: 'संपर्क का विवरण',
    others: 'अन्य',
  },
  fields: {
    advocateName: 'वकील का नाम',
    chamberNo: 'चैंबर नंबर',
    practiceSince: 'वकालत कब से',
    yearHint: 'साल, जैसे 2005',
    address1: 'पता पंक्ति 1',
    address2: 'पता पंक्ति 2',
    address3: 'पता पंक्ति 3',
    country: 'देश',
    state: 'राज्य',
    emailAddress: 'ईमेल पता',
    website: 'वेबसाइट',
    websiteHint: 'http://, https:// या www.',
    needSeo: 'SEO चाहिए',
    about: 'परिचय',
  },
  verify: {
    hint: 'यह सत्यापित करें से बदलता है, सहेजें से नहीं',
    button: 'सत्यापित करें',
    buttonFor: (label: string) => `${label} सत्यापित करें`,
    wait: 'कृपया रुकें…',
  },
  demo: {
    mailbox: 'डेमो मेलबॉक्स',
    holds: (to: string) => `${to} को भेजे संदेश में यह लिंक है:`,
    confirm: (to: string) => `${to} की पुष्टि करें`,
  },
  rules: {
    chamberNo: 'चैंबर नंबर डालें',
    country: 'देश चुनें',
    state: 'राज्य चुनें',
    mobile: 'मोबाइल नंबर डालें',
    email: 'ईमेल पता डालें',
    sinceFuture: 'वकालत का साल इस साल से बाद का नहीं हो सकता',
    sinceYear: 'वकालत कब से: 4 अंकों का साल डालें',
    website: 'सही वेबसाइट पता डालें',
    landlineDigits: 'लैंडलाइन नंबर में सिर्फ़ अंक हो सकते हैं',
    updated: 'वकील का विवरण सहेज लिया गया!',
    alsoUpdate: 'क्या आप इस वकील के साथ भी बदलना चाहते हैं?',
  },
  tooLong: {
    chamberNo: atMost('चैंबर नंबर', MAX.chamberNo),
    contactPerson: atMost('संपर्क व्यक्ति', MAX.contactPerson),
    landline: atMost('लैंडलाइन नंबर', MAX.landline),
    website: atMost('वेबसाइट', MAX.website),
    about: atMost('परिचय', MAX.about),
    gst: atMost('GST नंबर', MAX.gst),
  },
} satisfies Texts<typeof TEXTS>
