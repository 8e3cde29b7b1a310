import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'पक्षकार का खाता विवरण',
  filters: 'पक्षकार के खाता विवरण के फ़िल्टर',
  needClient: 'पहले पक्षकार चुनें',
  clients: 'पक्षकार',
  searchClient: 'पक्षकार खोजें',
  cases: 'केस',
  searchCase: 'केस खोजें',
  clickClient: 'केस देखने के लिए किसी पक्षकार पर क्लिक करें।',
  client: 'पक्षकार:',
  caseNo: 'केस नंबर:',
  reportTypes: [
    { value: 'Summary', label: 'सारांश' },
    { value: 'Details', label: 'पूरा विवरण' },
  ],
  getReport: 'रिपोर्ट देखें',
  preparing: 'तैयार हो रही है…',
  downloadPdf: 'PDF डाउनलोड करें',
  payments: 'भुगतान',
  columns: {
    caseNo: 'केस नंबर',
    caseTitle: 'केस का शीर्षक',
    caseNature: 'केस का स्वरूप',
    hearing: 'पेशियों की संख्या',
    hearings: 'पेशियों की संख्या',
    consultingFees: 'परामर्श फ़ीस',
    receiveAmount: 'प्राप्त रकम',
    balance: 'बाकी',
    paymentDate: 'भुगतान की तारीख',
    amount: 'रकम',
  },
  statementOfCase: (caseNo: string) => `केस ${caseNo} का विवरण`,
  totals: {
    consultingFees: (amount: string) => `परामर्श फ़ीस: ${amount}`,
    totalAmount: (amount: string) => `कुल रकम: ${amount}`,
    balance: (amount: string) => `बाकी: ${amount}`,
  },
} satisfies Texts<typeof TEXTS>
