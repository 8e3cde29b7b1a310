import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './action-texts'

export default {
  actions: {
    title: 'कार्य विवरण',
    closeLabel: 'कार्य विवरण बंद करें',
    caseNo: (caseNo: string) => `केस नं.: ${caseNo}`,
    noCase: 'कोई केस नहीं चुना गया।',
    editAction: 'कार्य बदलें',
    newAction: 'नया कार्य',
    editOf: (action: string) => `कार्य बदलें: ${action}`,
    closeOf: (action: string) => `खुला — यह कार्य बंद करें: ${action}`,
    actionsOf: (caseNo: string) => `केस ${caseNo} के कार्य`,
    editing: (date: string) => `${date} का कार्य बदल रहे हैं`,
    date: 'तारीख',
    reminderDays: 'कितने दिन पहले याद दिलाएँ',
    actionItem: 'कार्य',
    newIsOpen: 'नया कार्य खुला रहता है',
    new: 'नया',
    saving: 'सहेज रहे हैं…',
    noActions: 'कोई रिकॉर्ड नहीं मिला',
    askClose: 'क्या आप सच में यह कार्य बंद करना चाहते हैं?',
    statuses: { Open: 'खुला', Close: 'बंद' },
  },
  rules: {
    client: 'पक्षकार चुनें',
    caseNo: 'केस नं. चुनें',
    date: 'अगली तारीख डालें',
    notAfterRegister: 'अगले कार्य की तारीख दर्ज करने की तारीख के बाद की ही हो सकती है',
    beforeToday: 'अगले कार्य की तारीख आज से पहले की नहीं हो सकती',
    reminderDays: 'याद दिलाने के दिन डालें',
    actionItem: 'कार्य लिखें',
    reminderDaysDigits: 'याद दिलाने के दिन केवल अंकों में हों',
    reminderDaysTooLong: 'याद दिलाने के दिन अधिकतम 2 अंकों के हो सकते हैं',
    actionItemTooLong: 'कार्य में अधिकतम 200 अक्षर हो सकते हैं',
    status: 'स्थिति चुनें',
  },
} satisfies Texts<typeof TEXTS>
