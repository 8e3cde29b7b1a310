import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'पक्षकार यादी अहवाल',
  generate: 'अहवाल तयार करा',
  serialNo: 'अ.क्र.',
  state: 'राज्य',
  landLineNo: 'लँडलाइन नंबर',
  emailId: 'ईमेल',
  address: 'पत्ता',
  clientType: 'पक्षकाराचा प्रकार',
  clientTypes: [
    { value: 'ALL', label: 'सर्व' },
    { value: 'INDIVIDUAL', label: 'व्यक्ती' },
    { value: 'ORGANIZATION', label: 'संस्था' },
  ],
  messages: {
    country: 'देश निवडा',
    state: 'राज्य निवडा',
    clientType: 'पक्षकाराचा प्रकार निवडा',
  },
} satisfies Texts<typeof TEXTS>
