import { defineTexts } from '@/i18n/texts'

/** The subscription list's words in English (spec 3 §2.13); texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  title: 'Subscription List',
  advocate: 'Advocate',
  advocateName: 'Advocate Name: ',
  chooseFirst: 'Choose the advocate, then Search Record.',
  sending: 'Sending…',
  sendRenewal: 'Sent Message For Renewal',
  columns: {
    serial: 'S. No',
    start: 'Subscription Start Date',
    end: 'Subscription End Date',
    total: 'Subscription Total Amount',
  },
  messages: {
    noAdvocate: 'Advocate code not available',
    selectAdvocate: 'Select advocate',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
