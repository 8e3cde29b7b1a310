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
  tryAgain: 'Try again',
  error: {
    title: 'Whoops, something went wrong!',
    text: 'The page could not be shown. Try again, or go back to the start.',
    home: 'Go to the home page',
  },
  screenError: {
    title: 'This screen could not be shown',
    text: 'Something in the answer from the server could not be shown. The rest of the app still works.',
  },
  layout: {
    loading: 'Loading',
    skip: 'Skip to content',
    menuArea: 'The menu',
    topBarArea: 'The top bar',
    footerArea: 'The footer',
    pictureArea: 'The picture',
  },
} as const

export const { useTexts, texts } = defineTexts(TEXTS, { hi: () => import('./texts.hi'), mr: () => import('./texts.mr') })
