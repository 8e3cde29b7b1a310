import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './demo-texts'

export default {
  demo: {
    accounts: 'डेमो खाते',
    use: (username: string) => `${username} इस्तेमाल करें`,
    mailbox: 'डेमो मेलबॉक्स',
    mailTo: 'इस पते पर भेजे मेल',
    mailHolds: 'में यह लिंक है (30 मिनट तक, एक बार चलेगा):',
    resetLink: 'अपना पासवर्ड बदलें',
  },
} satisfies Texts<typeof TEXTS>
