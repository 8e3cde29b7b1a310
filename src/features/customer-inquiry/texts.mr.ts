import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'ग्राहक चौकशी यादी',
  regType: 'नोंदणीचा प्रकार',
  pdf: 'PDF अहवाल तयार करा',
  regTypes: { O: 'ऑनलाईन मंजूर', S: 'स्वतः', P: 'ऑनलाईन प्रलंबित', M: 'मार्केटिंगद्वारे नोंदणी', ALL: 'सर्व' },
  columns: {
    serial: 'अ. क्र.',
    stateName: 'राज्य',
    advocateName: 'वकिलाचे नाव',
    mobileNo: 'मोबाईल नं.',
    email: 'ईमेल आयडी',
    totalAmount: 'एकूण रक्कम',
  },
  messages: {
    country: 'देश निवडा',
    state: 'राज्य निवडा',
    regType: 'नोंदणीचा प्रकार निवडा',
  },
} satisfies Texts<typeof TEXTS>
