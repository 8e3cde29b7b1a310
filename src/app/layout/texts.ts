import { defineTexts } from '@/i18n/texts'

export const TEXTS = {
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
