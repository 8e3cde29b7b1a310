import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'
import { PASSWORD_MAX } from './limits'

export default {
  title: 'पासवर्ड बदला',
  oldPassword: 'जुना पासवर्ड',
  newPassword: 'नवीन पासवर्ड',
  confirmPassword: 'पासवर्ड पुन्हा टाका',
  rules: {
    old: 'जुना पासवर्ड टाका',
    new: 'नवीन पासवर्ड टाका',
    confirm: 'नवीन पासवर्ड पुन्हा टाका',
    mismatch: 'पुन्हा टाकलेला पासवर्ड नवीन पासवर्डशी जुळत नाही',
    tooLong: `पासवर्ड ${PASSWORD_MAX} अक्षरांपेक्षा जास्त असू शकत नाही`,
    rule: 'पासवर्ड किमान 6 आणि जास्तीत जास्त 16 अक्षरांचा असावा, त्यात एक विशेष चिन्ह, एक अंक आणि एक अक्षर असावे',
  },
  provider: {
    changed: 'तुमचा पासवर्ड बदलला आहे.',
    wrongOld: 'जुना पासवर्ड बरोबर नाही.',
  },
} satisfies Texts<typeof TEXTS>
