// `npm run bench:sign-in`: with the large seed (≥ 10,000 clients, ≥ 30,000 cases), how long signing in as
// the advocate takes until the dashboard shows its data, in the demo preview build. Run
// `npm run build:demo` first. Each run is a new browser profile (nothing kept from an earlier visit):
//
// - clickMs: from pressing Log in to the data on screen (the calendar's counts and the pending list's rows),
//   which includes the specification's 1 s pause before the page load to /dashboard;
// - openMs: from opening /login?seed=large, the form filled as soon as it is there, to the same data;
// - calendarMs, pendingMs: from the click, when each of the two appears.
//
// RUNS (default 5). OUT_DIR (default dist-demo) may name several builds separated by commas, e.g. one made
// from an older commit with `npx vite build --mode demo --outDir <dir>`: their runs then take turns, so a
// machine that gets busier part way through slows both alike.
/* global window, document, MutationObserver -- the page.evaluate callbacks run in the browser */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { fillSignIn } from './sign-in-page.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const FIRST_PORT = Number(process.env.PORT ?? 4179)
const RUNS = Number(process.env.RUNS ?? 5)
const BUILDS = (process.env.OUT_DIR ?? 'dist-demo').split(',')
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']
// Vite itself rather than npx, so that killing it stops the server.
const VITE = fileURLToPath(new URL('../node_modules/vite/bin/vite.js', import.meta.url))
const up = (base) => fetch(base).then((r) => r.ok).catch(() => false)

const servers = []
process.on('exit', () => servers.forEach((s) => s.kill()))
const bases = []
for (const [i, dir] of BUILDS.entries()) {
  const base = `http://127.0.0.1:${FIRST_PORT + i}`
  // A server left on the port would be measured instead of this build.
  if (await up(base)) throw new Error(`Port ${FIRST_PORT + i} is taken: stop what listens there or set PORT.`)
  servers.push(spawn(process.execPath, [VITE, 'preview', '--mode', 'demo', '--outDir', dir, '--port', String(FIRST_PORT + i), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore' }))
  for (let t = 0; t < 100 && !(await up(base)); t++) await new Promise((r) => setTimeout(r, 200))
  bases.push(base)
}

/**
 * Records in the page, in milliseconds since 1970 (the marks outlive the page load to /dashboard, whose
 * own clock starts anew), when the dashboard's areas first show data.
 */
function watchDashboard() {
  const marks = (window.__bench = { calendar: 0, pending: 0 })
  const section = (title) => document.querySelector(`section[aria-labelledby="${title}"]`)
  const check = () => {
    const now = performance.timeOrigin + performance.now()
    // A day with hearings carries its count in a tooltip ('Cases: 3').
    if (!marks.calendar && section('calendar-title')?.querySelector('[role="tooltip"]')) marks.calendar = now
    // A pending row links to its next-date screen.
    if (!marks.pending && section('pending-title')?.querySelector('tbody a[href^="/case-next-date/"]')) marks.pending = now
  }
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true, attributes: true })
}

async function signIn(browser, base) {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.addInitScript(watchDashboard)
  const opened = Date.now()
  await page.goto(`${base}/login?seed=large`)
  await fillSignIn(page, { user: 'advocate', password: 'Advocate@123' })
  const typed = Date.now()
  const button = page.getByRole('button', { name: 'Log in' })
  await button.waitFor()
  // The click's time is taken in the page, when the button hears it.
  const clicked = page.evaluate(() => new Promise((resolve) => document.addEventListener('click', () => resolve(performance.timeOrigin + performance.now()), { capture: true, once: true })))
  await button.click()
  const clickedAt = await clicked
  await page.waitForURL(/\/dashboard/, { timeout: 120_000 })
  await page.waitForFunction(() => window.__bench.calendar && window.__bench.pending, null, { timeout: 120_000, polling: 100 })
  const { calendar, pending } = await page.evaluate(() => window.__bench)
  await context.close()
  const shown = Math.max(calendar, pending)
  return {
    openMs: Math.round(typed - opened + (shown - clickedAt)),
    clickMs: Math.round(shown - clickedAt),
    calendarMs: Math.round(calendar - clickedAt),
    pendingMs: Math.round(pending - clickedAt),
  }
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS })
const runs = BUILDS.map(() => [])
for (let run = 0; run < RUNS; run++) for (const [i, base] of bases.entries()) runs[i].push(await signIn(browser, base))
await browser.close()
servers.forEach((s) => s.kill())

const median = (list, key) => list.map((r) => r[key]).sort((x, y) => x - y)[Math.floor(list.length / 2)]
for (const [i, dir] of BUILDS.entries()) {
  const list = runs[i]
  console.log(JSON.stringify({ build: dir, clickMs: list.map((r) => r.clickMs), openMs: list.map((r) => r.openMs), medianClickMs: median(list, 'clickMs'), medianOpenMs: median(list, 'openMs'), medianCalendarMs: median(list, 'calendarMs'), medianPendingMs: median(list, 'pendingMs') }))
}
