// `npm run bench:next-date`: with the large seed, how long choosing a case on Case Next Date takes to fill
// the form, from the case's details leaving the page to its current hearing on screen. Run
// `npm run build:demo` first. Prints the median over several cases of the client with the most cases.
/* global window, document, MutationObserver -- the page.evaluate callbacks run in the browser */
import { spawn } from 'node:child_process'
import { chromium } from 'playwright'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const BASE = 'http://127.0.0.1:4178'
const CASES = Number(process.env.CASES ?? 7)

const preview = spawn('npx', ['vite', 'preview', '--mode', 'demo', '--outDir', 'dist-demo', '--port', '4178', '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore' })
process.on('exit', () => preview.kill())
for (let i = 0; i < 100 && !(await fetch(BASE).then((r) => r.ok).catch(() => false)); i++) await new Promise((r) => setTimeout(r, 200))

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage()
await page.goto(`${BASE}/login?seed=large`)
await page.getByLabel('Username, e-mail or phone number').fill('advocate')
await page.getByLabel(/^Password/).fill('Advocate@123')
const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']
const [, a, op, b] = /What is (\w+) (plus|minus) (\w+)\?/.exec(await page.getByText(/^Captcha: What is/).textContent())
await page.getByLabel(/^Captcha:/).fill(String(op === 'plus' ? words.indexOf(a) + words.indexOf(b) : words.indexOf(a) - words.indexOf(b)))
await page.getByRole('button', { name: 'Log in' }).click()
await page.waitForURL(/dashboard/, { timeout: 60_000 })
await page.goto(`${BASE}/case-next-date`)

const client = page.getByRole('combobox', { name: /^Client/ })
await client.click()
await page.getByRole('listbox').getByRole('option').first().click()
const caseBox = page.getByRole('combobox', { name: /^Case No/ })
await caseBox.click()
await page.getByRole('listbox').getByRole('option').first().waitFor()
const options = await page.getByRole('listbox').getByRole('option').allTextContents()
await page.keyboard.press('Escape')

const times = []
for (const option of options.slice(0, CASES)) {
  await page.evaluate(() => {
    const card = () => document.querySelector('[aria-labelledby="card-current-date-detail"]')?.textContent
    const bench = (window.__bench = { t0: 0, t1: 0 })
    const before = card()
    const fetch = window.fetch
    window.fetch = (input, init) => {
      if (!bench.t0 && String(input instanceof Request ? input.url : input).includes('get-case-next-date-detail')) bench.t0 = performance.now()
      return fetch(input, init)
    }
    new MutationObserver((_, observer) => {
      if (bench.t0 && card() !== before && card()?.includes('Hearing Date')) {
        bench.t1 = performance.now()
        observer.disconnect()
        window.fetch = fetch
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  await caseBox.click()
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click()
  await page.waitForFunction(() => window.__bench.t1 > 0, null, { timeout: 10_000 })
  times.push(await page.evaluate(() => Math.round(window.__bench.t1 - window.__bench.t0)))
}
times.sort((x, y) => x - y)
console.log(JSON.stringify({ route: '/case-next-date', cases: times.length, msEach: times, medianMs: times[Math.floor(times.length / 2)] }))
await browser.close()
preview.kill()
