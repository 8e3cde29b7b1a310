import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'सदस्यता सूची',
  advocate: 'अधिवक्ता',
  advocateName: 'अधिवक्ता का नाम: ',
  chooseFirst: 'अधिवक्ता चुनें, फिर "रिकॉर्ड खोजें" दबाएँ।',
  sending: 'भेजा जा रहा है…',
  sendRenewal: 'नवीनीकरण का संदेश भेजें',
  columns: {
    serial: 'क्र. सं.',
    start: 'सदस्यता शुरू होने की तारीख',
    end: 'सदस्यता समाप्ति की तारीख',
    total: 'सदस्यता की कुल रकम',
  },
  messages: {
    noAdvocate: 'अधिवक्ता का कोड उपलब्ध नहीं है',
    selectAdvocate: 'अधिवक्ता चुनें',
  },
} satisfies Texts<typeof TEXTS>
