import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'पेशियों की सूची',
  generate: 'रिपोर्ट बनाएँ',
  downloadPdf: 'PDF डाउनलोड करें',
  nextDate: (date: string) => `अगली तारीख: ${date}`,
  editLabel: (caseNo: string) => `${caseNo} की अगली तारीख बदलें (नए टैब में खुलेगा)`,
  columns: {
    previousDate: 'पिछली तारीख',
    clientCaseNo: 'पक्षकार का केस नंबर',
    caseType: 'केस का प्रकार',
    caseTitle: 'केस का शीर्षक',
    party: 'पक्ष',
    judgeName: 'जज का नाम',
  },
} satisfies Texts<typeof TEXTS>
