import { expect, test } from '@playwright/test'
import { ACCOUNTS, mainMenu, solveCaptcha } from './support'
import { PROD_APP as APP, PROVIDER } from './origins'

/** The production build (dist-prism) talks to the mock provider over HTTP through Prism's validation proxy. */

test.describe('production build against a stand-in provider', () => {
  test('renders the login page and signs in with POST {userId, loginPassword, rememberMe} to the provider, without msw', async ({ page }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(request.url()))
    await page.goto(`${APP}/login`)
    await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible()
    // The demo accounts are a mock-provider feature only.
    await expect(page.getByRole('heading', { name: 'Demo accounts' })).toHaveCount(0)

    await page.getByLabel('Username, e-mail or phone number').fill(ACCOUNTS.advocate.username)
    await page.getByLabel(/^Password/).fill(ACCOUNTS.advocate.password)
    await solveCaptcha(page)
    const login = page.waitForRequest((request) => request.url() === `${PROVIDER}/api/login` && request.method() === 'POST')
    await page.getByRole('button', { name: 'Log in' }).click()
    const request = await login
    expect(request.postDataJSON()).toEqual({ userId: ACCOUNTS.advocate.username, loginPassword: ACCOUNTS.advocate.password, rememberMe: false })
    expect(request.serviceWorker()).toBeNull()
    const response = await request.response()
    expect(response?.status()).toBe(200)
    expect(response?.fromServiceWorker()).toBe(false)
    await expect(page).toHaveURL(`${APP}/dashboard`)
    await expect(mainMenu(page)).toBeVisible()

    expect(requested.filter((url) => url.includes('mockServiceWorker'))).toEqual([])
    // The one worker is the app's own (issue 23: it caches the app to open with no signal), never the mock provider's.
    const workers = await page.evaluate(async () => {
      await navigator.serviceWorker.ready
      return (await navigator.serviceWorker.getRegistrations()).map((r) => new URL((r.active ?? r.waiting ?? r.installing)!.scriptURL).pathname)
    })
    expect(workers).toEqual(['/sw.js'])
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => r.name)
        .filter((n) => n.endsWith('.js')),
    )
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      const source = await (await page.request.get(script)).text()
      expect(source, script).not.toContain('onUnhandledRequest')
      expect(source, script).not.toContain('setupWorker')
    }
  })
})
