import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  product: 'Case Diary',
  backToDashboard: 'डॅशबोर्डवर परत जा',
  comingSoon: 'ही स्क्रीन तयार होत आहे आणि पुढील आवृत्तीत उपलब्ध होईल.',
  dismiss: 'बंद करा',
  notFound: {
    title: 'पान सापडले नाही',
    text: 'या पत्त्यावर कोणतेही पान नाही. ते हलवले गेले असेल किंवा लिंक चुकीची लिहिली असेल.',
    toDashboard: 'डॅशबोर्डवर जा',
    toLogin: 'लॉगिनवर जा',
  },
  tryAgain: 'पुन्हा प्रयत्न करा',
  error: {
    title: 'माफ करा, काहीतरी चुकले!',
    text: 'हे पान दाखवता आले नाही. पुन्हा प्रयत्न करा, किंवा सुरुवातीला परत जा.',
    home: 'मुख्य पानावर जा',
  },
  screenError: {
    title: 'ही स्क्रीन दाखवता आली नाही',
    text: 'सर्व्हरच्या उत्तरातील काही भाग दाखवता आला नाही. बाकी ॲप नीट चालू आहे.',
  },
  layout: {
    loading: 'लोड होत आहे',
    skip: 'थेट मुख्य भागावर जा',
    menuArea: 'मेनू',
    topBarArea: 'वरची पट्टी',
    footerArea: 'खालची पट्टी',
    pictureArea: 'फोटो',
  },
} satisfies Texts<typeof TEXTS>
