import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './pack-texts'

export default {
  title: 'बिना नेटवर्क के कोर्ट का दिन',
  keep: 'आने वाले दिन इस डिवाइस पर रखें',
  days: 'कितने दिन रखें',
  dayCount: (n: number) => (n === 1 ? 'सिर्फ़ आज' : `${n} दिन`),
  kept: (days: number, size: string, at: string) => `रखा है: ${days} दिन की पेशियाँ, ${size}, ${at} पर पढ़ी गईं।`,
  none: 'अभी कुछ नहीं रखा: सर्वर जवाब देगा तब पेशियाँ पढ़ी जाएँगी।',
  why: 'पेशियाँ, पक्षकार, क्लाइंट के मोबाइल नंबर और फ़ाइलों की जगह साइन आउट करने तक इस डिवाइस पर रहेंगी।',
} satisfies Texts<typeof TEXTS>
