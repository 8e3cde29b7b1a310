import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'
import { MAX } from './limits'

const atMost = (what: string, max: number) => `${what} ${max} अक्षरांपेक्षा जास्त असू शकत नाही`

export default {
  title: 'प्रोफाइल',
  noProfile: 'ॲडमिनिस्ट्रेटरची वकील प्रोफाइल नाही.',
  failed: 'प्रोफाइल लोड होऊ शकली नाही.',
  cards: {
    advocate: 'वकिलांची माहिती',
    communication: 'संपर्काची माहिती',
    others: 'इतर',
  },
  fields: {
    advocateName: 'वकिलांचे नाव',
    chamberNo: 'चेंबर नंबर',
    practiceSince: 'वकिली केव्हापासून',
    yearHint: 'वर्ष, उदा. 2005',
    address1: 'पत्ता ओळ 1',
    address2: 'पत्ता ओळ 2',
    address3: 'पत्ता ओळ 3',
    country: 'देश',
    state: 'राज्य',
    emailAddress: 'ईमेल पत्ता',
    website: 'वेबसाइट',
    websiteHint: 'http://, https:// किंवा www.',
    needSeo: 'SEO हवे',
    about: 'परिचय',
  },
  verify: {
    hint: 'हे पडताळा ने बदलते, जतन करा ने नाही',
    button: 'पडताळा',
    buttonFor: (label: string) => `${label} पडताळा`,
    wait: 'कृपया थांबा…',
  },
  demo: {
    mailbox: 'डेमो मेलबॉक्स',
    holds: (to: string) => `${to} ला पाठवलेल्या संदेशात ही लिंक आहे:`,
    confirm: (to: string) => `${to} ची खात्री करा`,
  },
  rules: {
    chamberNo: 'चेंबर नंबर टाका',
    country: 'देश निवडा',
    state: 'राज्य निवडा',
    mobile: 'मोबाइल नंबर टाका',
    email: 'ईमेल पत्ता टाका',
    sinceFuture: 'वकिलीचे वर्ष चालू वर्षानंतरचे असू शकत नाही',
    sinceYear: 'वकिली केव्हापासून: 4 अंकी वर्ष टाका',
    website: 'बरोबर वेबसाइट पत्ता टाका',
    landlineDigits: 'लँडलाइन नंबरमध्ये फक्त अंक असू शकतात',
    updated: 'वकिलांची माहिती जतन झाली!',
    alsoUpdate: 'या वकिलांसाठीही बदल करायचा आहे का?',
  },
  tooLong: {
    chamberNo: atMost('चेंबर नंबर', MAX.chamberNo),
    contactPerson: atMost('संपर्क व्यक्ती', MAX.contactPerson),
    landline: atMost('लँडलाइन नंबर', MAX.landline),
    website: atMost('वेबसाइट', MAX.website),
    about: atMost('परिचय', MAX.about),
    gst: atMost('GST नंबर', MAX.gst),
  },
} satisfies Texts<typeof TEXTS>
