import { defineTexts } from '@/i18n/texts'

/** The welcome, error and loading-indicator pages' words in English; texts.hi.ts and texts.mr.ts give them in Hindi and Marathi. */
export const TEXTS = {
  welcome: {
    title: 'Welcome to Case Diary',
    text: 'This site is under construction. Meanwhile you can keep working in your case diary.',
    dashboard: 'Go to Dashboard',
    login: 'Login',
  },
  spinners: {
    title: 'Loading indicators',
    small: 'Small spinner',
    inline: 'Inline (buttons, cells)',
    medium: 'Medium spinner',
    section: 'Section',
    large: 'Large spinner',
    page: 'Page',
    busyBar: 'Busy bar (top of the window while requests run)',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
