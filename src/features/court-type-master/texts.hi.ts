import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'न्यायालय प्रकार मास्टर',
  listTab: 'न्यायालय प्रकारों की सूची',
  detailTab: 'न्यायालय प्रकार जोड़ें',
  name: 'न्यायालय प्रकार का नाम',
  code: 'कोड',
  saved: {
    added: 'न्यायालय का प्रकार जोड़ दिया गया।',
  },
  messages: {
    name: 'न्यायालय प्रकार का नाम भरें',
    nameTooLong: 'न्यायालय प्रकार का नाम अधिकतम 50 अक्षर का हो सकता है',
    updated: 'न्यायालय प्रकार का विवरण अपडेट हो गया!',
    listFailed: 'न्यायालय प्रकारों की सूची नहीं मिल सकी',
  },
} satisfies Texts<typeof TEXTS>
