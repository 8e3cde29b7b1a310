import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'केस यादी अहवाल',
  generate: 'अहवाल तयार करा',
  reportTypes: [
    { value: 'CN', label: 'केस यादी डायरी (पक्षकारनिहाय)' },
    { value: 'CL', label: 'केस यादी डायरी' },
  ],
  statuses: { ALL: 'सर्व', ONGOING: 'चालू', WON: 'जिंकलेले', LOST: 'हरलेले', CLOSED: 'बंद' },
  messages: {
    country: 'देश निवडा',
    state: 'राज्य निवडा',
    status: 'स्थिती निवडा',
  },
} satisfies Texts<typeof TEXTS>
