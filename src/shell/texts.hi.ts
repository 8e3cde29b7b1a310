import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  toolbar: {
    label: 'रिकॉर्ड की कार्रवाई',
    new: 'नया',
    saving: 'सहेज रहे हैं…',
    exit: 'बाहर जाएँ',
  },
  saveQuestion: 'क्या आप बदलाव सहेजना चाहते हैं?',
  draft: {
    title: 'बिना सहेजे बदलाव',
    question: 'आप यहाँ बदलाव कर रहे थे तभी आपका सत्र खत्म हो गया। जो बदलाव सहेजे नहीं गए थे, उन्हें वापस लाएँ?',
    restore: 'वापस लाएँ',
  },
  noAdding: 'इस पेज से नए रिकॉर्ड नहीं जोड़े जाते।',
  filterOf: (label: string) => `${label} छाँटें`,
  export: {
    progress: (done: string, total: string) => `${total} में से ${done} पंक्तियाँ निकाली जा रही हैं…`,
    done: (n: string, file: string) => `${n} पंक्तियाँ ${file} में निकाली गईं।`,
    empty: 'निकालने के लिए कोई पंक्ति नहीं है।',
    noAnswer: 'कोई जवाब नहीं मिला',
    unreadable: 'सर्वर का जवाब पढ़ा नहीं जा सका।',
  },
  report: {
    searchRecord: 'रिकॉर्ड खोजें',
    preparing: 'तैयार हो रहा है…',
    filtersOf: (title: string) => `${title} के फ़िल्टर`,
  },
  pdf: {
    failed: 'कुछ गड़बड़ हो गई, कृपया फिर कोशिश करें।',
    generateFailed: 'PDF नहीं बन सकी',
    downloadFailed: 'PDF डाउनलोड करते समय गड़बड़ हुई',
  },
} satisfies Texts<typeof TEXTS>
