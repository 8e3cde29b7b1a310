import { test as setup } from '@playwright/test'
import { ACCOUNTS, ACCOUNT_COOKIE, authFile, signIn, type AccountName } from './support'

// Signs each demo account in once (remember-me, so the session sits in localStorage; the mock provider keeps its
// database, with the session, in IndexedDB) and saves the browser state for the tests that start signed in.
for (const who of Object.keys(ACCOUNTS) as AccountName[]) {
  setup(`sign in as ${who}`, async ({ page }) => {
    await signIn(page, who, { remember: true })
    await page.context().addCookies([{ name: ACCOUNT_COOKIE, value: who, url: new URL(page.url()).origin }])
    await page.context().storageState({ path: authFile(who), indexedDB: true })
  })
}
