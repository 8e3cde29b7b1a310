import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'बाकी काम रिपोर्ट',
  generate: 'रिपोर्ट बनाएँ',
  statuses: [
    { value: 'O', label: 'खुले' },
    { value: 'C', label: 'बंद' },
  ],
} satisfies Texts<typeof TEXTS>
