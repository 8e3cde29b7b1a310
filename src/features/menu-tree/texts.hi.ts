import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'मेनू ट्री',
  tab: 'मेनू जोड़ें',
  formLabel: 'मेनू',
  topLevel: 'कोई नहीं (सबसे ऊपर)',
  editing: 'बदल रहे हैं:',
  newUnder: 'नया मेनू इसके नीचे:',
  addUnder: 'इस मेनू के नीचे मेनू जोड़ें',
  fields: {
    name: 'मेनू का नाम',
    url: 'URL',
    urlExample: '/court-master',
    order: 'क्रम',
    description: 'विवरण',
    commandKey: 'कमांड की',
    key: 'की',
    none: 'कोई नहीं',
  },
  nav: {
    label: 'मेनू',
    loading: 'मेनू लोड हो रहा है',
    failed: 'मेनू लोड नहीं हो सका।',
  },
  messages: {
    name: 'मेनू का नाम लिखें',
    nameTooLong: 'मेनू का नाम अधिकतम 255 अक्षरों का हो सकता है',
    urlTooLong: 'URL अधिकतम 255 अक्षरों का हो सकता है',
    order: 'क्रम अधिकतम 2 अंकों का हो सकता है',
    selectControl: 'की चुनें',
    selectCommand: 'कमांड की चुनें',
    systemCommand: 'सिस्टम की कमांड नहीं ली जा सकती!',
    deleteQuestion: 'क्या आप सच में यह मेनू हटाना चाहते हैं? इसके नीचे के मेनू, भूमिकाओं से जुड़ाव और उपयोगकर्ताओं की अनुमति भी हट जाएगी।',
    added: 'मेनू जोड़ दिया गया।',
    saved: 'मेनू अपडेट हो गया।',
    deleted: 'मेनू हटा दिया गया।',
  },
} satisfies Texts<typeof TEXTS>
