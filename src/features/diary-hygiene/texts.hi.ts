import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'डायरी जाँच',
  intro: 'वे केस जिनकी डायरी की तारीखों पर भरोसा नहीं किया जा सकता, हर एक के साथ उसे ठीक करने का एक कदम।',
  kinds: {
    NO_NEXT_DATE: 'अगली तारीख नहीं',
    PASSED_NO_OUTCOME: 'तारीख निकल गई, नतीजा दर्ज नहीं',
    NOT_FROM_COURT: 'कोर्ट की सूची में दूसरी तारीख',
    NO_HEARING: 'महीनों से पेशी नहीं',
    NOT_LISTED: 'वाद सूची में नहीं',
  },
  empty: {
    NO_NEXT_DATE: 'हर चालू केस की अगली तारीख है।',
    PASSED_NO_OUTCOME: 'हर बीती पेशी का नतीजा दर्ज है।',
    NOT_FROM_COURT: 'रखी गई किसी वाद सूची में डायरी से अलग तारीख नहीं है।',
    NO_HEARING: 'इन महीनों में हर चालू केस की पेशी हुई।',
    NOT_LISTED: 'आज और कल की हर पेशी उसके कोर्ट की सूची में है, जहाँ सूची रखी गई है।',
  },
  months: 'इतने समय से पेशी नहीं',
  monthsOption: (n: number) => `${n} महीने`,
  failed: 'डायरी जाँच लोड नहीं हो सकी।',
  setNext: 'अगली तारीख डालें',
  recordOutcome: 'नतीजा दर्ज करें',
  markDisposed: 'निपटारा दर्ज करें',
  moveTo: (date: string) => `${date} पर ले जाएँ`,
  openList: 'वाद सूची खोलें',
  askDispose: (caseNo: string) => `${caseNo} का निपटारा दर्ज करें? इसकी डायरी बंद हो जाएगी और इसकी अगली तारीख फिर बदली नहीं जा सकेगी।`,
  disposedNote: 'डायरी जाँच से निपटारा दर्ज किया गया',
  movedNote: (date: string) => `अगली तारीख ${date} की गई: कोर्ट की वाद सूची में लगी है`,
} satisfies Texts<typeof TEXTS>
