import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'रोख जमा अहवाल',
  generate: 'अहवाल तयार करा',
  reportTypes: [
    { value: 'PaymentWise', label: 'भरणानिहाय' },
    { value: 'ClientWise', label: 'पक्षकारनिहाय' },
  ],
} satisfies Texts<typeof TEXTS>
