import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  picture: {
    hint: 'jpg, jpeg, png या svg, अधिकतम 2 MB',
    choose: 'फ़ोटो चुनें',
    remove: 'फ़ोटो हटाएँ',
    preview: (label: string) => `${label} की झलक`,
    deleteQuestion: 'क्या आप सच में प्रोफ़ाइल फ़ोटो हटाना चाहते हैं?',
  },
  select: {
    placeholder: 'चुनें',
    typeToSearch: 'खोजने के लिए लिखें',
    searching: 'खोज रहे हैं…',
    listFailed: 'सूची लोड नहीं हो सकी',
    noMatches: 'कुछ नहीं मिला',
  },
  tree: {
    noItems: 'कुछ नहीं है।',
    expand: (name: string) => `${name} खोलें`,
    collapse: (name: string) => `${name} बंद करें`,
  },
} satisfies Texts<typeof TEXTS>
