import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './code-texts'

export default {
  natures: {
    CRIMINAL: 'फौजदारी',
    CIVIL: 'दीवानी',
    'COMPANY MATTER': 'कंपनी मामला',
    'CONSUMER COMPLAINT': 'उपभोक्ता शिकायत',
    REVENUE: 'राजस्व',
    SERVICE: 'सेवा मामला',
    ARBITRATION: 'मध्यस्थता',
    TAXATION: 'कर मामला',
  },
  purposes: {
    Admission: 'ग्रहण (एडमिशन)',
    Appearance: 'हाज़िरी',
    Argument: 'बहस',
    'Charge/Issue': 'चार्ज/वाद-बिंदु',
    Evidence: 'गवाही/साक्ष्य',
    Misc: 'विविध',
    Rejoinder: 'प्रत्युत्तर',
    Reply: 'जवाब',
  },
  parties: { Accused: 'अभियुक्त', Offender: 'अभियुक्त/प्रतिवादी', Defender: 'बचाव पक्ष', Petitioner: 'याचिकाकर्ता', Plaintiff: 'वादी', Respondents: 'प्रतिवादी' },
  statuses: { ONGOING: 'चालू', WON: 'जीते', LOST: 'हारे', CLOSED: 'बंद', DISPOSED: 'निपटारा' },
} satisfies Texts<typeof TEXTS>
