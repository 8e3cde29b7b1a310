import { expect, test, type Page } from '@playwright/test'
import { appStorageKeys, mainMenu, openSignedIn, patchStoredSession, pressUntil, signIn, signedInAs, storedSession, toast } from './support'

test.describe('session end', () => {
  const expiresOnReload = async (page: Page) => {
    await patchStoredSession(page, { expiresAt: Date.now() - 1000 })
    await page.reload()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible()
    // QUALITY §3: the user is told why.
    await expect(page.getByRole('alert')).toHaveText('Your session has expired. Please sign in again.')
    await expect(mainMenu(page)).toHaveCount(0)
    expect(await storedSession(page)).toEqual({ local: null, session: null })
    expect(await appStorageKeys(page)).toEqual([])
  }

  test('an expired token in sessionStorage sends a reload to /login with storage cleared', async ({ page }) => {
    await signIn(page, 'advocate')
    await page.goto('/client')
    await expect(mainMenu(page)).toBeVisible()
    await expiresOnReload(page)
  })

  test.describe('remembered', () => {
    test.use(signedInAs('advocate'))

    test('an expired token in localStorage sends a reload to /login with storage cleared', async ({ page }) => {
      await openSignedIn(page, '/client')
      await expiresOnReload(page)
    })

    test('a token the provider refuses (401) signs out once, with one message, to /login and no loop', async ({ page }) => {
      const refused: string[] = []
      page.on('response', (response) => {
        if (response.url().includes('/api/') && response.status() === 401) refused.push(new URL(response.url()).pathname)
      })
      await openSignedIn(page)
      await patchStoredSession(page, { token: 'not-a-token-the-provider-knows' })
      await page.reload()
      await expect(page).toHaveURL(/\/login$/)
      await expect(page.getByRole('alert').filter({ hasText: 'Please sign in again.' })).toHaveCount(1)
      await page.waitForLoadState('networkidle')
      await expect(page).toHaveURL(/\/login$/)
      // One message in all: the login page's notice, no toasts on top of it.
      await expect(page.getByText(/sign in again/i)).toHaveCount(1)
      await expect(toast(page, /./)).toHaveCount(0)
      expect(await storedSession(page)).toEqual({ local: null, session: null })
      // The calls in flight (layout and dashboard) were each refused once: none was retried or repeated.
      expect(refused.length).toBeGreaterThan(0)
      expect(refused.toSorted()).toEqual([...new Set(refused)].toSorted())
    })
  })

  test('a session that runs out while the page is open ends at the next navigation', async ({ page }) => {
    await page.clock.install()
    await signIn(page, 'advocate')
    await page.clock.fastForward('01:00:01')
    // The next request or navigation (here SHIFT+C for /client) finds the session over.
    await pressUntil(page, 'Shift+C', /\/login$/)
    await expect(page.getByRole('alert')).toHaveText('Your session has expired. Please sign in again.')
    expect(await appStorageKeys(page)).toEqual([])
  })
})
