import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'केस प्रकार मास्टर',
  listTab: 'केस प्रकारांची यादी',
  detailTab: 'केस प्रकार जोडा',
  caseCode: 'केस कोड',
  country: 'देश',
  state: 'राज्य',
  caseType: 'केसचा प्रकार',
  selectStatus: 'स्थिती निवडा',
  saved: {
    added: 'केसचा प्रकार जोडला.',
  },
  messages: {
    name: 'केसचा प्रकार भरा',
    nameTooLong: 'केसचा प्रकार जास्तीत जास्त 50 अक्षरांचा असू शकतो',
    country: 'देश निवडा',
    state: 'राज्य निवडा',
    court: 'न्यायालय निवडा',
    updated: 'केस प्रकाराचा तपशील अपडेट झाला!',
    listFailed: 'केस प्रकारांची यादी मिळू शकली नाही',
  },
} satisfies Texts<typeof TEXTS>
