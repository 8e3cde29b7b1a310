import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'न्यायालय मास्टर',
  listTab: 'न्यायालयांची यादी',
  detailTab: 'न्यायालय जोडा',
  location: 'ठिकाण',
  address: 'पत्ता',
  state: 'राज्य',
  saved: {
    added: 'न्यायालय जोडले.',
  },
  messages: {
    name: 'न्यायालयाचे नाव भरा',
    nameTooLong: 'न्यायालयाचे नाव जास्तीत जास्त 50 अक्षरांचे असू शकते',
    courtType: 'न्यायालयाचा प्रकार निवडा',
    country: 'देश निवडा',
    state: 'राज्य निवडा',
    locationTooLong: 'ठिकाण जास्तीत जास्त 50 अक्षरांचे असू शकते',
    addressTooLong: 'पत्ता जास्तीत जास्त 200 अक्षरांचा असू शकतो',
    updated: 'न्यायालयाचा तपशील अपडेट झाला!',
  },
} satisfies Texts<typeof TEXTS>
