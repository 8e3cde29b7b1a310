// `npm run bench:search`: how long a list search takes with the large seed (≥ 10,000 courts) in the
// demo preview build, from the list request leaving the page to the new rows on screen (the 500 ms
// typing delay is not counted). Run `npm run build:demo` first. Prints the median of several searches.
// Other lists: ROUTE, CALL (the call to time), TERMS, AS (`user:password`), OPEN_FIRST=1 (double-click
// the first row first, e.g. a client of the case registration overview), PICKER (the label of a
// searchable select to type into instead of the list's search box). `npm run bench:cases` times the
// case registration's client picker and a client's case list.
/* global window, document, MutationObserver -- the page.evaluate callbacks run in the browser */
import { spawn } from 'node:child_process'
import { chromium } from 'playwright'
import { signInThroughPage } from './sign-in-page.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const BASE = 'http://127.0.0.1:4177'
const ROUTE = process.env.ROUTE ?? '/court-master'
const CALL = process.env.CALL ?? 'court-master-list'
const TERMS = (process.env.TERMS ?? 'DISTRICT,HIGH COURT,PUNE,NAGPUR,SESSIONS,CIVIL,FAMILY').split(',')
const [USER, PASSWORD] = (process.env.AS ?? 'admin:Admin@123').split(':')
const PICKER = process.env.PICKER

const preview = spawn('npx', ['vite', 'preview', '--mode', 'demo', '--outDir', 'dist-demo', '--port', '4177', '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore' })
process.on('exit', () => preview.kill())
for (let i = 0; i < 100 && !(await fetch(BASE).then((r) => r.ok).catch(() => false)); i++) await new Promise((r) => setTimeout(r, 200))

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
await signInThroughPage(page, `${BASE}/login?seed=large`, { user: USER, password: PASSWORD })
await page.goto(`${BASE}${ROUTE}`)
await page.getByText(/^1 to \d+ of \d+$/).waitFor({ timeout: 60_000 })
if (process.env.OPEN_FIRST) {
  const before = await page.getByText(/^1 to \d+ of \d+$/).textContent()
  await page.locator('tbody tr').first().dblclick()
  await page.waitForFunction((text) => document.querySelector('[aria-live="polite"]')?.textContent !== text, before, { timeout: 60_000 })
}
const total = await page.getByText(/^1 to \d+ of \d+$/).textContent()

const times = []
for (const term of TERMS) {
  await page.evaluate((call) => {
    const bench = (window.__bench = { t0: 0, t1: 0 })
    // The rows and the pager together: two searches may well have the same count.
    const pager = () => `${document.querySelector('tbody')?.textContent}|${document.querySelector('[aria-live="polite"]')?.textContent}|${document.querySelector('[role="listbox"]')?.textContent}`
    const before = pager()
    const fetch = window.fetch
    window.fetch = (input, init) => {
      if (!bench.t0 && String(input instanceof Request ? input.url : input).includes(call)) bench.t0 = performance.now()
      return fetch(input, init)
    }
    new MutationObserver((_, observer) => {
      // A picker shows 'Searching…' while it waits: the answer is on screen when that is gone.
      if (bench.t0 && pager() !== before && !document.querySelector('[role="listbox"]')?.textContent?.includes('Searching')) {
        bench.t1 = performance.now()
        observer.disconnect()
        window.fetch = fetch
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  }, CALL)
  if (PICKER) await page.getByRole('combobox', { name: PICKER }).fill(term)
  else await page.getByRole('searchbox').fill(term)
  await page.waitForFunction(() => window.__bench.t1 > 0, null, { timeout: 10_000 })
  times.push(await page.evaluate(() => Math.round(window.__bench.t1 - window.__bench.t0)))
}
times.sort((x, y) => x - y)
console.log(JSON.stringify({ route: ROUTE, call: CALL, picker: PICKER, list: total, searches: TERMS.length, msEach: times, medianMs: times[Math.floor(times.length / 2)] }))
await browser.close()
preview.kill()
