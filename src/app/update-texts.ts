import { defineTexts } from '@/i18n/texts'

/** The new version's notice (issue 23) in English; the .hi and .mr files give it in Hindi and Marathi. */
export const TEXTS = {
  ready: 'A new version of Case Diary is ready',
  reload: 'Reload',
  notNow: 'Not now',
  later: 'Later',
  title: 'Reload for the new version?',
  unsaved: 'This page has changes that are not saved: reloading loses them.',
  unsent: (n: number) =>
    `${n === 1 ? '1 hearing outcome is' : `${n} hearing outcomes are`} waiting to be sent: ${n === 1 ? 'it stays' : 'they stay'} on this device and ${n === 1 ? 'is' : 'are'} sent after the reload.`,
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./update-texts.hi'), mr: () => import('./update-texts.mr') })
