import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, expect, test, type BrowserContext } from '@playwright/test'
import { chromiumPath } from '../../playwright.config'
import { patience } from '../timeouts'
import { demoAppFilesKept, keepDemoAppFiles, signIn } from './support'
import { staticHost } from './static-host'

/**
 * Issue 23: a new demo version (dist-demo-next: the demo build with the next version in its footer) published while a
 * demo page is open. The open page goes on with the version and the mock it has; the new one takes over once no page
 * of the demo is open, and its mock answers (mocks/worker/app-files.ts).
 */
test('a new demo version waits until no page of the demo is open; the open page keeps its data meanwhile', async () => {
  test.setTimeout(patience(120_000))
  const host = await staticHost('dist-demo')
  const profile = mkdtempSync(join(tmpdir(), 'case-diary-demo-update-'))
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath, baseURL: host.url, viewport: { width: 1280, height: 900 } })
  try {
    await keepDemoAppFiles(context)
    const page = await context.newPage()
    await signIn(page, 'advocate', { remember: true })
    await expect(page.getByText('v2.0', { exact: true })).toBeVisible()
    await expect.poll(async () => { const { listed, kept } = await demoAppFilesKept(page); return listed > 300 && kept === listed }, { timeout: patience(60_000) }).toBe(true)

    host.publish('dist-demo-next')
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
    // The new worker is found and waits; the page runs the version it has, and its mock answers.
    await expect.poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting), { timeout: patience(30_000) }).toBe(true)
    await expect(page.getByText('v2.0', { exact: true })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Action details' }).getByRole('row').nth(1)).toBeVisible()

    // A page closed while its mock still owes an answer (here a call that never ends) holds nothing back: msw's
    // worker would wait for that answer until the browser gave up minutes later, and a worker with work left is not
    // replaced (mocks/worker/closed-pages.ts). Once every page is closed, the new version takes over by itself.
    const hung = await context.newPage()
    const owed = hung.waitForRequest(/\/api\//)
    await hung.goto('/dashboard?faults=hang')
    await owed
    for (const open of context.pages()) await open.close()
    await expect.poll(() => newVersionActive(context), { timeout: patience(20_000) }).toBe(true)

    const again = await context.newPage()
    await again.goto('/dashboard')
    await expect(again.getByText('v2.0.1', { exact: true })).toBeVisible()
    await expect(again.getByRole('region', { name: 'Action details' }).getByRole('row').nth(1)).toBeVisible()
    await expect(again.getByText(/could not be loaded/)).toHaveCount(0)
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
    await host.close()
  }
})

/** The waiting version has become the active one, as a running worker of the demo sees its registration. */
async function newVersionActive(context: BrowserContext) {
  for (const worker of context.serviceWorkers()) {
    const waiting = await worker.evaluate(() => !!(self as unknown as { registration: ServiceWorkerRegistration }).registration.waiting).catch(() => null)
    if (waiting !== null) return !waiting
  }
  return false
}
