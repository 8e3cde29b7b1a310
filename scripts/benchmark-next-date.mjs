// `npm run bench:next-date`: with the large seed, how long choosing a case on Case Next Date takes to fill
// the form, from the case's details leaving the page to its current hearing on screen. Run
// `npm run build:demo` first. Prints the median over several cases of the client with the most cases.
/* global window, document, MutationObserver -- the page.evaluate callbacks run in the browser */
import { openDemo } from './bench-demo.mjs'

const CASES = Number(process.env.CASES ?? 7)

const { base: BASE, page, close } = await openDemo({ port: 4178 })
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
await close()
