import { expect, type BrowserContext, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { encryptId } from '../../mocks/db/ids'
import { STORAGE_KEY as MOCK_DB_KEY } from '../../mocks/db/keys'
import { KEPT_DB, KEPT_ITEMS } from '../../mocks/db/kept-storage'
import { KEEP_APP_FILES_WHEN_AUTOMATED } from '../../mocks/worker/messages'
import { patience } from '../timeouts'

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** Reads the text captcha the way a screen-reader user hears it, and answers it. */
export async function solveCaptcha(page: Page) {
  const label = await page.getByText(/^Captcha: What is/).textContent()
  const m = /What is (\w+) (plus|minus) (\w+)\?/.exec(label ?? '')
  if (!m) throw new Error(`no captcha question in "${label}"`)
  const [a, b] = [WORDS.indexOf(m[1]), WORDS.indexOf(m[3])]
  await page.getByLabel(/^Captcha:/).fill(String(m[2] === 'plus' ? a + b : a - b))
}

/** The seeded demo accounts (mocks/db/accounts.ts) and the names the provider gives them. */
export const ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@123', name: 'SYSTEM ADMINISTRATOR', email: 'admin@example.com', mobile: '9876500001', userId: 1 },
  advocate: { username: 'advocate', password: 'Advocate@123', name: 'ANANYA DESHPANDE', email: 'advocate@example.com', mobile: '9876500002', userId: 2 },
  clerk: { username: 'clerk', password: 'Clerk@123', name: 'SURESH PATIL', email: 'clerk@example.com', mobile: '9876500003', userId: 3 },
} as const
export type AccountName = keyof typeof ACCOUNTS

/**
 * An opaque id as this Node process would seal it. The browser's mock provider seals its ids with a
 * secret of its own, so this is never an id the provider accepts: use it only for ids that must be refused.
 */
export const encryptedUserId = (who: AccountName) => encryptId('user', ACCOUNTS[who].userId)

/** The signed-in user's advocate id as the provider handed it out (kept in the stored session). */
export function storedAdvocateCode(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('case-diary:session') ?? sessionStorage.getItem('case-diary:session')
    return (JSON.parse(raw ?? '{}') as { encryptedAdvocateCode?: string }).encryptedAdvocateCode ?? ''
  })
}

/** Where auth.setup.ts keeps the signed-in browser state of each demo account. */
export const authFile = (who: AccountName) => `test-results/.auth/${who}.json`

/** `test.use(signedInAs('advocate'))`: the test starts signed in (remember-me), without the login page. */
export const signedInAs = (who: AccountName) => ({ storageState: authFile(who) })

/**
 * The cookie auth.setup.ts adds to each saved state, naming its account. Playwright restores cookies through the
 * browser itself, but local storage through a page it opens and closes at once, and that restore sometimes never
 * reached the test's page (the demo's data, 0.8 MB, then the session): `openSignedIn` then restores it itself.
 */
export const ACCOUNT_COOKIE = 'e2e-account'

interface SavedState {
  origins: { origin: string; localStorage: { name: string; value: string }[]; indexedDB?: { name: string; stores: { name: string; records: { key: unknown; value: unknown }[] }[] }[] }[]
}

/** The saved state of the account this context was made for, at the open page's origin. */
async function savedState(page: Page) {
  const who = (await page.context().cookies()).find((c) => c.name === ACCOUNT_COOKIE)?.value as AccountName | undefined
  if (!who || !(who in ACCOUNTS)) return null
  const { readFile } = await import('node:fs/promises')
  const saved = JSON.parse(await readFile(authFile(who), 'utf8')) as SavedState
  const origin = new URL(page.url()).origin
  return saved.origins.find((o) => o.origin === origin) ?? null
}

/** Puts the saved local storage of the account this context was made for into the open page's origin. */
async function restoreSavedStorage(page: Page) {
  const items = (await savedState(page))?.localStorage ?? []
  await page.evaluate((entries) => entries.forEach(({ name, value }) => localStorage.setItem(name, value)), items)
  return items.length > 0
}

/** Puts the mock provider's saved data (with the account's session) back in place, as `restoreSavedStorage` does. */
async function restoreSavedMockData(page: Page) {
  const kept = (await savedState(page))?.indexedDB?.find((db) => db.name === KEPT_DB)?.stores.find((s) => s.name === KEPT_ITEMS)
  const value = kept?.records.find((r) => r.key === MOCK_DB_KEY)?.value
  if (typeof value !== 'string') throw new Error("The saved state of this test holds no data of the mock provider (Playwright storage state).")
  await keptMockDb(page, value)
}

