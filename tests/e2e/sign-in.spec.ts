import { expect, test } from '@playwright/test'
import { ACCOUNTS, appStorageKeys, loginFor, mainMenu, signIn, storedSession, submitLogin, toast, type AccountName } from './support'

const HOUR = 60 * 60 * 1000

test.describe('sign-in', () => {
  for (const who of Object.keys(ACCOUNTS) as AccountName[]) {
    test(`${who} signs in by username: 'Logged in as ${ACCOUNTS[who].name}', /dashboard, a 1-hour session in sessionStorage`, async ({ page }) => {
      // The guard first: a signed-in page without a session sends the visitor to /login.
      await page.goto('/client')
      await expect(page).toHaveURL(loginFor('/client'))
      await expect(mainMenu(page)).toHaveCount(0)
      await page.goto('/login')
      await submitLogin(page, ACCOUNTS[who].username, ACCOUNTS[who].password)
      await expect(toast(page, `Logged in as ${ACCOUNTS[who].name}`)).toHaveAttribute('data-type', 'success')
      // The move is a full page load after 1 s, so the toast is seen on /login first.
      await expect(page).toHaveURL(/\/login$/)
      await expect(page).toHaveURL(/\/dashboard$/)
      await expect(mainMenu(page)).toBeVisible()
      await expect(page.getByRole('button', { name: ACCOUNTS[who].name })).toBeVisible()
      // Without remember-me the session lives in sessionStorage for 1 hour.
      const { local, session } = await storedSession(page)
      expect(local).toBeNull()
      expect(session?.remember).toBe(false)
      expect(session!.expiresAt - Date.now()).toBeGreaterThan(HOUR - 5 * 60_000)
      expect(session!.expiresAt - Date.now()).toBeLessThanOrEqual(HOUR)
    })
  }

  test('the advocate signs in by e-mail and the clerk by mobile number', async ({ page }) => {
    await signIn(page, 'advocate', { by: 'email' })
    await expect(page.getByRole('button', { name: ACCOUNTS.advocate.name })).toBeVisible()
    await signIn(page, 'clerk', { by: 'mobile' })
    await expect(page.getByRole('button', { name: ACCOUNTS.clerk.name })).toBeVisible()
  })

  test("wrong credentials show the provider's message as an error toast and store nothing", async ({ page }) => {
    await submitLogin(page, 'advocate', 'Wrong@123')
    await expect(toast(page, 'Invalid username or password.')).toHaveAttribute('data-type', 'error')
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled()
    expect(await storedSession(page)).toEqual({ local: null, session: null })
  })

  test('after five wrong passwords the account waits: even the right one is refused, saying when to try again', async ({ page }) => {
    // Each attempt is typed once the last one's answer has come, which asks the captcha anew (its field emptied): typed
    // earlier, the new captcha would empty the answer typed for the old one, and that attempt never reach the provider.
    for (let attempt = 0; attempt < 5; attempt++) {
      await submitLogin(page, 'advocate', 'Wrong@123')
      await expect(page.getByLabel(/^Captcha/)).toHaveValue('')
    }
    await expect(toast(page, 'Invalid username or password.').first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled()
    await submitLogin(page, 'advocate', ACCOUNTS.advocate.password)
    await expect(toast(page, /Too many attempts\. Try again in \d+ minutes?\./)).toHaveAttribute('data-type', 'error')
    await expect(page).toHaveURL(/\/login$/)
    expect(await storedSession(page)).toEqual({ local: null, session: null })
  })

  test('with remember-me the session lives in localStorage for 1 year and survives a new tab', async ({ page, context }) => {
    await signIn(page, 'advocate', { remember: true })
    const { local, session } = await storedSession(page)
    expect(session).toBeNull()
    expect(local?.remember).toBe(true)
    expect(local!.expiresAt - Date.now()).toBeGreaterThan(364 * 24 * HOUR)
    const other = await context.newPage()
    await other.goto('/client')
    await expect(other).toHaveURL(/\/client$/)
    await expect(mainMenu(other)).toBeVisible()
    // The session, and the menu kept beside it (a reload on a weak signal still opens the user's pages).
    expect((await appStorageKeys(other)).sort()).toEqual(['case-diary:menu', 'case-diary:session'])
  })
})
