// The one way a browser benchmark starts: the demo build under `vite preview` on its own port, Chromium, and a
// user signed in on the large seed (≥ 10,000 clients, ≥ 30,000 cases). Run `npm run build:demo` first; DEMO_DIR=dir
// serves another build (two builds side by side).
/* global window -- the page.evaluate callbacks run in the browser */
import { spawn } from 'node:child_process'
import { chromium } from 'playwright'
import { signInThroughPage } from './sign-in-page.mjs'

/** Starts the preview on `port`, signs `user` in with the large seed; answers the page and a `close` to call at the end. */
export async function openDemo({ port, user = 'advocate', password = 'Advocate@123', context: options = {} }) {
  const base = `http://127.0.0.1:${port}`
  // Its own process group: stopping npx alone left the preview it starts serving after the benchmark.
  const preview = spawn('npx', ['vite', 'preview', '--mode', 'demo', '--outDir', process.env.DEMO_DIR ?? 'dist-demo', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], { stdio: 'ignore', detached: true })
  const stopPreview = () => {
    try {
      process.kill(-preview.pid)
    } catch {
      // Already stopped.
    }
  }
  process.on('exit', stopPreview)
  for (let i = 0; i < 100 && !(await fetch(base).then((r) => r.ok).catch(() => false)); i++) await new Promise((r) => setTimeout(r, 200))
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  const context = await browser.newContext(options)
  // The demo's worker keeps the app's files for an automated browser only when asked (mocks/worker/messages.ts): a
  // benchmark measures the demo as a user's repeat visit opens it, from the worker's cache.
  await context.addInitScript(() => localStorage.setItem('case-diary:keep-app-files', 'yes'))
  const page = await context.newPage()
  await signInThroughPage(page, `${base}/login?seed=large`, { user, password, timeout: 120_000 })
  return {
    base,
    browser,
    context,
    page,
    close: async () => {
      await browser.close()
      stopPreview()
    },
  }
}

/** Watches the page's main thread from now on; the answer reads the longest task seen since, in whole ms. */
export async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__longest = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration)
    }).observe({ type: 'longtask' })
  })
  return async () => Math.round(await page.evaluate(() => window.__longest))
}
