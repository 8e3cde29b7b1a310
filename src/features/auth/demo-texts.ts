import { defineTexts } from '@/i18n/texts'

export const TEXTS = {
  demo: {
    accounts: 'Demo accounts',
    use: (username: string) => `Use ${username}`,
    mailbox: 'Demo mailbox',
    mailTo: 'The mail to',
    mailHolds: 'holds this link (valid for 30 minutes, once):',
    resetLink: 'Reset your password',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./demo-texts.hi'), mr: () => import('./demo-texts.mr') })
