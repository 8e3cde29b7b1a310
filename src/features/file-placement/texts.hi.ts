import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  title: 'फ़ाइल कहाँ रखी है',
  listTab: 'फ़ाइलों की सूची',
  detailTab: 'फ़ाइल रखने का विवरण',
  location: 'फ़ाइल/कमरा/अलमारी/रैक',
  nothingToSave: 'सहेजने को कुछ नहीं: फ़ाइल नं., कमरा, अलमारी, रैक या विवरण में से कुछ लिखें।',
  tooLong: {
    fileNo: 'फ़ाइल नं. में अधिकतम 20 अक्षर हो सकते हैं',
    roomNo: 'कमरा नं. में अधिकतम 5 अक्षर हो सकते हैं',
    almirah: 'अलमारी में अधिकतम 5 अक्षर हो सकते हैं',
    rack: 'रैक में अधिकतम 50 अक्षर हो सकते हैं',
    fileDescription: 'फ़ाइल के विवरण में अधिकतम 50 अक्षर हो सकते हैं',
  },
  updated: 'फ़ाइल रखने का विवरण बदल दिया गया!',
  nothingToPlace: 'फ़ाइल नं., कमरा नं., अलमारी, रैक या फ़ाइल का विवरण में से कम से कम एक चाहिए।',
} satisfies Texts<typeof TEXTS>
