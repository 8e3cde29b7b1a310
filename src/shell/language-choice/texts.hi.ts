import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  label: 'भाषा',
  failed: 'भाषा लोड नहीं हो सकी। इंटरनेट कनेक्शन देखकर फिर कोशिश करें।',
} satisfies Texts<typeof TEXTS>