/** Opens a signed-in page of a test that uses `signedInAs` and waits for the layout. */
export async function openSignedIn(page: Page, path = '/dashboard') {
  // Sometimes the saved state Playwright restores (the demo's data, 0.8 MB, then the session) does not reach the page,
  // and the app opened on the sign-in page with no message. The session is first looked for on a plain file of the
  // site; when it is not there, the saved state is put in place from its file (ACCOUNT_COOKIE).
  await page.goto('/favicon.svg')
  const arrived = await page.waitForFunction((key) => localStorage.getItem(key) !== null, SESSION_KEY, { timeout: patience(5_000) }).then(
    () => true,
    () => false,
  )
  if (!arrived && !(await restoreSavedStorage(page))) throw new Error('The saved session of this test did not reach the page (Playwright storage state).')
  // The mock provider's data, which holds that session, is restored the same way and could miss the page as well.
  if ((await keptMockDb(page)) === undefined) await restoreSavedMockData(page)
  await page.goto(path)
  await expect(page).toHaveURL(new RegExp(`${path}$`))
  // The top bar shows at every width (its menu headers from sm up); below xl the sidebar waits behind 'Open menu'.
  await expect(topBar(page)).toBeVisible()
  // In a fresh context the mock provider's worker takes control of this first page a little later;
  // a reload before that is reloaded once more by msw (an uncontrolled page), which no user would see.
  await page.waitForFunction(() => !!navigator.serviceWorker?.controller)
}

