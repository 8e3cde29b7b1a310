import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './code-texts'

export default {
  natures: {
    CRIMINAL: 'फौजदारी',
    CIVIL: 'दिवाणी',
    'COMPANY MATTER': 'कंपनी प्रकरण',
    'CONSUMER COMPLAINT': 'ग्राहक तक्रार',
    REVENUE: 'महसूल',
    SERVICE: 'सेवा प्रकरण',
    ARBITRATION: 'लवाद',
    TAXATION: 'कर प्रकरण',
  },
  purposes: {
    Admission: 'दाखल करून घेणे',
    Appearance: 'हजेरी',
    Argument: 'युक्तिवाद',
    'Charge/Issue': 'दोषारोप/मुद्दे',
    Evidence: 'पुरावा',
    Misc: 'इतर',
    Rejoinder: 'प्रत्युत्तर',
    Reply: 'उत्तर/म्हणणे',
  },
  parties: { Accused: 'आरोपी', Offender: 'आरोपी/प्रतिवादी', Defender: 'बचाव पक्ष', Petitioner: 'अर्जदार', Plaintiff: 'वादी', Respondents: 'प्रतिवादी' },
  statuses: { ONGOING: 'चालू', WON: 'जिंकली', LOST: 'हरली', CLOSED: 'बंद', DISPOSED: 'निकाली' },
} satisfies Texts<typeof TEXTS>
