import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './password-texts'

export default {
  password: {
    show: (label: string) => `${label} दिखाएँ`,
    hide: (label: string) => `${label} छिपाएँ`,
  },
} satisfies Texts<typeof TEXTS>
