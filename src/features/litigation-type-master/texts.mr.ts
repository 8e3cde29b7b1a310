import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'दावा प्रकार मास्टर',
  listTab: 'दावा प्रकारांची यादी',
  detailTab: 'दावा प्रकाराचा तपशील जोडा',
  code: 'कोड',
  name: 'नाव',
  statusOf: (name: string) => `${name} ची स्थिती`,
  litigationCode: 'दावा प्रकार कोड',
  litigationName: 'दावा प्रकाराचे नाव',
  details: 'दावा प्रकाराचा तपशील',
  detail: (n: number) => `तपशील ${n}`,
  subCode: 'उप-प्रकार कोड',
  detailName: 'तपशिलाचे नाव',
  selectStatus: 'स्थिती निवडा',
  statuses: { Active: 'चालू', Suspended: 'बंद' },
  removeDetail: (n: number) => `तपशील ${n} काढा`,
  addDetails: 'तपशील जोडा',
  saveFailed: (why: string) => `दावा प्रकार सेव्ह होऊ शकला नाही: ${why}`,
  detailFailed: (adding: boolean, name: string, why: string) => `तपशील "${name}" ${adding ? 'जोडता' : 'अपडेट करता'} आला नाही: ${why}`,
  saved: {
    added: 'दावा प्रकार जोडला.',
    updated: 'दावा प्रकार अपडेट झाला.',
  },
  messages: {
    name: 'दावा प्रकाराचे नाव भरा',
    nameTooLong: 'दावा प्रकाराचे नाव जास्तीत जास्त 50 अक्षरांचे असू शकते',
    oneDetail: 'किमान एक तपशील आवश्यक आहे',
    detailName: 'तपशिलाचे नाव आवश्यक आहे',
    detailNameTooLong: 'तपशिलाचे नाव जास्तीत जास्त 50 अक्षरांचे असू शकते',
    subCodeTooLong: 'उप-प्रकार कोड जास्तीत जास्त 5 अक्षरांचा असू शकतो',
    duplicate: (name: string) => `तपशिलाचे नाव "${name}" आधीच नोंदलेले आहे!`,
    updated: 'दावा प्रकाराचा तपशील अपडेट झाला!',
  },
} satisfies Texts<typeof TEXTS>
