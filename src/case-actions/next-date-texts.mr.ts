import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './next-date-texts'

export default {
  nextDate: {
    nextDate: 'पुढच्या सुनावणीची तारीख निवडा',
    notAfterCurrent: 'पुढची तारीख चालू तारखेनंतरची असावी',
    beforeToday: 'पुढची तारीख आजच्या आधीची असू शकत नाही',
    disposed: 'ही केस निकाली निघाली आहे: तिची पुढची तारीख बदलता येणार नाही.',
    saved: 'केसची पुढची तारीख नोंदवली!',
  },
} satisfies Texts<typeof TEXTS>
