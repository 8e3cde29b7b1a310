import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  country: 'देश',
  state: 'राज्य',
} satisfies Texts<typeof TEXTS>
