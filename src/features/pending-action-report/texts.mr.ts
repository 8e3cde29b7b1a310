import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'प्रलंबित कामांचा अहवाल',
  generate: 'अहवाल तयार करा',
  statuses: [
    { value: 'O', label: 'उघडे' },
    { value: 'C', label: 'बंद' },
  ],
} satisfies Texts<typeof TEXTS>
