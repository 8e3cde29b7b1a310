import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'न्यायालय प्रकार मास्टर',
  listTab: 'न्यायालय प्रकारांची यादी',
  detailTab: 'न्यायालय प्रकार जोडा',
  name: 'न्यायालय प्रकाराचे नाव',
  code: 'कोड',
  saved: {
    added: 'न्यायालयाचा प्रकार जोडला.',
  },
  messages: {
    name: 'न्यायालय प्रकाराचे नाव भरा',
    nameTooLong: 'न्यायालय प्रकाराचे नाव जास्तीत जास्त 50 अक्षरांचे असू शकते',
    updated: 'न्यायालय प्रकाराचा तपशील अपडेट झाला!',
    listFailed: 'न्यायालय प्रकारांची यादी मिळू शकली नाही',
  },
} satisfies Texts<typeof TEXTS>
