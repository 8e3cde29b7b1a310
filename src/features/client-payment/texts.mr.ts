import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'पक्षकार पैसे भरणा',
  listTab: 'भरणा यादी',
  detailTab: 'भरण्याचा तपशील',
  overview: {
    totalCases: 'एकूण केसेस',
    amount: 'रक्कम',
  },
  columns: {
    chequeDate: 'चेकची तारीख',
    paymentDate: 'भरण्याची तारीख',
    paymentNo: 'भरणा क्रमांक',
  },
  deletePayment: (amount: string, caseNo: string) => `केस ${caseNo} चा ${amount} चा भरणा काढा`,
  totalAmount: (amount: string) => `एकूण रक्कम: ${amount}`,
  fields: {
    caseNo: 'केस नंबर',
    paymentNo: 'भरणा क्रमांक',
  },
  paymentTypes: { Cash: 'रोख', Cheque: 'चेक' },
  saved: {
    added: 'भरण्याचा तपशील जोडला!',
    updated: 'भरण्याचा तपशील अपडेट झाला!',
    deleted: 'भरण्याचा तपशील काढला!',
  },
  messages: {
    caseNo: 'केस नंबर निवडा',
    paymentType: 'भरण्याचा प्रकार निवडा',
    paymentDate: 'भरण्याची तारीख निवडा',
    amount: 'रक्कम भरा',
    chequeDate: 'चेकची तारीख निवडा',
    paymentNo: 'भरणा क्रमांक भरा',
    selectClient: 'पक्षकार निवडा',
    askDelete: 'हा भरणा नक्की काढायचा आहे का?',
    paymentNoLength: 'भरणा क्रमांक जास्तीत जास्त 50 अक्षरांचा असू शकतो',
    amountLength: 'रक्कम जास्तीत जास्त 18 अंकांची असू शकते',
    amountDecimals: 'रकमेत दशांशानंतर जास्तीत जास्त 2 अंक असू शकतात',
    amountMax: 'रक्कम जास्तीत जास्त 99,99,99,999.99 असू शकते',
  },
} satisfies Texts<typeof TEXTS>
