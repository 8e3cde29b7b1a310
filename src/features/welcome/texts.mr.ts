import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  welcome: {
    title: 'Case Diary मध्ये तुमचे स्वागत आहे',
    text: 'ही साइट अजून तयार होत आहे. तोपर्यंत तुम्ही तुमच्या केस डायरीत काम करत राहा.',
    dashboard: 'डॅशबोर्डवर जा',
    login: 'लॉग इन',
  },
  spinners: {
    title: 'लोडिंगच्या खुणा',
    small: 'लहान स्पिनर',
    inline: 'ओळीत (बटणे, रकाने)',
    medium: 'मध्यम स्पिनर',
    section: 'विभाग',
    large: 'मोठा स्पिनर',
    page: 'पान',
    busyBar: 'कामाची पट्टी (विनंत्या चालू असताना विंडोच्या वर)',
  },
} satisfies Texts<typeof TEXTS>
