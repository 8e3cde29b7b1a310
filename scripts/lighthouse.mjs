// `npm run lighthouse`: Lighthouse performance of the demo build (run `npm run build:demo` first),
// mobile and desktop: the dashboard and the court day as the advocate, a master list as the administrator,
// then the sign-in page. Prints one line per page and form factor. LH_PATHS=/court-day,/login measures only
// those pages, LH_FORMS=mobile only that form factor; LH_PREVIEW_PORT and LH_CDP_PORT move the servers
// (a second checkout on the same machine); LH_DIR=dir measures a demo build kept elsewhere (builds side by side),
// LH_TRACE=dir keeps each run's trace there (lh-N.json, for DevTools' Performance panel).
// `npm run lighthouse -- --provider`: the same pages of the production build against the mock provider
// served over HTTP (`npm run provider`), as an office's real provider would serve it; the script builds it.
// `-- --devtools`: Chromium itself slows the CPU 4× and the network to Lighthouse's mobile figures while the page
// loads (Lighthouse's `devtools` throttling), instead of Lighthouse's default, which loads the page at full speed
// and simulates the slow phone from that trace: on a 2-core host that shares its cores, the simulation has put
// about three times the blocking time the same page shows when slowed for real (README, Performance).
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse, { desktopConfig } from 'lighthouse'
import { chromium } from 'playwright'
import { signInThroughPage } from './sign-in-page.mjs'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const PORT = Number(process.env.LH_CDP_PORT ?? 9333)
const PREVIEW_PORT = process.env.LH_PREVIEW_PORT ?? '4175'
const BASE = `http://127.0.0.1:${PREVIEW_PORT}`
const ONLY = process.env.LH_PATHS?.split(',')
const FORMS = process.env.LH_FORMS?.split(',')
// LH_RUNS=5: each page that many times; a last line per page and form factor gives the medians.
const RUNS = Number(process.env.LH_RUNS ?? 1)
const ACCOUNTS = [
  ['advocate', 'Advocate@123', ['/dashboard', '/court-day']],
  ['admin', 'Admin@123', ['/court-master']],
  [null, null, ['/login']],
]

// Its own process group, so stopping it also stops the server npx starts (which would outlive npx).
const PROVIDER = process.argv.includes('--provider') ? 'http://127.0.0.1:4800' : null
const DEVTOOLS = process.argv.includes('--devtools')
const servers = []
if (PROVIDER) {
  const env = { ...process.env, OUT_DIR: 'dist-http', VITE_API_BASE_URL: PROVIDER }
  execFileSync('npx', ['vite', 'build', '--logLevel', 'error'], { env, stdio: 'inherit' })
  servers.push(spawn('npm', ['run', 'provider', '--', '--port', '4800'], { stdio: 'ignore', detached: true }))
  // The preview's Content-Security-Policy lets the page reach this provider.
  servers.push(
    spawn('npx', ['vite', 'preview', '--outDir', 'dist-http', '--port', PREVIEW_PORT, '--strictPort', '--host', '127.0.0.1'], {
      env,
      stdio: 'ignore',
      detached: true,
    }),
  )
} else {
  servers.push(
    spawn('npx', ['vite', 'preview', '--mode', 'demo', '--outDir', process.env.LH_DIR ?? 'dist-demo', '--port', PREVIEW_PORT, '--strictPort', '--host', '127.0.0.1'], {
      stdio: 'ignore',
      detached: true,
    }),
  )
}
const browser = spawn(
  CHROMIUM,
  ['--headless', '--no-sandbox', '--disable-gpu', `--remote-debugging-port=${PORT}`, `--user-data-dir=${mkdtempSync(join(tmpdir(), 'lh-'))}`, 'about:blank'],
  { stdio: 'ignore' },
)
const stop = () => {
  for (const server of servers)
    try {
      process.kill(-server.pid)
    } catch {
      // already gone
    }
  browser.kill()
}
process.on('exit', stop)

