import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'पक्षकार',
  listTab: 'पक्षकार सूची',
  detailTab: 'पक्षकार का विवरण',
  columns: { clientCode: 'पक्षकार कोड', stateName: 'राज्य' },
  fields: {
    clientType: 'पक्षकार का प्रकार',
    gender: 'लिंग',
    address1: 'पता पंक्ति 1',
    address2: 'पता पंक्ति 2',
    address3: 'पता पंक्ति 3',
    pinCode: 'पिन कोड',
    landLineNo: 'लैंडलाइन नं.',
    landLineOffice: 'लैंडलाइन (ऑफिस)',
    occupation: 'व्यवसाय',
    language: 'संदेश की भाषा',
    languageHint: 'पक्षकार को पेशी की सूचना इसी भाषा में जाती है',
    sendBy: 'सूचना भेजें',
    sms: 'SMS',
    mail: 'ईमेल',
    whatsapp: 'WhatsApp',
  },
  types: { INDIVIDUAL: 'व्यक्ति', ORGANIZATION: 'संस्था' },
  genders: { MALE: 'पुरुष', FEMALE: 'महिला', TRANSGENDER: 'ट्रांसजेंडर' },
  added: 'पक्षकार जोड़ दिया गया!',
  updated: 'पक्षकार का विवरण बदल दिया गया!',
} satisfies Texts<typeof TEXTS>
