// `npm run bench:court-day`: with the large seed, the court day of the demo advocate's busiest coming day: how long its first card,
// its first court room's hearings and all of them take to show, and how long the page blocks the main thread (the sum of
// every task's time past 50 ms, as Lighthouse counts Total Blocking Time), from the page's address to the last card.
// Run `npm run build:demo` first. Prints each run and the medians over RUNS (5) loads, at CPU=4 (4× slower) unless set.
// The tap comes once the dashboard has its answers; TAP=early taps while the dashboard is still being answered.
/* global window, document, MutationObserver, PopStateEvent -- the page.evaluate callbacks run in the browser */
import { openDemo } from './bench-demo.mjs'

const RUNS = Number(process.env.RUNS ?? 5)
const CPU = Number(process.env.CPU ?? 4)

const { base, page, context, close } = await openDemo({ port: Number(process.env.PORT ?? 4179), context: { viewport: { width: 390, height: 844 } } })

// The mock provider answers this page once its worker controls it and the dashboard has its calendar.
await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 120_000 })
await page.getByRole('region', { name: 'Case calendar' }).getByRole('button').first().waitFor({ timeout: 120_000 })
// The busiest day of the coming two months, from the dashboard calendar's own call.
const busiest = await page.evaluate(async () => {
  const session = JSON.parse(sessionStorage.getItem('case-diary:session') ?? localStorage.getItem('case-diary:session') ?? '{}')
  const now = new Date()
  const months = [0, 1].map((i) => new Date(now.getFullYear(), now.getMonth() + i, 1))
  const ask = () =>
    fetch('/api/get-schedule-case-date-list', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ encryptedAdvocateCode: session.encryptedAdvocateCode, caseMonths: months.map((m) => m.getMonth() + 1), caseYears: months.map((m) => m.getFullYear()) }),
    })
  // The page's own calls wait for the mock to start; this one asks again until the mock answers it (not the server).
  let reply = await ask()
  for (let i = 0; i < 100 && reply.status === 404; i++) reply = await new Promise((r) => setTimeout(r, 200)).then(ask)
  const text = await reply.text()
  if (!reply.ok) throw new Error(reply.status + ' ' + text.slice(0, 200))
  const answer = JSON.parse(text)
  const today = new Date().toISOString().slice(0, 10)
  return answer.data.scheduleCaseDateList.filter((d) => d.caseDate >= today).sort((a, b) => b.caseCount - a.caseCount)[0]
})

const cdp = await context.newCDPSession(page)
await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU })
const runs = []
for (let run = 0; run < RUNS; run++) {
  await page.goto(`${base}/dashboard`)
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
  // A user taps the court day from a dashboard that has its answers: the demo's mock answers one call at a time, so a tap
  // while the dashboard's ten calls are still being answered waits for them too (a real provider answers them side by
  // side). TAP=early taps as soon as the dashboard's heading shows, to measure that as well.
  if (process.env.TAP !== 'early') await page.waitForLoadState('networkidle')
  await page.evaluate((count) => {
    const bench = (window.__bench = { t0: performance.now(), first: 0, room: 0, all: 0, blocking: 0 })
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) if (!bench.all) bench.blocking += Math.max(0, task.duration - 50)
    }).observe({ type: 'longtask' })
    new MutationObserver((_, observer) => {
      const cards = document.querySelectorAll('main article').length
      if (cards && !bench.first) bench.first = performance.now() - bench.t0
      // The first court room whole: as many cards in its group as its heading counts.
      const room = document.querySelector('main section[aria-label]')
      const total = Number(/\((\d+)\)\s*$/.exec(room?.querySelector('h2')?.textContent ?? '')?.[1] ?? Number.NaN)
      if (room && !bench.room && room.querySelectorAll('article').length >= total) bench.room = performance.now() - bench.t0
      if (cards >= count) {
        bench.all = performance.now() - bench.t0
        observer.disconnect()
      }
    }).observe(document.body, { subtree: true, childList: true })
  }, busiest.caseCount)
  // Within the app, as a user goes there from the dashboard (the page's code is already loaded in neither case).
  await page.evaluate((date) => {
    window.history.pushState({}, '', `/court-day?date=${date}`)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, busiest.caseDate)
  await page.waitForFunction(() => window.__bench.all > 0, null, { timeout: 300_000 })
  // The tasks of the last render end after the last card is in the page.
  await page.waitForTimeout(500)
  runs.push(await page.evaluate(() => ({ firstMs: Math.round(window.__bench.first), firstRoomMs: Math.round(window.__bench.room), allMs: Math.round(window.__bench.all), blockingMs: Math.round(window.__bench.blocking) })))
}
const median = (key) => runs.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)]
console.log(JSON.stringify({ route: '/court-day', tap: process.env.TAP === 'early' ? 'early' : 'dashboard answered', date: busiest.caseDate, hearings: busiest.caseCount, cpuSlowdown: CPU, runs, median: { firstMs: median('firstMs'), firstRoomMs: median('firstRoomMs'), allMs: median('allMs'), blockingMs: median('blockingMs') } }))
await close()
