import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'पक्षकार',
  listTab: 'पक्षकार यादी',
  detailTab: 'पक्षकाराचा तपशील',
  columns: { clientCode: 'पक्षकार कोड', stateName: 'राज्य' },
  fields: {
    clientType: 'पक्षकाराचा प्रकार',
    gender: 'लिंग',
    address1: 'पत्ता ओळ 1',
    address2: 'पत्ता ओळ 2',
    address3: 'पत्ता ओळ 3',
    pinCode: 'पिन कोड',
    landLineNo: 'लँडलाईन नं.',
    landLineOffice: 'लँडलाईन (ऑफिस)',
    occupation: 'व्यवसाय',
    language: 'संदेशाची भाषा',
    languageHint: 'पक्षकाराला सुनावणीची माहिती या भाषेत जाते',
    sendBy: 'माहिती पाठवा',
    sms: 'SMS',
    mail: 'ईमेल',
    whatsapp: 'WhatsApp',
  },
  types: { INDIVIDUAL: 'व्यक्ती', ORGANIZATION: 'संस्था' },
  genders: { MALE: 'पुरुष', FEMALE: 'स्त्री', TRANSGENDER: 'तृतीयपंथी' },
  added: 'पक्षकार जोडला!',
  updated: 'पक्षकाराचा तपशील बदलला!',
} satisfies Texts<typeof TEXTS>
