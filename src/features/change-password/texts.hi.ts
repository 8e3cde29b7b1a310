import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'
import { PASSWORD_MAX } from './limits'

export default {
  title: 'पासवर्ड बदलें',
  oldPassword: 'पुराना पासवर्ड',
  newPassword: 'नया पासवर्ड',
  confirmPassword: 'पासवर्ड दोबारा डालें',
  rules: {
    old: 'पुराना पासवर्ड डालें',
    new: 'नया पासवर्ड डालें',
    confirm: 'नया पासवर्ड दोबारा डालें',
    mismatch: 'दोबारा डाला गया पासवर्ड नए पासवर्ड से नहीं मिलता',
    tooLong: `पासवर्ड ${PASSWORD_MAX} अक्षरों से ज़्यादा नहीं हो सकता`,
    rule: 'पासवर्ड कम से कम 6 और ज़्यादा से ज़्यादा 16 अक्षरों का हो, जिसमें एक विशेष चिह्न, एक अंक और एक अक्षर हो',
  },
  provider: {
    changed: 'आपका पासवर्ड बदल दिया गया है।',
    wrongOld: 'पुराना पासवर्ड सही नहीं है।',
  },
} satisfies Texts<typeof TEXTS>
