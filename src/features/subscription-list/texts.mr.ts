import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'वर्गणीची यादी',
  advocate: 'वकील',
  advocateName: 'वकिलाचे नाव: ',
  chooseFirst: 'वकील निवडा, मग "रेकॉर्ड शोधा" दाबा.',
  sending: 'पाठवत आहे…',
  sendRenewal: 'नूतनीकरणाचा संदेश पाठवा',
  columns: {
    serial: 'अ. क्र.',
    start: 'वर्गणी सुरू झाल्याची तारीख',
    end: 'वर्गणी संपण्याची तारीख',
    total: 'वर्गणीची एकूण रक्कम',
  },
  messages: {
    noAdvocate: 'वकिलाचा कोड उपलब्ध नाही',
    selectAdvocate: 'वकील निवडा',
  },
} satisfies Texts<typeof TEXTS>
