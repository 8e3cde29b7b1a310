import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  label: 'भाषा',
  failed: 'भाषा लोड होऊ शकली नाही. इंटरनेट कनेक्शन तपासून पुन्हा प्रयत्न करा.',
} satisfies Texts<typeof TEXTS>
