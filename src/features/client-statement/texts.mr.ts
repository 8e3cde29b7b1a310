import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'पक्षकाराचा खाते उतारा',
  filters: 'पक्षकाराच्या खाते उताऱ्याचे फिल्टर',
  needClient: 'आधी पक्षकार निवडा',
  clients: 'पक्षकार',
  searchClient: 'पक्षकार शोधा',
  cases: 'केसेस',
  searchCase: 'केस शोधा',
  clickClient: 'केसेस पाहण्यासाठी पक्षकारावर क्लिक करा.',
  client: 'पक्षकार:',
  caseNo: 'केस नंबर:',
  reportTypes: [
    { value: 'Summary', label: 'सारांश' },
    { value: 'Details', label: 'सविस्तर' },
  ],
  getReport: 'अहवाल पहा',
  preparing: 'तयार होत आहे…',
  downloadPdf: 'PDF डाउनलोड करा',
  payments: 'पैसे भरणा',
  columns: {
    caseNo: 'केस नंबर',
    caseTitle: 'केसचे शीर्षक',
    caseNature: 'केसचे स्वरूप',
    hearing: 'सुनावण्यांची संख्या',
    hearings: 'सुनावण्यांची संख्या',
    consultingFees: 'सल्ला फी',
    receiveAmount: 'मिळालेली रक्कम',
    balance: 'बाकी',
    paymentDate: 'भरण्याची तारीख',
    amount: 'रक्कम',
  },
  statementOfCase: (caseNo: string) => `केस ${caseNo} चा उतारा`,
  totals: {
    consultingFees: (amount: string) => `सल्ला फी: ${amount}`,
    totalAmount: (amount: string) => `एकूण रक्कम: ${amount}`,
    balance: (amount: string) => `बाकी: ${amount}`,
  },
} satisfies Texts<typeof TEXTS>
