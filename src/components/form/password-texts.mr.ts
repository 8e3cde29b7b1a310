import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './password-texts'

export default {
  password: {
    show: (label: string) => `${label} दाखवा`,
    hide: (label: string) => `${label} लपवा`,
  },
} satisfies Texts<typeof TEXTS>