/** The sign-in page a signed-in page without a session sends to: it returns there after signing in. */
export const loginFor = (path: string) => new RegExp(`/login\\?redirect=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
/** The sign-in page, with or without a page to return to. */
export const ON_LOGIN = /\/login(\?redirect=[^&]+)?$/

/**
 * Fills and submits the login form of the sign-in page that is open, or of /login (of the test's app, or of the app at
 * `at`, an origin); does not wait for the outcome.
 */
export async function submitLogin(page: Page, userId: string, password: string, { remember = false, at = '' } = {}) {
  const open = page.url().startsWith('http') ? new URL(page.url()) : null
  if (open?.pathname !== '/login' || (at && open.origin !== at)) await page.goto(`${at}/login`)
  await page.getByLabel('Username, e-mail or phone number').fill(userId)
  await page.getByLabel(/^Password/).fill(password)
  await solveCaptcha(page)
  if (remember) await page.getByLabel('Remember me').check()
  await page.getByRole('button', { name: 'Log in' }).click()
}

interface SignInOptions {
  remember?: boolean
  /** Which identifier to type: the login id (default), the e-mail or the mobile number. */
  by?: 'username' | 'email' | 'mobile'
}

/** Signs in through the login page and waits for the signed-in layout on /dashboard. */
export async function signIn(page: Page, who: AccountName | { username: string; password: string }, { remember = false, by = 'username' }: SignInOptions = {}) {
  const account = typeof who === 'string' ? ACCOUNTS[who] : who
  const userId = by === 'username' || typeof who !== 'string' ? account.username : ACCOUNTS[who][by]
  await submitLogin(page, userId, account.password, { remember })
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: patience(10_000) })
  await expect(mainMenu(page)).toBeVisible()
}

/** The shortcut list arrives after the layout; presses `keys` until the page is at `url`. */
export async function pressUntil(page: Page, keys: string, url: RegExp) {
  await expect(async () => {
    await page.keyboard.press(keys)
    await expect(page).toHaveURL(url, { timeout: 500 })
  }).toPass({ timeout: patience(8_000) })
}

/** A day from today as the date fields take it, DD-MM-YYYY. */
export function dayFromNow(days: number) {
  const d = new Date()
  d.setDate(d.getDate() + days)
  return `${String(d.getDate()).padStart(2, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}-${d.getFullYear()}`
}

/** Fills a report's From Date and To Date. */
export async function range(page: Page, from: string, to: string) {
  await page.getByLabel(/^From Date/).fill(from)
  await page.getByLabel(/^To Date/).fill(to)
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' })
export const menuHeaders = (page: Page) => page.getByRole('navigation', { name: 'Menu headers' })
export const topBar = (page: Page) => page.getByRole('banner')

/** A sonner toast holding `text`; its `data-type` says success or error. */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text })

export const SESSION_KEY = 'case-diary:session'
export const THEME_KEY = 'case-diary:theme'

/** The stored session in each web storage area (null where absent), parsed. */
export function storedSession(page: Page) {
  return page.evaluate((key) => {
    const read = (area: Storage) => {
      const raw = area.getItem(key)
      return raw ? (JSON.parse(raw) as { token: string; expiresAt: number; remember: boolean }) : null
    }
    return { local: read(localStorage), session: read(sessionStorage) }
  }, SESSION_KEY)
}

/**
 * The app's keys (prefix `case-diary:`) in both web storages, leaving out the theme (a device
 * preference) and the mock provider's fault switch (it stands for the server): both survive a
 * sign-out by design; the mock's data is not in web storage at all. Other keys on the origin (the
 * router's scroll positions) are not the app's data.
 */
export function appStorageKeys(page: Page) {
  return page.evaluate(() => {
    const keys = (area: Storage) => Array.from({ length: area.length }, (_, i) => area.key(i) ?? '')
    const kept = /^case-diary:(theme|faults)$/
    return [...keys(localStorage), ...keys(sessionStorage)].filter((k) => k.startsWith('case-diary:') && !kept.test(k))
  })
}

/** Rewrites the stored session in place (wherever it is kept), e.g. to expire it or spoil its token. */
export function patchStoredSession(page: Page, patch: Record<string, unknown>) {
  return page.evaluate(
    ({ key, patch }) => {
      for (const area of [localStorage, sessionStorage]) {
        const raw = area.getItem(key)
        if (raw) area.setItem(key, JSON.stringify({ ...JSON.parse(raw), ...patch }))
      }
    },
    { key: SESSION_KEY, patch },
  )
}

/** QUALITY §18: WCAG 2.2 AA as axe-core tags it; zero violations. */
export async function expectNoAxeViolations(page: Page, what: string) {
  // A toast still fading in is checked for contrast at half opacity: let running transitions end first
  // (infinite ones, such as a spinner, are left running).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  const summary = result.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  )
  expect(summary, `axe violations on ${what}`).toEqual([])
}

/** An automated browser keeps the demo's app files only when asked (mocks/worker/messages.ts): the offline tests ask. */
export async function keepDemoAppFiles(context: BrowserContext) {
  await context.addInitScript((key) => localStorage.setItem(key, 'yes'), KEEP_APP_FILES_WHEN_AUTOMATED)
}

/**
 * The demo worker's list of the build's files (Workbox writes it into the script as JSON) and how many its cache holds:
 * the demo opens with no signal once the two agree (mocks/worker/app-files.ts).
 */
export function demoAppFilesKept(page: Page) {
  return page.evaluate(async () => {
    const script = await (await fetch('/mockServiceWorker.js', { cache: 'no-store' })).text()
    const name = (await caches.keys()).find((n) => n.startsWith('workbox-precache'))
    return { listed: script.match(/"url":"/g)?.length ?? 0, kept: name ? (await (await caches.open(name)).keys()).length : 0 }
  })
}

/** The one value the demo's mock provider keeps on the device (IndexedDB, mocks/db/kept-storage.ts), as text. */
function keptMockDb(page: Page, replace?: string): Promise<string | undefined> {
  return page.evaluate(
    ({ key, replace, name, itemsName }) =>
      new Promise<string | undefined>((resolve, reject) => {
        const opening = indexedDB.open(name)
        opening.onupgradeneeded = () => opening.result.createObjectStore(itemsName)
        opening.onerror = () => reject(opening.error)
        opening.onsuccess = () => {
          const db = opening.result
          const items = db.transaction(itemsName, replace === undefined ? 'readonly' : 'readwrite').objectStore(itemsName)
          const asked = replace === undefined ? items.get(key) : items.put(replace, key)
          asked.onerror = () => reject(asked.error)
          items.transaction.oncomplete = () => {
            db.close()
            resolve(replace ?? (asked.result as string | undefined))
          }
        }
      }),
    { key: MOCK_DB_KEY, replace, name: KEPT_DB, itemsName: KEPT_ITEMS },
  )
}

/** The demo's data as its mock provider keeps it in this browser (the demo data stands for the server's). */
export async function mockData<T>(page: Page): Promise<T> {
  return (JSON.parse((await keptMockDb(page)) ?? 'null') as { data: T }).data
}

/** Changes the demo's data in place, then reloads the page: the mock provider starts again with it. */
export async function changeMockData<T, R>(page: Page, change: (data: T) => R): Promise<R> {
  const stored = JSON.parse((await keptMockDb(page)) ?? 'null') as { data: T }
  const result = change(stored.data)
  await keptMockDb(page, JSON.stringify(stored))
  await page.reload()
  return result
}
