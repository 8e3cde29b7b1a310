import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test'
import { chromiumPath } from '../../playwright.config'
import { ACCOUNTS, solveCaptcha, topBar } from './support'
import { PROD_APP as APP } from './origins'

/**
 * Issue 23: the production build installs and opens with no signal. A persistent browser profile, as a phone keeps
 * one: the app's service worker and the court day's device copy outlive every page being closed.
 */
let profile: string
let context: BrowserContext

test.beforeEach(async () => {
  profile = mkdtempSync(join(tmpdir(), 'case-diary-profile-'))
  context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, viewport: { width: 390, height: 844 } })
})
test.afterEach(async () => {
  await context.close()
  rmSync(profile, { recursive: true, force: true })
})

async function signIn(page: Page) {
  await page.goto(`${APP}/login`)
  await page.getByLabel('Username, e-mail or phone number').fill(ACCOUNTS.advocate.username)
  await page.getByLabel(/^Password/).fill(ACCOUNTS.advocate.password)
  await solveCaptcha(page)
  // Remember me: a session in session storage ends with the tab, and this test closes every tab.
  await page.getByLabel('Remember me').check()
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(`${APP}/dashboard`)
  // At a phone's width the menu waits behind 'Open menu'; the top bar shows.
  await expect(topBar(page)).toBeVisible()
}

/** Every chunk, style and font is cached once the worker is active: from then on the app opens with no signal. */
const appCached = (page: Page) => page.evaluate(async () => !!(await navigator.serviceWorker.ready).active)

test('the installed app: its manifest names it and opens the court day for a user whose menu has it', async () => {
  const page = await context.newPage()
  await page.goto(`${APP}/login`)
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = (await (await page.request.get(new URL(href!, APP).href)).json()) as Record<string, unknown>
  expect(manifest).toMatchObject({ name: 'Case Diary', short_name: 'Case Diary', display: 'standalone', start_url: '/start', theme_color: '#1e3a5f' })
  const icons = manifest.icons as { src: string; sizes: string; purpose: string }[]
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable'])
  for (const icon of icons) expect((await page.request.get(new URL(icon.src, APP).href)).headers()['content-type']).toBe('image/png')
  await signIn(page)
  // The start page goes by the menu this device kept: it is kept once the provider has sent it.
  await page.waitForFunction(() => localStorage.getItem('case-diary:menu') !== null)
  await page.goto(`${APP}/start`)
  await expect(page).toHaveURL(`${APP}/court-day`)
  await expect(page.getByRole('heading', { name: 'Court Day', level: 1 })).toBeVisible()
})

test('with no signal, the app opens again from the worker and the court day shows the device copy', async () => {
  const page = await context.newPage()
  await signIn(page)
  await page.goto(`${APP}/court-day`)
  await expect(page.getByRole('heading', { name: 'Court Day', level: 1 })).toBeVisible()
  await expect(page.getByRole('article').first()).toBeVisible()
  const hearings = await page.getByRole('article').count()
  expect(await appCached(page)).toBe(true)
  // The page that registered the worker is not controlled by it until its next load: the cache is complete by then.
  await page.reload()
  await expect(page.getByRole('article').first()).toBeVisible()

  await context.setOffline(true)
  for (const open of context.pages()) await open.close()
  const again = await context.newPage()
  await again.goto(`${APP}/start`)
  await expect(again).toHaveURL(`${APP}/court-day`)
  await expect(again.getByRole('heading', { name: 'Court Day', level: 1 })).toBeVisible()
  await expect(again.getByText(/^Shown from this device \(read at .+\): Cannot reach the server/)).toBeVisible()
  await expect(again.getByRole('article')).toHaveCount(hearings)
  // The layout and its menu come from what the device kept too.
  await expect(again.getByRole('button', { name: `Account menu for ${ACCOUNTS.advocate.name}` })).toBeVisible()
  // A page whose data the device does not hold says so, with a way to ask again: never a blank page.
  await again.goto(`${APP}/dashboard`)
  await expect(again.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(again.getByText('Action details could not be loaded.')).toBeVisible()
  await expect(again.getByRole('button', { name: 'Try again' }).first()).toBeVisible()
})
