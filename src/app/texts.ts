import { defineTexts } from '@/i18n/texts'

/** The signed-in layout's words (menu, top bar, footer, settings) and the app's own pages, in English. */
export const TEXTS = {
  product: 'Case Diary',
  backToDashboard: 'Back to Dashboard',
  comingSoon: 'This screen is being prepared and will be available in an upcoming release.',
  dismiss: 'Dismiss',
  notFound: {
    title: 'Page not found',
    text: 'There is no page at this address. It may have moved, or the link may be mistyped.',
    toDashboard: 'Go to Dashboard',
    toLogin: 'Go to Login',
  },
  screenError: {
    title: 'This screen could not be shown',
    text: 'Something in the answer from the server could not be shown. The rest of the app still works.',
  },
  footer: {
    rights: (year: number) => `© ${year} Case Diary. All rights reserved.`,
    home: 'Home',
  },
  access: {
    noAccess: 'You do not have access to this page',
    menuFailed: 'Your menu could not be loaded, so this page cannot be opened yet.',
    cannotOpen: 'This page cannot be opened',
    notInMenu: 'Your menu does not include it. Ask your administrator if you need it.',
  },
  layout: {
    loading: 'Loading',
    skip: 'Skip to content',
    menuArea: 'The menu',
    topBarArea: 'The top bar',
    footerArea: 'The footer',
    pictureArea: 'The picture',
  },
  sidebar: {
    mainMenu: 'Main menu',
    toggle: 'Toggle Navigation',
    closeMenu: 'Close menu',
    dashboard: 'Dashboard',
    loadingMenu: 'Loading menu…',
    notLoaded: 'The menu could not be loaded.',
    subMenu: (name: string) => `${name} Sub Menu`,
  },
  topBar: {
    openMenu: 'Open menu',
    headers: 'Menu headers',
    accountMenu: (name: string) => `Account menu for ${name}`,
    profile: 'Profile',
    logout: 'Logout',
    staySignedIn: 'Stay signed in',
  },
  settings: {
    title: 'Display settings',
    close: 'Close settings',
    kept: 'Kept on this device.',
    dark: 'Dark theme',
    rtl: 'Right-to-left layout',
    fluid: 'Fluid (full-width) layout',
    collapsed: 'Collapsed navigation',
    demoData: 'Demo data lives in this browser.',
    resetDemo: 'Reset demo data',
    resetQuestion: 'Reset the demo data? This signs everyone out and restores the demo data; every change made in this browser is lost.',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
