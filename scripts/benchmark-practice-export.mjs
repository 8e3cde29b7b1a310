// `npm run bench:practice-export`: with the large seed (≥ 10,000 clients, ≥ 30,000 cases of the demo advocate), the
// whole-practice export of the Import and Export page: the time from the click until the browser has the workbook,
// its size, and the longest task on the page's main thread meanwhile, median of 3. In the demo the mock provider's
// handlers run on the page's thread, so this counts the provider's reading of the practice too.
// Run `npm run build:demo` first. PORT picks another port than 4191.
import { stat } from 'node:fs/promises'
import { openDemo, watchLongTasks } from './bench-demo.mjs'

const RUNS = 3
const { base: BASE, page, close } = await openDemo({ port: Number(process.env.PORT ?? 4191), context: { acceptDownloads: true } })

const runs = []
for (let run = 0; run < RUNS; run++) {
  await page.goto(`${BASE}/import-export?tab=export`)
  const button = page.getByRole('button', { name: 'Download the whole practice (Excel)' })
  await button.waitFor()
  const longest = await watchLongTasks(page)
  const start = Date.now()
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 300_000 }), button.click()])
  const ms = Date.now() - start
  const toast = await page.locator('[data-sonner-toast]').filter({ hasText: /^Exported / }).last().textContent({ timeout: 60_000 })
  const bytes = (await stat(await download.path())).size
  runs.push({ ms, bytes, longestTaskMs: await longest(), file: download.suggestedFilename(), toast })
}
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]
console.log(JSON.stringify({ runs, medianMs: median(runs.map((r) => r.ms)), fileMB: +(runs[0].bytes / 1e6).toFixed(2), medianLongestTaskMs: median(runs.map((r) => r.longestTaskMs)), worstLongestTaskMs: Math.max(...runs.map((r) => r.longestTaskMs)) }, null, 2))
await close()
