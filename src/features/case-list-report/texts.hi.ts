import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'केस सूची रिपोर्ट',
  generate: 'रिपोर्ट बनाएँ',
  reportTypes: [
    { value: 'CN', label: 'केस सूची डायरी (पक्षकार वार)' },
    { value: 'CL', label: 'केस सूची डायरी' },
  ],
  statuses: { ALL: 'सभी', ONGOING: 'चालू', WON: 'जीते', LOST: 'हारे', CLOSED: 'बंद' },
  messages: {
    country: 'देश चुनें',
    state: 'राज्य चुनें',
    status: 'स्थिति चुनें',
  },
} satisfies Texts<typeof TEXTS>
