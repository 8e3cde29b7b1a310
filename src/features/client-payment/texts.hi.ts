import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'पक्षकार भुगतान',
  listTab: 'भुगतान सूची',
  detailTab: 'भुगतान का विवरण',
  overview: {
    totalCases: 'कुल केस',
    amount: 'रकम',
  },
  columns: {
    chequeDate: 'चेक की तारीख',
    paymentDate: 'भुगतान की तारीख',
    paymentNo: 'भुगतान नंबर',
  },
  deletePayment: (amount: string, caseNo: string) => `केस ${caseNo} का ${amount} का भुगतान हटाएँ`,
  totalAmount: (amount: string) => `कुल रकम: ${amount}`,
  fields: {
    caseNo: 'केस नंबर',
    paymentNo: 'भुगतान नंबर',
  },
  paymentTypes: { Cash: 'नकद', Cheque: 'चेक' },
  saved: {
    added: 'भुगतान का विवरण जोड़ दिया गया!',
    updated: 'भुगतान का विवरण अपडेट हो गया!',
    deleted: 'भुगतान का विवरण हटा दिया गया!',
  },
  messages: {
    caseNo: 'केस नंबर चुनें',
    paymentType: 'भुगतान का प्रकार चुनें',
    paymentDate: 'भुगतान की तारीख चुनें',
    amount: 'रकम भरें',
    chequeDate: 'चेक की तारीख चुनें',
    paymentNo: 'भुगतान नंबर भरें',
    selectClient: 'पक्षकार चुनें',
    askDelete: 'क्या आप निश्चित हैं कि यह भुगतान हटाना है?',
    paymentNoLength: 'भुगतान नंबर अधिकतम 50 अक्षर का हो सकता है',
    amountLength: 'रकम अधिकतम 18 अंकों की हो सकती है',
    amountDecimals: 'रकम में दशमलव के बाद अधिकतम 2 अंक हो सकते हैं',
    amountMax: 'रकम अधिकतम 99,99,99,999.99 हो सकती है',
  },
} satisfies Texts<typeof TEXTS>
