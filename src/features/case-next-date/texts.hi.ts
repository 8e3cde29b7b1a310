import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'केस की अगली तारीख',
  addAction: 'काम जोड़ें',
  cards: { current: 'मौजूदा तारीख का ब्योरा', newDate: 'नई तारीख का ब्योरा', filePlacement: 'फ़ाइल कहाँ रखी है', comments: 'टिप्पणियाँ' },
  currentFailed: 'केस की मौजूदा पेशी लोड नहीं हो सकी।',
  chooseCase: 'मौजूदा पेशी देखने के लिए पक्षकार और केस चुनें।',
  nextDateHint: 'DD-MM-YYYY, आज या बाद की',
  fields: {
    attendantAdvocate: 'हाज़िर वकील',
    oppAdvocateMobile: 'विपक्षी वकील का मोबाइल',
    advocateComment: 'वकील की टिप्पणी',
    clientComment: 'पक्षकार की टिप्पणी',
  },
  details: {
    court: 'कोर्ट',
    judge: 'जज',
    courtNo: 'कोर्ट नं.',
    attendantAdvocate: 'हाज़िर वकील',
    purpose: 'प्रयोजन',
    status: 'स्थिति',
    hearingDate: 'पेशी की तारीख',
    policeStation: 'थाना',
    firDate: 'FIR की तारीख',
    firNo: 'FIR नं.',
    underSection: 'धारा',
  },
  rules: {
    client: 'पक्षकार चुनें',
    caseNo: 'केस नंबर चुनें',
    court: 'कोर्ट चुनें',
  },
} satisfies Texts<typeof TEXTS>
