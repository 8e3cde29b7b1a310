import { expect, test, type Page } from '@playwright/test'
import { encryptId } from '../../mocks/db/ids'
import { ACCOUNTS, ON_LOGIN, appStorageKeys, dayFromNow, loginFor, mainMenu, openSignedIn, patchStoredSession, pressUntil, range, signIn, signedInAs, storedSession, submitLogin, toast } from './support'

test.describe('session end', () => {
  const expiresOnReload = async (page: Page) => {
    await patchStoredSession(page, { expiresAt: Date.now() - 1000 })
    await page.reload()
    await expect(page).toHaveURL(loginFor('/client'))
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
        // A call is its path and body: the dashboard asks for today's and tomorrow's cause lists on one path.
        if (response.url().includes('/api/') && response.status() === 401) refused.push(`${new URL(response.url()).pathname} ${response.request().postData() ?? ''}`)
      })
      await openSignedIn(page)
      await patchStoredSession(page, { token: 'not-a-token-the-provider-knows' })
      await page.reload()
      await expect(page).toHaveURL(loginFor('/dashboard'))
      await expect(page.getByRole('alert').filter({ hasText: 'Please sign in again.' })).toHaveCount(1)
      await page.waitForLoadState('networkidle')
      await expect(page).toHaveURL(loginFor('/dashboard'))
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
    await pressUntil(page, 'Shift+C', ON_LOGIN)
    await expect(page.getByRole('alert')).toHaveText('Your session has expired. Please sign in again.')
    expect(await appStorageKeys(page)).toEqual([])
  })
})

test.describe('the tabs of one browser', () => {
  test('the Case Schedule’s edit icon opens a signed-in tab (the session stays out of local storage); signing out there signs out both', async ({ page, context }) => {
    // Without remember-me: the session is in this tab's session storage, which a new tab does not get.
    await signIn(page, 'advocate')
    const { session } = await storedSession(page)
    await page.goto('/case-schedule')
    await range(page, dayFromNow(0), dayFromNow(6))
    await page.getByRole('button', { name: 'Generate Report' }).click()
    const [tab] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /^Update next date of / }).first().click()])
    await expect(tab).toHaveURL(/\/case-next-date\/[\w-]+$/)
    await expect(tab.getByRole('heading', { name: 'Case Next Date' })).toBeVisible()
    await expect(tab.getByRole('region', { name: 'Current Date Detail' })).toContainText('Hearing Date')
    await expect(mainMenu(tab)).toBeVisible()
    expect(await storedSession(tab)).toEqual({ local: null, session })

    await tab.getByRole('button', { name: ACCOUNTS.advocate.name }).click()
    await tab.getByRole('link', { name: 'Logout' }).click()
    await expect(tab.getByRole('heading', { name: 'See you again!' })).toBeVisible()
    await expect(page).toHaveURL(loginFor('/case-schedule'))
    await expect(mainMenu(page)).toHaveCount(0)
    expect(await storedSession(page)).toEqual({ local: null, session: null })
  })

  test('signing in from a deep link lands on the page asked for', async ({ page }) => {
    const path = `/case-next-date/${encryptId('case', 1)}`
    await page.goto(path)
    await expect(page).toHaveURL(loginFor(path))
    await submitLogin(page, 'advocate', ACCOUNTS.advocate.password)
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByRole('heading', { name: 'Case Next Date' })).toBeVisible()
    await expect(mainMenu(page)).toBeVisible()
  })

  test('a sign-in link that returns to another site goes to the dashboard instead', async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent('//example.com/dashboard')}`)
    await submitLogin(page, 'advocate', ACCOUNTS.advocate.password)
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/)
    await expect(mainMenu(page)).toBeVisible()
  })
})
