import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'ग्राहक पूछताछ सूची',
  regType: 'पंजीकरण का प्रकार',
  pdf: 'PDF रिपोर्ट बनाएँ',
  regTypes: { O: 'ऑनलाइन स्वीकृत', S: 'स्वयं', P: 'ऑनलाइन लंबित', M: 'मार्केटिंग से पंजीकृत', ALL: 'सभी' },
  columns: {
    serial: 'क्र. सं.',
    stateName: 'राज्य',
    advocateName: 'अधिवक्ता का नाम',
    mobileNo: 'मोबाइल नं.',
    email: 'ईमेल आईडी',
    totalAmount: 'कुल रकम',
  },
  messages: {
    country: 'देश चुनें',
    state: 'राज्य चुनें',
    regType: 'पंजीकरण का प्रकार चुनें',
  },
} satisfies Texts<typeof TEXTS>
