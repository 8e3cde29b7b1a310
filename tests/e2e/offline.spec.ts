import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { addDays, format, getDay } from 'date-fns'
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test'
import { chromiumPath } from '../../playwright.config'
import { patience } from '../timeouts'
import { ACCOUNTS, expectNoAxeViolations, submitLogin, topBar, type AccountName } from './support'
import { PROD_APP as APP, PROVIDER } from './origins'

/**
 * Issue 23: the production build installs and opens with no signal, with its stand-in provider. A persistent browser
 * profile, as a phone keeps one: the app's worker and what the device keeps outlive every page being closed.
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

const BOARDS_KEY = 'case-diary:court-day-boards'
type Boards = Record<string, { at: string; rows: { clientCaseNo: string; encryptedCaseId: string }[] }>
const keptBoards = (page: Page) => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { state?: { boards?: Boards } }).state?.boards ?? {}, BOARDS_KEY)
const card = (page: Page, caseNo: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: caseNo, exact: true }) })

async function signIn(page: Page, who: AccountName) {
  // Remember me: a session in session storage ends with the tab, and these tests close every tab.
  await submitLogin(page, ACCOUNTS[who].username, ACCOUNTS[who].password, { remember: true, at: APP })
  await expect(page).toHaveURL(`${APP}/dashboard`)
  // At a phone's width the menu waits behind 'Open menu'; the top bar shows.
  await expect(topBar(page)).toBeVisible()
  // The start page and the coming days go by the menu this device kept: it is kept once the provider has sent it.
  await page.waitForFunction(() => localStorage.getItem('case-diary:menu') !== null)
}

/** A browser tab keeps no coming days until asked (an installed app does): asked in Display settings. */
async function keepComingDays(page: Page) {
  await page.getByRole('button', { name: 'Display settings' }).click()
  await page.getByRole('switch', { name: 'Keep the coming days on this device' }).check()
  await expect(page.getByRole('status').filter({ hasText: /^Kept: 7 days of hearings, \d+ KB, read at .+\.$/ })).toBeVisible()
  await expectNoAxeViolations(page, 'the coming days setting')
  await page.keyboard.press('Escape')
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
  await signIn(page, 'advocate')
  await page.goto(`${APP}/start`)
  await expect(page).toHaveURL(`${APP}/court-day`)
  await expect(page.getByRole('heading', { name: 'Court Day', level: 1 })).toBeVisible()
})

test('with no signal the app opens from the worker: the court day and the coming days from the device, an outcome recorded and sent once when the signal returns', async () => {
  test.setTimeout(patience(120_000))
  const page = await context.newPage()
  await signIn(page, 'advocate')
  await keepComingDays(page)
  await page.goto(`${APP}/court-day`)
  await expect(page.getByRole('article').first()).toBeVisible()
  const today = format(new Date(), 'yyyy-MM-dd')
  const boards = await keptBoards(page)
  const hearings = boards[today]!.rows
  await expect(page.getByRole('article')).toHaveCount(hearings.length)
  const coming = Object.keys(boards).filter((day) => day > today && boards[day]!.rows.length).sort()[0]!
  expect(await appCached(page)).toBe(true)
  // The page that registered the worker is not controlled by it until its next load: the cache is complete by then.
  await page.reload()
  await expect(page.getByRole('article').first()).toBeVisible()

  // No signal; every page closed; the app opened again.
  await context.setOffline(true)
  for (const open of context.pages()) await open.close()
  const again = await context.newPage()
  await again.goto(`${APP}/start`)
  await expect(again).toHaveURL(`${APP}/court-day`)
  await expect(again.getByRole('heading', { name: 'Court Day', level: 1 })).toBeVisible()
  await expect(again.getByText(/^Shown from this device \(read at .+\): Cannot reach the server/)).toBeVisible()
  await expect(again.getByRole('article')).toHaveCount(hearings.length)
  // The layout and its menu come from what the device kept too.
  await expect(again.getByRole('button', { name: `Account menu for ${ACCOUNTS.advocate.name}` })).toBeVisible()
  await expectNoAxeViolations(again, 'the court day with no signal')

  // A coming day of the pack.
  await again.goto(`${APP}/court-day?date=${coming}`)
  await expect(again.getByText(/^Shown from this device \(read at .+\)/)).toBeVisible()
  await expect(again.getByRole('article')).toHaveCount(boards[coming]!.rows.length)

  // An outcome recorded with no signal waits on the device, a reload included.
  await again.goto(`${APP}/court-day`)
  // A hearing still to be recorded (the provider is shared with the other tests, which record some of today's).
  const open = again.getByRole('article').filter({ has: again.getByRole('button', { name: 'Adjourned' }) }).first()
  const caseNo = (await open.getByRole('heading', { level: 3 }).textContent())!
  const { encryptedCaseId } = hearings.find((h) => h.clientCaseNo === caseNo)!
  let next = addDays(new Date(), 3)
  if (getDay(next) === 0) next = addDays(next, 1)
  await card(again, caseNo).getByRole('button', { name: 'Adjourned' }).click()
  const dialog = again.getByRole('dialog', { name: `Adjourned: ${caseNo}` })
  await dialog.getByLabel(/^Next Hearing Date/).fill(format(next, 'dd-MM-yyyy'))
  await dialog.getByRole('button', { name: 'Record adjourned' }).click()
  await expect(card(again, caseNo)).toContainText('Waiting to send: Adjourned to')
  await again.reload()
  await expect(card(again, caseNo)).toContainText('Waiting to send: Adjourned to')

  // A page whose data the device does not hold says so, with a way to ask again: never a blank page.
  await again.goto(`${APP}/dashboard`)
  await expect(again.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible()
  await expect(again.getByText('Action details could not be loaded.')).toBeVisible()
  await expect(again.getByRole('button', { name: 'Try again' }).first()).toBeVisible()

  // The signal returns: the outcome is sent, once.
  await again.goto(`${APP}/court-day`)
  await context.setOffline(false)
  await expect(card(again, caseNo)).toContainText(`Adjourned: next date ${format(next, 'dd-MM-yyyy')}`)
  await expect(again.getByRole('status').filter({ hasText: 'waiting to send' })).toHaveCount(0)
  const token = await again.evaluate(() => (JSON.parse(localStorage.getItem('case-diary:session') ?? '{}') as { token?: string }).token)
  const timeline = await again.request.post(`${PROVIDER}/api/case-timeline`, { headers: { Authorization: `Bearer ${token}` }, data: { EncryptedCaseId: encryptedCaseId } })
  const events = ((await timeline.json()) as { data: { events: { kind: string; source: string }[] } }).data.events
  expect(events.filter((e) => e.kind === 'HEARING' && e.source === 'COURT_DAY_OUTBOX')).toHaveLength(1)
})

test("a shared phone: signing out removes the coming days, and the next user sees nothing of them", async () => {
  const page = await context.newPage()
  await signIn(page, 'advocate')
  await keepComingDays(page)
  expect(Object.keys(await keptBoards(page)).length).toBeGreaterThan(1)
  await page.getByRole('button', { name: `Account menu for ${ACCOUNTS.advocate.name}` }).click()
  await page.getByRole('link', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'See you again!' })).toBeVisible()
  expect(await page.evaluate((key) => localStorage.getItem(key), BOARDS_KEY)).toBeNull()

  const signedInAt = new Date().toISOString()
  await signIn(page, 'clerk')
  // Whatever the device keeps now, the clerk's own sign-in read it.
  for (const board of Object.values(await keptBoards(page))) expect(board.at >= signedInAt).toBe(true)
})
