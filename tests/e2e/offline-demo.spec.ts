import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addDays, format, getDay } from 'date-fns'
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test'
import { chromiumPath } from '../../playwright.config'
import { patience } from '../timeouts'
import { demoAppFilesKept, keepDemoAppFiles, expectNoAxeViolations, signIn } from './support'

/**
 * Issue 23: the demo build opens with no signal too. Its one service worker answers the app's files from the cache
 * and hands the provider's calls to the mock in the page (mocks/mockServiceWorker.ts), so with no signal the whole
 * demo goes on working: its data lives on the device.
 */
let profile: string
let context: BrowserContext

test.beforeEach(async ({ baseURL }) => {
  profile = mkdtempSync(join(tmpdir(), 'case-diary-demo-profile-'))
  context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, baseURL, viewport: { width: 1280, height: 900 } })
  await keepDemoAppFiles(context)
})
test.afterEach(async () => {
  await context.close()
  rmSync(profile, { recursive: true, force: true })
})

const card = (page: Page, caseNo: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: caseNo, exact: true }) })

test('the demo opens with no signal: the app from its worker, the court day from the mock on the device, an outcome recorded and kept', async () => {
  test.setTimeout(patience(120_000))
  const page = await context.newPage()
  await signIn(page, 'advocate', { remember: true })
  await page.goto('/court-day')
  await expect(page.getByRole('article').first()).toBeVisible()
  const hearings = await page.getByRole('article').count()
  // The app's files are cached once the mock has started; the whole build is listed.
  await expect.poll(async () => { const { listed, kept } = await demoAppFilesKept(page); return listed > 300 && kept === listed }, { timeout: patience(60_000) }).toBe(true)

  await context.setOffline(true)
  for (const open of context.pages()) await open.close()
  const again = await context.newPage()
  await again.goto('/start')
  await expect(again).toHaveURL(/\/court-day$/)
  await expect(again.getByRole('heading', { name: 'Court Day', level: 1 })).toBeVisible()
  await expect(again.getByRole('article')).toHaveCount(hearings)
  await expectNoAxeViolations(again, 'the demo court day with no signal')

  // The mock provider is on the device: an outcome is recorded at once and survives a reload.
  const open = again.getByRole('article').filter({ has: again.getByRole('button', { name: 'Adjourned' }) }).first()
  const caseNo = (await open.getByRole('heading', { level: 3 }).textContent())!
  let next = addDays(new Date(), 3)
  if (getDay(next) === 0) next = addDays(next, 1)
  await open.getByRole('button', { name: 'Adjourned' }).click()
  const dialog = again.getByRole('dialog', { name: `Adjourned: ${caseNo}` })
  await dialog.getByLabel(/^Next Hearing Date/).fill(format(next, 'dd-MM-yyyy'))
  await dialog.getByRole('button', { name: 'Record adjourned' }).click()
  const recorded = `Adjourned: next date ${format(next, 'dd-MM-yyyy')}`
  await expect(card(again, caseNo)).toContainText(recorded)
  await again.reload()
  await expect(card(again, caseNo)).toContainText(recorded)
  // Another page of the app, never opened before in this profile, opens from the cache.
  await again.goto('/case-registration')
  await expect(again.getByRole('heading', { level: 1 })).toBeVisible()
  // The worker outlives its pages (msw's own unregisters itself when its last page closes).
  expect(await again.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.active)).toBe(true)
})
