import { definePreview } from '@storybook/react-vite'
import addonA11y from '@storybook/addon-a11y'
import addonMsw from 'msw-storybook-addon'
import { setupWorker } from 'msw/browser'
import { configure } from 'storybook/test'
import { routedHandlers } from '@mocks/handlers'
import { seed } from '@mocks/db/seed'
import { localToday, startProvider } from '@mocks/provider'
import { isLanguage } from '@/i18n/language'
import { chooseLanguage } from '@/i18n/texts'
import { resetAppState } from './app-state'
import { withAppProviders, loadProviders } from './story-wrapper'
import '../src/styles.css'

/** How long findBy… and waitFor wait: the test runner's limit (test-runner.ts), or 3 s when browsing. */
const patience = () => configure({ asyncUtilTimeout: (globalThis as { storyPatience?: number }).storyPatience ?? 3000 })

export default definePreview({
  addons: [
    addonA11y(),
    // The app's own mock provider answers every story. Stories override a call with
    // `beforeEach({ msw }) { msw.use(...) }`; the addon resets to these handlers after each story.
    addonMsw(async () => {
      // Stories share one memory-only provider: no story writes the app's demo data in local storage.
      startProvider({ storage: null, today: localToday(), build: seed })
      const worker = setupWorker(...routedHandlers)
      // Relative, so a Storybook published under a sub-path still finds the worker (staticDirs in main.ts).
      await worker.start({ serviceWorker: { url: 'mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true })
      return worker
    }),
  ],
  // The story's language (the toolbar's Language), loaded before it renders like the app does at start.
  loaders: [loadProviders, ({ globals }) => chooseLanguage(isLanguage(globals.language) ? globals.language : 'en')],
  decorators: [withAppProviders],
  beforeEach: [patience, resetAppState],
  globalTypes: {
    theme: {
      description: 'Light or dark theme (the dark class on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    language: {
      description: 'The language of the screens (issue 22); Pseudo shows every text longer and accented',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिन्दी' },
          { value: 'mr', title: 'मराठी' },
          { value: 'en-XA', title: 'Pseudo (longer, accented)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', language: 'en' },
  // Every story is also an accessibility check: any axe violation fails it in the test runner.
  // A story turns one rule off only with the reason written beside it.
  parameters: { layout: 'padded', a11y: { test: 'error' } },
})