async function until(check, what) {
  for (let i = 0; i < 100; i++) {
    if (await check().catch(() => false)) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${what} did not start`)
}
await until(async () => (await fetch(BASE)).ok, 'vite preview')
if (PROVIDER) await until(async () => (await fetch(`${PROVIDER}/api/get-key-combination-list`, { method: 'POST' })).status < 500, 'the HTTP provider')
await until(async () => (await fetch(`http://127.0.0.1:${PORT}/json/version`)).ok, 'chromium')

// Sign in through the page, as a user would; Lighthouse then keeps the browser's storage.
const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${PORT}`)
const page = cdp.contexts()[0].pages()[0] ?? (await cdp.contexts()[0].newPage())
async function signIn(username, password) {
  await signInThroughPage(page, `${BASE}/login`, { user: username, password, remember: true })
}

const results = []
// Each account opens the pages its menu grants; /login clears the session when shown, so it comes last.
for (const [username, password, all] of ACCOUNTS) {
  const paths = all.filter((path) => !ONLY || ONLY.includes(path))
  if (!paths.length) continue
  if (username) await signIn(username, password)
  for (const path of paths) {
    for (const [formFactor, config] of [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ].filter(([f]) => !FORMS || FORMS.includes(f))) {
      for (let round = 0; round < RUNS; round++) {
        const flags = { port: PORT, onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error', ...(DEVTOOLS ? { throttlingMethod: 'devtools' } : {}) }
        const run = await lighthouse(`${BASE}${path}`, flags, config)
        const { categories, audits } = run.lhr
        const ms = (id) => Math.round(audits[id].numericValue)
        results.push({
          path,
          formFactor,
          score: Math.round(categories.performance.score * 100),
          fcp: ms('first-contentful-paint'),
          lcp: ms('largest-contentful-paint'),
          tbt: ms('total-blocking-time'),
          cls: audits['cumulative-layout-shift'].numericValue.toFixed(3),
          // Lighthouse's measure of this machine's speed at the time (its 4× slowdown is meant for 1,500–2,000):
          // blocking time grows as it falls, and on a shared machine it moves from run to run.
          benchmarkIndex: Math.round(run.lhr.environment.benchmarkIndex),
        })
        console.log(JSON.stringify(results.at(-1)))
        if (process.env.LH_TRACE) writeFileSync(join(process.env.LH_TRACE, `lh-${results.length}.json`), JSON.stringify(run.artifacts.Trace ?? run.artifacts.traces?.defaultPass))
        // `-- --why`: where the main thread went (the long tasks and the scripts' share).
        if (process.argv.includes('--why')) {
          for (const t of audits['long-tasks'].details?.items ?? [])
            console.log(`  long task ${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms: ${t.url}`)
          for (const b of (audits['bootup-time'].details?.items ?? []).slice(0, 5))
            console.log(`  script ${Math.round(b.total)} ms (evaluation ${Math.round(b.scripting)} ms): ${b.url}`)
          const work = (audits['mainthread-work-breakdown'].details?.items ?? []).map((w) => `${w.groupLabel} ${Math.round(w.duration)}`)
          console.log(`  main thread (ms): ${work.join(', ')}`)
          const lcp = audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node
          if (lcp) console.log(`  largest paint: ${lcp.nodeLabel} (${lcp.selector})`)
        }
      }
      if (RUNS > 1) {
        const mine = results.filter((r) => r.path === path && r.formFactor === formFactor)
        const median = (key) => mine.map((r) => Number(r[key])).sort((a, b) => a - b)[Math.floor(mine.length / 2)]
        console.log(
          JSON.stringify({
            path,
            formFactor,
            runs: mine.length,
            median: { score: median('score'), fcp: median('fcp'), lcp: median('lcp'), tbt: median('tbt'), cls: median('cls'), benchmarkIndex: median('benchmarkIndex') },
          }),
        )
      }
    }
  }
}
await cdp.close()
stop()
