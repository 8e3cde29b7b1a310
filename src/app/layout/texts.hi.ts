import type { Texts } from '@/i18n/texts'
import type { TEXTS } from './texts'

export default {
  footer: {
    rights: (year: number) => `© ${year} Case Diary. सर्वाधिकार सुरक्षित।`,
    home: 'होम',
  },
  access: {
    noAccess: 'आपको इस पेज की अनुमति नहीं है',
    menuFailed: 'आपका मेन्यू लोड नहीं हो सका, इसलिए यह पेज अभी नहीं खुल सकता।',
    cannotOpen: 'यह पेज नहीं खुल सकता',
    notInMenu: 'यह आपके मेन्यू में नहीं है। ज़रूरत हो तो अपने एडमिनिस्ट्रेटर से कहें।',
  },
  sidebar: {
    mainMenu: 'मुख्य मेन्यू',
    toggle: 'मेन्यू छोटा/बड़ा करें',
    closeMenu: 'मेन्यू बंद करें',
    dashboard: 'डैशबोर्ड',
    loadingMenu: 'मेन्यू लोड हो रहा है…',
    notLoaded: 'मेन्यू लोड नहीं हो सका।',
    subMenu: (name: string) => `${name} उप-मेन्यू`,
  },
  topBar: {
    openMenu: 'मेन्यू खोलें',
    headers: 'मेन्यू शीर्षक',
    accountMenu: (name: string) => `${name} का खाता मेन्यू`,
    profile: 'प्रोफ़ाइल',
    logout: 'लॉगआउट',
    staySignedIn: 'लॉगिन रहें',
  },
  settings: {
    title: 'डिस्प्ले सेटिंग',
    close: 'सेटिंग बंद करें',
    kept: 'इसी डिवाइस पर रखी जाती है।',
    dark: 'डार्क थीम',
    rtl: 'दाएँ से बाएँ लेआउट',
    fluid: 'पूरी चौड़ाई वाला लेआउट',
    collapsed: 'छोटा मेन्यू',
    demoData: 'डेमो डेटा इसी ब्राउज़र में रहता है।',
    resetDemo: 'डेमो डेटा रीसेट करें',
    resetQuestion: 'डेमो डेटा रीसेट करें? इससे सभी लॉगआउट हो जाएँगे और डेमो डेटा फिर से पहले जैसा हो जाएगा; इस ब्राउज़र में किया हर बदलाव मिट जाएगा।',
  },
} satisfies Texts<typeof TEXTS>
