import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './next-date-texts'

export default {
  nextDate: {
    nextDate: 'अगली पेशी की तारीख चुनें',
    notAfterCurrent: 'अगली तारीख मौजूदा तारीख के बाद की होनी चाहिए',
    beforeToday: 'अगली तारीख आज से पहले की नहीं हो सकती',
    disposed: 'इस केस का निपटारा हो चुका है: इसकी अगली तारीख बदली नहीं जा सकती।',
    saved: 'केस की अगली तारीख दर्ज हो गई!',
  },
} satisfies Texts<typeof TEXTS>
