import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'
import { IDENTIFIER_MAX } from './limits'

export default {
  rules: {
    identifier: 'यूजरनेम, ईमेल किंवा फोन नंबर टाका',
    identifierTooLong: `यूजरनेम, ईमेल किंवा फोन नंबर ${IDENTIFIER_MAX} अक्षरांपेक्षा जास्त असू शकत नाही`,
    password: 'पासवर्ड टाका',
    captcha: 'कॅप्चाचे बरोबर उत्तर द्या',
    passwordRule: 'पासवर्ड किमान 6 आणि जास्तीत जास्त 16 अक्षरांचा असावा, त्यात एक विशेष चिन्ह, एक अंक आणि एक अक्षर असावे',
    confirm: 'पासवर्ड पुन्हा टाका',
    confirmMismatch: 'पासवर्ड आणि पुन्हा टाकलेला पासवर्ड सारखे असावेत',
  },
  provider: {
    wrongCredentials: 'यूजरनेम किंवा पासवर्ड चुकीचा आहे.',
    suspended: 'तुमचे खाते थांबवले आहे. तुमच्या वकिलांशी किंवा ॲडमिनिस्ट्रेटरशी संपर्क करा.',
    resetLinkSent: 'पासवर्ड बदलण्याची लिंक तुमच्या नोंदवलेल्या ईमेल पत्त्यावर पाठवली आहे.',
    passwordReset: 'तुमचा पासवर्ड बदलला आहे. नवीन पासवर्डने लॉग इन करा.',
    accountConfirmed: 'तुमच्या खात्याची खात्री झाली आहे.',
    resetLinkInvalid: 'पासवर्ड बदलण्याची ही लिंक बरोबर नाही किंवा तिची मुदत संपली आहे. नवीन लिंक मागवा.',
    confirmationInvalid: 'खात्रीची ही लिंक बरोबर नाही.',
    passwordNotRule: 'पासवर्ड नियमांप्रमाणे नाही.',
    signedOut: 'तुम्ही लॉग आउट झाला आहात.',
  },
  login: {
    title: 'खात्यात लॉग इन',
    identifier: 'यूजरनेम, ईमेल किंवा फोन नंबर',
    password: 'पासवर्ड',
    captcha: (question: string) => `कॅप्चा: ${question}`,
    captchaHint: 'उत्तर अंकांत किंवा शब्दांत लिहा.',
    newQuestion: 'नवीन प्रश्न',
    rememberMe: 'मला लक्षात ठेवा',
    forgot: 'पासवर्ड विसरलात?',
    signingIn: 'लॉग इन होत आहे…',
    logIn: 'लॉग इन',
    loggedInAs: (name: string) => `${name} म्हणून लॉग इन झाले`,
    expired: 'तुमचे सत्र संपले आहे. पुन्हा लॉग इन करा.',
    unauthorized: 'तुमचे सत्र आता चालू नाही. पुन्हा लॉग इन करा.',
  },
  captcha: {
    plus: (a: string, b: string) => `${a} अधिक ${b} किती?`,
    minus: (a: string, b: string) => `${a} वजा ${b} किती?`,
    numbers: ['शून्य', 'एक', 'दोन', 'तीन', 'चार', 'पाच', 'सहा', 'सात', 'आठ', 'नऊ', 'दहा', 'अकरा', 'बारा', 'तेरा', 'चौदा', 'पंधरा', 'सोळा', 'सतरा', 'अठरा'],
  },
} satisfies Texts<typeof TEXTS>
