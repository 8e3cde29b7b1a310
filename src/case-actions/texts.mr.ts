import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  clashes: {
    title: 'एकाच वेळी दोन ठिकाणी',
    day: (when: string, n: number) => `${when}: ${n} वेळा एकाच वेळी दोन ठिकाणी`,
    open: (date: string) => `${date} चा बोर्ड उघडा`,
    today: 'आज',
    tomorrow: 'उद्या',
  },
  docket: { button: 'डॉकेट PDF', busy: 'डॉकेट तयार होत आहे…' },
  diaryCheck: {
    needs: (n: number) => (n === 1 ? 'डायरी तपासणी: 1 केसकडे लक्ष द्यायचे आहे' : `डायरी तपासणी: ${n} केसकडे लक्ष द्यायचे आहे`),
    clean: 'डायरी तपासणी: सर्व तारखा व्यवस्थित आहेत',
    failed: 'डायरी तपासणी लोड होऊ शकली नाही.',
  },
} satisfies Texts<typeof TEXTS>
