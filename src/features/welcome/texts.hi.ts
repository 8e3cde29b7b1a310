import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  welcome: {
    title: 'Case Diary में आपका स्वागत है',
    text: 'यह साइट अभी बन रही है। तब तक आप अपनी केस डायरी में काम करते रहें।',
    dashboard: 'डैशबोर्ड पर जाएँ',
    login: 'लॉग इन',
  },
  spinners: {
    title: 'लोडिंग के निशान',
    small: 'छोटा स्पिनर',
    inline: 'लाइन में (बटन, खाने)',
    medium: 'मध्यम स्पिनर',
    section: 'हिस्सा',
    large: 'बड़ा स्पिनर',
    page: 'पेज',
    busyBar: 'काम चलने की पट्टी (अनुरोध चलते समय विंडो के ऊपर)',
  },
} satisfies Texts<typeof TEXTS>
