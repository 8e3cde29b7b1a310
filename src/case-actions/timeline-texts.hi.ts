import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './timeline-texts'

export default {
  timeline: {
    title: (caseNo: string) => `केस ${caseNo} का पूरा ब्योरा`,
    closeLabel: 'ब्योरा बंद करें',
    intro: 'केस में हुआ हर बदलाव, सबसे पुराना पहले, किसने किया और किस स्क्रीन से।',
    kind: 'घटना का प्रकार',
    allKinds: 'सभी प्रकार',
    noEvents: 'इस प्रकार की कोई घटना अभी नहीं।',
    columns: { when: 'कब', what: 'क्या हुआ', by: 'किसने' },
    kinds: {
      REGISTERED: 'केस दर्ज',
      HEARING: 'पेशी',
      NEXT_DATE_CHANGED: 'अगली तारीख बदली',
      FILE_MOVED: 'फ़ाइल की जगह बदली',
      PAYMENT: 'भुगतान',
      ACTION_OPENED: 'कार्य खोला',
      ACTION_CLOSED: 'कार्य बंद किया',
      MESSAGE: 'पक्षकार को संदेश',
      DOCUMENT: 'दस्तावेज़',
      CASE_CHANGED: 'केस में बदलाव',
    },
    sources: {
      CASE_REGISTRATION: 'केस दर्ज करना',
      CASE_NEXT_DATE: 'केस की अगली तारीख',
      COURT_DAY_OUTBOX: 'कोर्ट का दिन (भेजे जाने वाले संदेश)',
      FILE_PLACEMENT: 'फ़ाइल कहाँ रखी है',
      CLIENT_PAYMENT: 'पक्षकार का भुगतान',
      ACTIONS: 'कार्य विवरण',
      DASHBOARD: 'डैशबोर्ड',
      CLIENT_MESSAGE: 'पक्षकार को बताएँ',
      RECORD: 'केस का रिकॉर्ड',
    },
  },
  timelineButton: 'पूरा ब्योरा',
} satisfies Texts<typeof TEXTS>
