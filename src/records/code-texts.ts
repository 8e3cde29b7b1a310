import { defineTexts } from '@/i18n/texts'

/**
 * The names of the case codes (nature, purpose, party, status) in English: the code is what is sent and kept, its
 * name is what a screen shows; the .hi and .mr files name them in Hindi and Marathi.
 */
export const TEXTS = {
  natures: {
    CRIMINAL: 'CRIMINAL',
    CIVIL: 'CIVIL',
    'COMPANY MATTER': 'COMPANY MATTER',
    'CONSUMER COMPLAINT': 'CONSUMER COMPLAINT',
    REVENUE: 'REVENUE',
    SERVICE: 'SERVICE',
    ARBITRATION: 'ARBITRATION',
    TAXATION: 'TAXATION',
  },
  purposes: {
    Admission: 'Admission',
    Appearance: 'Appearance',
    Argument: 'Argument',
    'Charge/Issue': 'Charge/Issue',
    Evidence: 'Evidence',
    Misc: 'Misc',
    Rejoinder: 'Rejoinder',
    Reply: 'Reply',
  },
  parties: { Accused: 'Accused', Offender: 'Offender', Defender: 'Defender', Petitioner: 'Petitioner', Plaintiff: 'Plaintiff', Respondents: 'Respondents' },
  statuses: { ONGOING: 'ONGOING', WON: 'WON', LOST: 'LOST', CLOSED: 'CLOSED', DISPOSED: 'DISPOSED' },
} as const

/** A code's name in the language on screen; a code no list here has (a provider's own) as it came. */
export const nameOf = (names: Readonly<Record<string, string>>, code: string): string => names[code] ?? code

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./code-texts.hi'), mr: () => import('./code-texts.mr') })
