import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './calendar-texts'

export default {
  calendar: {
    title: 'कैलेंडर में जोड़ें',
    closeLabel: 'कैलेंडर में जोड़ना बंद करें',
    intro: 'इन तारीखों के बीच की सारी पेशियाँ, फ़ोन या कंप्यूटर के कैलेंडर के लिए एक कैलेंडर फ़ाइल (.ics) में: हर पेशी पूरे दिन की एक प्रविष्टि। नई फ़ाइल डालने पर पहले से मौजूद पेशियाँ अपडेट हो जाती हैं।',
    formLabel: 'कैलेंडर में जोड़ने की पेशियाँ',
    preparing: 'तैयार हो रही है…',
    download: '.ics डाउनलोड करें',
    saved: (count: number, fileName: string) => `${count} पेशी ${fileName} में सहेजी गईं`,
    addHearing: (caseNo: string, date: string) => `${caseNo} की ${date} की पेशी कैलेंडर में जोड़ें`,
  },
} satisfies Texts<typeof TEXTS>
