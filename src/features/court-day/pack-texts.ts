import { defineTexts } from '@/i18n/texts'

/** The coming days' setting (issue 23) in English; the .hi and .mr files give it in Hindi and Marathi. */
export const TEXTS = {
  title: 'Court day with no signal',
  keep: 'Keep the coming days on this device',
  days: 'Days kept',
  dayCount: (n: number) => (n === 1 ? 'Today only' : `${n} days`),
  kept: (days: number, size: string, at: string) => `Kept: ${days === 1 ? '1 day' : `${days} days`} of hearings, ${size}, read at ${at}.`,
  none: 'Nothing kept yet: the hearings are read when the provider answers.',
  why: "The hearings, parties, clients' mobile numbers and files' places stay on this device until you sign out.",
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./pack-texts.hi'), mr: () => import('./pack-texts.mr') })
