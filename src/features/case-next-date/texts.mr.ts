import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'केसची पुढची तारीख',
  addAction: 'काम जोडा',
  cards: { current: 'चालू तारखेचा तपशील', newDate: 'नव्या तारखेचा तपशील', filePlacement: 'फाईल कुठे ठेवली आहे', comments: 'टिप्पण्या' },
  currentFailed: 'केसची चालू सुनावणी लोड झाली नाही.',
  chooseCase: 'चालू सुनावणी पाहण्यासाठी पक्षकार आणि केस निवडा.',
  nextDateHint: 'DD-MM-YYYY, आजची किंवा नंतरची',
  fields: {
    attendantAdvocate: 'हजर वकील',
    oppAdvocateMobile: 'विरुद्ध पक्षाच्या वकिलांचा मोबाईल',
    advocateComment: 'वकिलांची टिप्पणी',
    clientComment: 'पक्षकाराची टिप्पणी',
  },
  details: {
    court: 'कोर्ट',
    judge: 'न्यायाधीश',
    courtNo: 'कोर्ट क्र.',
    attendantAdvocate: 'हजर वकील',
    purpose: 'कारण',
    status: 'स्थिती',
    hearingDate: 'सुनावणीची तारीख',
    policeStation: 'पोलीस ठाणे',
    firDate: 'FIR ची तारीख',
    firNo: 'FIR क्र.',
    underSection: 'कलम',
  },
  rules: {
    client: 'पक्षकार निवडा',
    caseNo: 'केस नंबर निवडा',
    court: 'कोर्ट निवडा',
  },
} satisfies Texts<typeof TEXTS>
