import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  footer: {
    rights: (year: number) => `© ${year} Case Diary. सर्व हक्क राखीव.`,
    home: 'मुख्यपान',
  },
  access: {
    noAccess: 'तुम्हाला हे पान उघडण्याची परवानगी नाही',
    menuFailed: 'तुमचा मेनू लोड होऊ शकला नाही, त्यामुळे हे पान अजून उघडता येत नाही.',
    cannotOpen: 'हे पान उघडता येत नाही',
    notInMenu: 'हे तुमच्या मेनूमध्ये नाही. गरज असल्यास तुमच्या ॲडमिनिस्ट्रेटरला सांगा.',
  },
  sidebar: {
    mainMenu: 'मुख्य मेनू',
    toggle: 'मेनू लहान/मोठा करा',
    closeMenu: 'मेनू बंद करा',
    dashboard: 'डॅशबोर्ड',
    loadingMenu: 'मेनू लोड होत आहे…',
    notLoaded: 'मेनू लोड होऊ शकला नाही.',
    subMenu: (name: string) => `${name} उप-मेनू`,
  },
  topBar: {
    openMenu: 'मेनू उघडा',
    headers: 'मेनू शीर्षके',
    accountMenu: (name: string) => `${name} यांचा खाते मेनू`,
    profile: 'प्रोफाइल',
    logout: 'लॉगआउट',
    staySignedIn: 'लॉगिन राहू द्या',
  },
  settings: {
    title: 'डिस्प्ले सेटिंग्ज',
    close: 'सेटिंग्ज बंद करा',
    kept: 'या डिव्हाइसवरच जपले जाते.',
    dark: 'डार्क थीम',
    rtl: 'उजवीकडून डावीकडे लेआउट',
    fluid: 'पूर्ण रुंदीचा लेआउट',
    collapsed: 'लहान मेनू',
    demoData: 'डेमो डेटा याच ब्राउझरमध्ये राहतो.',
    resetDemo: 'डेमो डेटा रीसेट करा',
    resetQuestion: 'डेमो डेटा रीसेट करायचा? यामुळे सर्वजण लॉगआउट होतील आणि डेमो डेटा पूर्वीसारखा होईल; या ब्राउझरमध्ये केलेले सर्व बदल जातील.',
  },
} satisfies Texts<typeof TEXTS>
