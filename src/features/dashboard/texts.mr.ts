import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'डॅशबोर्ड',
  welcome: (name: string) => `नमस्कार, ${name}.`,
  notAdvocate: 'डॅशबोर्डवर वकिलांच्या सुनावण्या आणि आठवणी दिसतात; तुमच्या खात्याशी कोणतीही वकिली जोडलेली नाही. तुमचे स्क्रीन उघडण्यासाठी मेन्यू वापरा.',
  staffOfAdvocate: 'डॅशबोर्डचे कॅलेंडर, आठवणी आणि पक्षकारांच्या याद्या वकिलांना दाखवल्या जातात. कार्यालयाचे स्क्रीन उघडण्यासाठी मेन्यू वापरा.',
  areas: {
    diaryCheck: 'डायरी तपासणी',
    calendar: 'केस कॅलेंडर',
    actions: 'कामांचा तपशील',
    clients: 'माझ्या पक्षकारांची यादी',
    pending: 'पुढील तारीख बाकी असलेल्या केस',
    clashes: 'दिवसातील एकमेकांवर येणाऱ्या सुनावण्या',
    tomorrow: 'उद्याचे पक्षकार',
  },
  calendar: {
    title: 'केस कॅलेंडर',
    previous: 'मागील महिना',
    next: 'पुढील महिना',
    cases: (n: number) => `केस: ${n}`,
    askDetails: 'या केसचा तपशील हवा आहे का?',
  },
  actions: {
    title: 'कामांचा तपशील',
    date: 'तारीख',
    closeFor: (caseNo: string) => `चालू — केस ${caseNo} चे काम बंद करा`,
  },
  clients: {
    title: 'माझ्या पक्षकारांची यादी',
    mobile: 'मोबाइल',
    email: 'ईमेल',
    cases: 'केस',
    showCases: (n: number, client: string) => `${client} च्या ${n} केस: तपशील पाहा`,
  },
  caseDetail: {
    title: 'केसचा तपशील',
    close: 'केसचा तपशील बंद करा',
    casesOf: (client: string) => `${client} च्या केस`,
    caseNo: 'केस नंबर',
    caseTitle: 'केसचे शीर्षक',
    previousDate: 'मागील तारीख',
    currentDate: 'चालू तारीख',
    fileLocation: 'फाईल कुठे आहे (F-R-A-R)',
  },
  pending: {
    title: 'पुढील तारीख टाकणे बाकी असलेल्या केस',
    caseDetail: 'केसचा तपशील',
    nextDate: 'पुढील तारीख',
    timeline: 'टाइमलाइन',
    update: (caseNo: string) => `${caseNo} ची पुढील तारीख टाका`,
  },
} satisfies Texts<typeof TEXTS>
