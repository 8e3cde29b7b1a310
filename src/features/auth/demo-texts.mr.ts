import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './demo-texts'

export default {
  demo: {
    accounts: 'डेमो खाती',
    use: (username: string) => `${username} वापरा`,
    mailbox: 'डेमो मेलबॉक्स',
    mailTo: 'या पत्त्यावरच्या मेलमध्ये',
    mailHolds: 'ही लिंक आहे (30 मिनिटे, एकदाच चालेल):',
    resetLink: 'तुमचा पासवर्ड बदला',
  },
} satisfies Texts<typeof TEXTS>
