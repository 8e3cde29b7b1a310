import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'डैशबोर्ड',
  welcome: (name: string) => `नमस्ते, ${name}।`,
  notAdvocate: 'डैशबोर्ड पर वकील की पेशियाँ और याद दिलाने वाले काम दिखते हैं; आपके खाते से कोई वकालत जुड़ी नहीं है। अपनी स्क्रीन खोलने के लिए मेन्यू इस्तेमाल करें।',
  staffOfAdvocate: 'डैशबोर्ड का कैलेंडर, याद दिलाने वाले काम और पक्षकारों की सूची वकील को दिखाए जाते हैं। दफ़्तर की स्क्रीन खोलने के लिए मेन्यू इस्तेमाल करें।',
  areas: {
    diaryCheck: 'डायरी जाँच',
    calendar: 'केस कैलेंडर',
    actions: 'काम का विवरण',
    clients: 'मेरे पक्षकारों की सूची',
    pending: 'अगली तारीख बाकी वाले केस',
    clashes: 'दिन की टकराती पेशियाँ',
    tomorrow: 'कल के पक्षकार',
  },
  calendar: {
    title: 'केस कैलेंडर',
    previous: 'पिछला महीना',
    next: 'अगला महीना',
    cases: (n: number) => `केस: ${n}`,
    askDetails: 'क्या आप इन केसों का विवरण लेना चाहते हैं?',
  },
  actions: {
    title: 'काम का विवरण',
    date: 'तारीख',
    closeFor: (caseNo: string) => `खुला — केस ${caseNo} का काम बंद करें`,
  },
  clients: {
    title: 'मेरे पक्षकारों की सूची',
    mobile: 'मोबाइल',
    email: 'ईमेल',
    cases: 'केस',
    showCases: (n: number, client: string) => (n === 1 ? `${client} का 1 केस: विवरण देखें` : `${client} के ${n} केस: विवरण देखें`),
  },
  caseDetail: {
    title: 'केस का विवरण',
    close: 'केस का विवरण बंद करें',
    casesOf: (client: string) => `${client} के केस`,
    caseNo: 'केस नंबर',
    caseTitle: 'केस का शीर्षक',
    previousDate: 'पिछली तारीख',
    currentDate: 'मौजूदा तारीख',
    fileLocation: 'फ़ाइल कहाँ है (F-R-A-R)',
  },
  pending: {
    title: 'अगली तारीख डालनी बाकी वाले केस',
    caseDetail: 'केस का विवरण',
    nextDate: 'अगली तारीख',
    timeline: 'समय-रेखा',
    update: (caseNo: string) => `${caseNo} की अगली तारीख डालें`,
  },
} satisfies Texts<typeof TEXTS>
