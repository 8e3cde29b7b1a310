import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'पक्षकार सूची रिपोर्ट',
  generate: 'रिपोर्ट बनाएँ',
  serialNo: 'क्र.सं.',
  state: 'राज्य',
  landLineNo: 'लैंडलाइन नंबर',
  emailId: 'ईमेल',
  address: 'पता',
  clientType: 'पक्षकार का प्रकार',
  clientTypes: [
    { value: 'ALL', label: 'सभी' },
    { value: 'INDIVIDUAL', label: 'व्यक्ति' },
    { value: 'ORGANIZATION', label: 'संस्था' },
  ],
  messages: {
    country: 'देश चुनें',
    state: 'राज्य चुनें',
    clientType: 'पक्षकार का प्रकार चुनें',
  },
} satisfies Texts<typeof TEXTS>
