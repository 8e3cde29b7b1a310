import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  clashes: {
    title: 'टकराव',
    day: (when: string, n: number) => `${when}: ${n} टकराव`,
    open: (date: string) => `${date} का बोर्ड खोलें`,
    today: 'आज',
    tomorrow: 'कल',
  },
  docket: { button: 'डॉकेट PDF', busy: 'डॉकेट तैयार हो रहा है…' },
  diaryCheck: {
    needs: (n: number) => (n === 1 ? 'डायरी जाँच: 1 केस पर ध्यान देना है' : `डायरी जाँच: ${n} केसों पर ध्यान देना है`),
    clean: 'डायरी जाँच: हर तारीख ठीक है',
    failed: 'डायरी जाँच लोड नहीं हो सकी।',
  },
} satisfies Texts<typeof TEXTS>
