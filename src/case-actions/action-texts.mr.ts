import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './action-texts'

export default {
  actions: {
    title: 'कामाचा तपशील',
    closeLabel: 'कामाचा तपशील बंद करा',
    caseNo: (caseNo: string) => `केस क्र.: ${caseNo}`,
    noCase: 'कोणतीही केस निवडलेली नाही.',
    editAction: 'काम बदला',
    newAction: 'नवीन काम',
    editOf: (action: string) => `काम बदला: ${action}`,
    closeOf: (action: string) => `उघडे — हे काम बंद करा: ${action}`,
    actionsOf: (caseNo: string) => `केस ${caseNo} ची कामे`,
    editing: (date: string) => `${date} चे काम बदलत आहात`,
    date: 'तारीख',
    reminderDays: 'किती दिवस आधी आठवण',
    actionItem: 'काम',
    newIsOpen: 'नवीन काम उघडे असते',
    new: 'नवीन',
    saving: 'जतन होत आहे…',
    noActions: 'कोणतेही रेकॉर्ड मिळाले नाही',
    askClose: 'हे काम खरंच बंद करायचे आहे का?',
    statuses: { Open: 'उघडे', Close: 'बंद' },
  },
  rules: {
    client: 'पक्षकार निवडा',
    caseNo: 'केस क्र. निवडा',
    date: 'पुढील तारीख भरा',
    notAfterRegister: 'पुढील कामाची तारीख नोंदणीच्या तारखेनंतरचीच असावी',
    beforeToday: 'पुढील कामाची तारीख आजच्या आधीची असू शकत नाही',
    reminderDays: 'आठवणीचे दिवस भरा',
    actionItem: 'काम लिहा',
    reminderDaysDigits: 'आठवणीचे दिवस फक्त अंकांत असावेत',
    reminderDaysTooLong: 'आठवणीचे दिवस जास्तीत जास्त 2 अंकी असू शकतात',
    actionItemTooLong: 'कामामध्ये जास्तीत जास्त 200 अक्षरे असू शकतात',
    status: 'स्थिती निवडा',
  },
} satisfies Texts<typeof TEXTS>
