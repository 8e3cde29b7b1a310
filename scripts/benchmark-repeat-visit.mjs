// `npm run bench:repeat-visit`: the production build over HTTP with `npm run provider`, as an office serves it. For
// /dashboard and /court-day, the time from the page's address to its first data row (a table row, a hearing card),
// at 4× CPU slowdown and a phone's network (150 ms round trip, 1.6 Mbit/s down, as Lighthouse's mobile), median of
// RUNS (5) loads: a first visit (no app worker, nothing cached) against a repeat visit (the app worker's cache).
// The browser's own HTTP cache is off in both, so only the worker's cache differs. It builds dist-http first.
/* global window, document -- the page callbacks run in the browser */
import { execFileSync, spawn } from 'node:child_process'
import { chromium } from 'playwright'
import { signInThroughPage } from './sign-in-page.mjs'

const RUNS = Number(process.env.RUNS ?? 5)
const CPU = Number(process.env.CPU ?? 4)
const PORT = Number(process.env.PORT ?? 4178)
const PROVIDER_PORT = Number(process.env.PROVIDER_PORT ?? 4801)
const BASE = `http://127.0.0.1:${PORT}`
const PROVIDER = `http://127.0.0.1:${PROVIDER_PORT}`
const PAGES = [
  ['/dashboard', 'main table tbody tr'],
  ['/court-day', 'main article'],
]

const env = { ...process.env, OUT_DIR: 'dist-http', VITE_API_BASE_URL: PROVIDER }
execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { env, stdio: 'inherit' })
// Their own process groups, so stopping them also stops what npm and npx start.
const servers = [
  spawn('npm', ['run', 'provider', '--', '--port', String(PROVIDER_PORT)], { stdio: 'ignore', detached: true }),
  spawn('npx', ['vite', 'preview', '--outDir', 'dist-http', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], { env, stdio: 'ignore', detached: true }),
]
process.on('exit', () => servers.forEach((s) => { try { process.kill(-s.pid) } catch { /* gone */ } }))
const until = async (url, init) => {
  for (let i = 0; i < 150; i++) {
    if (await fetch(url, init).then((r) => r.status < 500).catch(() => false)) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer`)
}
await until(BASE)
await until(`${PROVIDER}/api/get-key-combination-list`, { method: 'POST' })

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })

/** A signed-in browser state (remember me), taken once and given to every context. */
async function signedInState() {
  const context = await browser.newContext({ serviceWorkers: 'block' })
  const page = await context.newPage()
  await signInThroughPage(page, `${BASE}/login`, { user: 'advocate', password: 'Advocate@123', remember: true })
  await page.waitForFunction(() => localStorage.getItem('case-diary:menu') !== null)
  const state = await context.storageState()
  await context.close()
  return state
}

/** One load of `path` in `page`, throttled: ms from the address to the first element matching `selector`. */
async function firstRow(page, path, selector) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
  await page.goto(`${BASE}${path}`, { waitUntil: 'commit' })
  await page.waitForFunction((s) => window.__firstRowAt !== undefined || (document.querySelector(s) && (window.__firstRowAt = performance.now())), selector, { timeout: 120_000, polling: 'raf' })
  const ms = await page.evaluate(() => Math.round(window.__firstRowAt))
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await cdp.detach()
  return ms
}

const state = await signedInState()
const median = (list) => [...list].sort((x, y) => x - y)[Math.floor(list.length / 2)]
const results = []
for (const [path, selector] of PAGES) {
  const first = []
  const repeat = []
  for (let run = 0; run < RUNS; run++) {
    // A first visit: a new profile with no worker.
    const fresh = await browser.newContext({ storageState: state, serviceWorkers: 'block', viewport: { width: 390, height: 844 } })
    first.push(await firstRow(await fresh.newPage(), path, selector))
    await fresh.close()
  }
  // A repeat visit: the worker installed and its cache complete, then the page opened again.
  const kept = await browser.newContext({ storageState: state, viewport: { width: 390, height: 844 } })
  const page = await kept.newPage()
  await page.goto(`${BASE}${path}`)
  await page.waitForFunction(async () => !!(await navigator.serviceWorker.ready).active)
  for (let run = 0; run < RUNS; run++) repeat.push(await firstRow(page, path, selector))
  await kept.close()
  results.push({ path, cpuSlowdown: CPU, firstVisit: { runs: first, medianMs: median(first) }, repeatVisit: { runs: repeat, medianMs: median(repeat) } })
  console.log(JSON.stringify(results.at(-1)))
}
await browser.close()
process.exit(0)
