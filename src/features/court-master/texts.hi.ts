import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'न्यायालय मास्टर',
  listTab: 'न्यायालयों की सूची',
  detailTab: 'न्यायालय जोड़ें',
  location: 'स्थान',
  address: 'पता',
  state: 'राज्य',
  saved: {
    added: 'न्यायालय जोड़ दिया गया।',
  },
  messages: {
    name: 'न्यायालय का नाम भरें',
    nameTooLong: 'न्यायालय का नाम अधिकतम 50 अक्षर का हो सकता है',
    courtType: 'न्यायालय का प्रकार चुनें',
    country: 'देश चुनें',
    state: 'राज्य चुनें',
    locationTooLong: 'स्थान अधिकतम 50 अक्षर का हो सकता है',
    addressTooLong: 'पता अधिकतम 200 अक्षर का हो सकता है',
    updated: 'न्यायालय का विवरण अपडेट हो गया!',
  },
} satisfies Texts<typeof TEXTS>
