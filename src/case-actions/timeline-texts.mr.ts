import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './timeline-texts'

export default {
  timeline: {
    title: (caseNo: string) => `केस ${caseNo} चा संपूर्ण तपशील`,
    closeLabel: 'तपशील बंद करा',
    intro: 'केसमधील प्रत्येक बदल, सर्वात जुना आधी, कोणी केला आणि कोणत्या स्क्रीनवरून.',
    kind: 'घटनेचा प्रकार',
    allKinds: 'सर्व प्रकार',
    noEvents: 'या प्रकारची कोणतीही घटना अजून नाही.',
    columns: { when: 'केव्हा', what: 'काय झाले', by: 'कोणी' },
    kinds: {
      REGISTERED: 'केस नोंदवली',
      HEARING: 'सुनावणी',
      NEXT_DATE_CHANGED: 'पुढील तारीख बदलली',
      FILE_MOVED: 'फाईलची जागा बदलली',
      PAYMENT: 'पैसे भरणा',
      ACTION_OPENED: 'काम उघडले',
      ACTION_CLOSED: 'काम बंद केले',
      MESSAGE: 'पक्षकाराला संदेश',
      DOCUMENT: 'कागदपत्र',
      CASE_CHANGED: 'केसमध्ये बदल',
    },
    sources: {
      CASE_REGISTRATION: 'केस नोंदणी',
      CASE_NEXT_DATE: 'केसची पुढील तारीख',
      COURT_DAY_OUTBOX: 'कोर्टाचा दिवस (पाठवायचे संदेश)',
      FILE_PLACEMENT: 'फाईल कुठे ठेवली आहे',
      CLIENT_PAYMENT: 'पक्षकाराचा पैसे भरणा',
      ACTIONS: 'कामाचा तपशील',
      DASHBOARD: 'डॅशबोर्ड',
      CLIENT_MESSAGE: 'पक्षकाराला कळवा',
      RECORD: 'केसचे रेकॉर्ड',
    },
  },
  timelineButton: 'संपूर्ण तपशील',
} satisfies Texts<typeof TEXTS>
