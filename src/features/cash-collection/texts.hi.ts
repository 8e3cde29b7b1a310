import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'नकद वसूली रिपोर्ट',
  generate: 'रिपोर्ट बनाएँ',
  reportTypes: [
    { value: 'PaymentWise', label: 'भुगतान वार' },
    { value: 'ClientWise', label: 'पक्षकार वार' },
  ],
} satisfies Texts<typeof TEXTS>
