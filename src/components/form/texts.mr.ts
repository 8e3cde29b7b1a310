import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  picture: {
    hint: 'jpg, jpeg, png किंवा svg, जास्तीत जास्त 2 MB',
    choose: 'फोटो निवडा',
    remove: 'फोटो काढा',
    preview: (label: string) => `${label} पूर्वदृश्य`,
    deleteQuestion: 'तुम्हाला खरंच प्रोफाइल फोटो काढायचा आहे का?',
  },
  select: {
    placeholder: 'निवडा',
    typeToSearch: 'शोधण्यासाठी टाइप करा',
    searching: 'शोधत आहे…',
    listFailed: 'यादी लोड होऊ शकली नाही',
    noMatches: 'काहीही सापडले नाही',
  },
  tree: {
    noItems: 'काहीही नाही.',
    expand: (name: string) => `${name} उघडा`,
    collapse: (name: string) => `${name} बंद करा`,
  },
} satisfies Texts<typeof TEXTS>
