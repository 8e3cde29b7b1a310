import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'मुकदमा प्रकार मास्टर',
  listTab: 'मुकदमा प्रकारों की सूची',
  detailTab: 'मुकदमा प्रकार का विवरण जोड़ें',
  code: 'कोड',
  name: 'नाम',
  statusOf: (name: string) => `${name} की स्थिति`,
  litigationCode: 'मुकदमा प्रकार कोड',
  litigationName: 'मुकदमा प्रकार का नाम',
  details: 'मुकदमा प्रकार का विवरण',
  detail: (n: number) => `विवरण ${n}`,
  subCode: 'उप-प्रकार कोड',
  detailName: 'विवरण का नाम',
  selectStatus: 'स्थिति चुनें',
  statuses: { Active: 'चालू', Suspended: 'बंद' },
  removeDetail: (n: number) => `विवरण ${n} हटाएँ`,
  addDetails: 'विवरण जोड़ें',
  saveFailed: (why: string) => `मुकदमा प्रकार सेव नहीं हो सका: ${why}`,
  detailFailed: (adding: boolean, name: string, why: string) => `विवरण "${name}" ${adding ? 'जोड़ा' : 'अपडेट'} नहीं जा सका: ${why}`,
  saved: {
    added: 'मुकदमा प्रकार जोड़ दिया गया।',
    updated: 'मुकदमा प्रकार अपडेट हो गया।',
  },
  messages: {
    name: 'मुकदमा प्रकार का नाम भरें',
    nameTooLong: 'मुकदमा प्रकार का नाम अधिकतम 50 अक्षर का हो सकता है',
    oneDetail: 'कम से कम एक विवरण ज़रूरी है',
    detailName: 'विवरण का नाम ज़रूरी है',
    detailNameTooLong: 'विवरण का नाम अधिकतम 50 अक्षर का हो सकता है',
    subCodeTooLong: 'उप-प्रकार कोड अधिकतम 5 अक्षर का हो सकता है',
    duplicate: (name: string) => `विवरण का नाम "${name}" पहले से दर्ज है!`,
    updated: 'मुकदमा प्रकार का विवरण अपडेट हो गया!',
  },
} satisfies Texts<typeof TEXTS>
