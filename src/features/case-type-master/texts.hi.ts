import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'केस प्रकार मास्टर',
  listTab: 'केस प्रकारों की सूची',
  detailTab: 'केस प्रकार जोड़ें',
  caseCode: 'केस कोड',
  country: 'देश',
  state: 'राज्य',
  caseType: 'केस का प्रकार',
  selectStatus: 'स्थिति चुनें',
  saved: {
    added: 'केस का प्रकार जोड़ दिया गया।',
  },
  messages: {
    name: 'केस का प्रकार भरें',
    nameTooLong: 'केस का प्रकार अधिकतम 50 अक्षर का हो सकता है',
    country: 'देश चुनें',
    state: 'राज्य चुनें',
    court: 'न्यायालय चुनें',
    updated: 'केस प्रकार का विवरण अपडेट हो गया!',
    listFailed: 'केस प्रकारों की सूची नहीं मिल सकी',
  },
} satisfies Texts<typeof TEXTS>
