import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'
import { IDENTIFIER_MAX } from './limits'

export default {
  rules: {
    identifier: 'यूज़रनेम, ईमेल या फ़ोन नंबर डालें',
    identifierTooLong: `यूज़रनेम, ईमेल या फ़ोन नंबर ${IDENTIFIER_MAX} अक्षरों से ज़्यादा नहीं हो सकता`,
    password: 'पासवर्ड डालें',
    captcha: 'कैप्चा का सही जवाब दें',
    passwordRule: 'पासवर्ड कम से कम 6 और ज़्यादा से ज़्यादा 16 अक्षरों का हो, जिसमें एक विशेष चिह्न, एक अंक और एक अक्षर हो',
    confirm: 'पासवर्ड दोबारा डालें',
    confirmMismatch: 'पासवर्ड और दोबारा डाला गया पासवर्ड एक जैसे होने चाहिए',
  },
  provider: {
    wrongCredentials: 'यूज़रनेम या पासवर्ड गलत है।',
    suspended: 'आपका खाता रोका गया है। अपने वकील या एडमिनिस्ट्रेटर से संपर्क करें।',
    resetLinkSent: 'पासवर्ड बदलने का लिंक आपके दर्ज ईमेल पते पर भेज दिया गया है।',
    passwordReset: 'आपका पासवर्ड बदल दिया गया है। नए पासवर्ड से लॉग इन करें।',
    accountConfirmed: 'आपके खाते की पुष्टि हो गई है।',
    resetLinkInvalid: 'पासवर्ड बदलने का यह लिंक सही नहीं है या इसका समय निकल गया है। नया लिंक मँगाएँ।',
    confirmationInvalid: 'पुष्टि का यह लिंक सही नहीं है।',
    passwordNotRule: 'पासवर्ड नियमों के अनुसार नहीं है।',
    signedOut: 'आप लॉग आउट हो गए हैं।',
  },
  login: {
    title: 'खाते में लॉग इन',
    identifier: 'यूज़रनेम, ईमेल या फ़ोन नंबर',
    password: 'पासवर्ड',
    captcha: (question: string) => `कैप्चा: ${question}`,
    captchaHint: 'जवाब अंकों में या शब्दों में लिखें।',
    newQuestion: 'नया सवाल',
    rememberMe: 'मुझे याद रखें',
    forgot: 'पासवर्ड भूल गए?',
    signingIn: 'लॉग इन हो रहा है…',
    logIn: 'लॉग इन',
    loggedInAs: (name: string) => `${name} के नाम से लॉग इन हुआ`,
    expired: 'आपका सत्र समाप्त हो गया है। फिर से लॉग इन करें।',
    unauthorized: 'आपका सत्र अब मान्य नहीं है। फिर से लॉग इन करें।',
  },
  captcha: {
    plus: (a: string, b: string) => `${a} और ${b} कितने होते हैं?`,
    minus: (a: string, b: string) => `${a} में से ${b} घटाएँ तो कितने बचते हैं?`,
    numbers: ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस', 'ग्यारह', 'बारह', 'तेरह', 'चौदह', 'पंद्रह', 'सोलह', 'सत्रह', 'अठारह'],
  },
} satisfies Texts<typeof TEXTS>
