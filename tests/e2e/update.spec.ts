import { addDays, format, getDay } from 'date-fns'
import { expect, test } from '@playwright/test'
import { ACCOUNTS, expectNoAxeViolations, submitLogin } from './support'
import { PROVIDER } from './origins'
import { staticHost } from './static-host'

/**
 * Issue 23: a new version is announced and never applied by itself. One address serves build A (dist-prism), then
 * build B (dist-prism-next, the same build with the next version in its footer), as a host does when it publishes.
 */
let host: Awaited<ReturnType<typeof staticHost>>
let app: string

test.beforeAll(async () => {
  host = await staticHost('dist-prism')
  app = host.url
})
test.afterAll(() => host.close())

test('a new version waits for Reload, which asks first while an outcome is unsent', async ({ page, context }) => {
  test.slow()
  await page.setViewportSize({ width: 390, height: 844 })
  await submitLogin(page, ACCOUNTS.advocate.username, ACCOUNTS.advocate.password, { at: app })
  await expect(page).toHaveURL(`${app}/dashboard`)
  await page.evaluate(async () => void (await navigator.serviceWorker.ready))
  await page.goto(`${app}/court-day`)
  await expect(page.getByText('v2.0', { exact: true })).toBeVisible()
  // A hearing still to be recorded: the provider is shared with the other tests, and the offline test records the
  // first of today's (this one takes the last, so the two never record the same hearing).
  const open = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Adjourned' }) }).last()
  const caseNo = (await open.getByRole('heading', { level: 3 }).textContent())!
  const first = page.getByRole('article').filter({ has: page.getByRole('heading', { name: caseNo, exact: true }) })

  // The provider cannot be reached: an adjournment waits on the device.
  await context.route(`${PROVIDER}/**`, (route) => route.abort('internetdisconnected'))
  let next = addDays(new Date(), 3)
  if (getDay(next) === 0) next = addDays(next, 1)
  await first.getByRole('button', { name: 'Adjourned' }).click()
  const outcome = page.getByRole('dialog', { name: `Adjourned: ${caseNo}` })
  await outcome.getByLabel(/^Next Hearing Date/).fill(format(next, 'dd-MM-yyyy'))
  await outcome.getByRole('button', { name: 'Record adjourned' }).click()
  await expect(first).toContainText('Waiting to send: Adjourned to')

  // The host now serves the next version; the open app finds it.
  host.publish('dist-prism-next')
  await page.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true))
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())
  const notice = page.getByRole('status').filter({ hasText: 'A new version of Case Diary is ready' })
  await expect(notice).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('new-version-notice.png') })
  await expectNoAxeViolations(page, 'the new version notice')
  // Announced, not applied: the page was not reloaded.
  expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true)
  await expect(page.getByText('v2.0', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Reload', exact: true }).click()
  const question = page.getByRole('dialog', { name: 'Reload for the new version?' })
  await expect(question).toContainText('1 hearing outcome is waiting to be sent: it stays on this device and is sent after the reload.')
  await expectNoAxeViolations(page, 'the question before reloading')
  await question.getByRole('button', { name: 'Not now' }).click()
  await expect(question).toBeHidden()
  expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(true)

  await page.getByRole('button', { name: 'Reload', exact: true }).click()
  await page.getByRole('dialog', { name: 'Reload for the new version?' }).getByRole('button', { name: 'Reload' }).click()
  await expect(page.getByText('v2.0.1', { exact: true })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBeUndefined()
  // The outcome stayed on the device through the new version, and goes when the provider answers again.
  await expect(page.getByRole('article').filter({ hasText: caseNo }).first()).toContainText('Waiting to send: Adjourned to')
  await context.unroute(`${PROVIDER}/**`)
  // As the browser says when the signal returns.
  await page.evaluate(() => window.dispatchEvent(new Event('online')))
  await expect(page.getByRole('article').filter({ hasText: caseNo }).first()).toContainText(`Adjourned: next date ${format(next, 'dd-MM-yyyy')}`)
})
