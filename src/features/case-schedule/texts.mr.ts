import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'सुनावणी वेळापत्रक',
  generate: 'रिपोर्ट तयार करा',
  downloadPdf: 'PDF डाउनलोड करा',
  nextDate: (date: string) => `पुढची तारीख: ${date}`,
  editLabel: (caseNo: string) => `${caseNo} ची पुढची तारीख बदला (नव्या टॅबमध्ये उघडेल)`,
  columns: {
    previousDate: 'मागची तारीख',
    clientCaseNo: 'पक्षकाराचा केस नंबर',
    caseType: 'केसचा प्रकार',
    caseTitle: 'केसचे शीर्षक',
    party: 'बाजू',
    judgeName: 'न्यायाधीशांचे नाव',
  },
} satisfies Texts<typeof TEXTS>
