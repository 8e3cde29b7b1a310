// `npm run bench:import`: with the large seed (≥ 30,000 cases of the demo advocate), a spreadsheet of 5,000 cases
// (with their clients) checked in a dry run and then imported on the Import and Export screen: the time of each
// and the longest task on the page's main thread meanwhile (the limit: none over 200 ms), median of 3.
// In the demo the mock provider's handlers run on the page's thread, so this counts the provider's work too.
// Run `npm run build:demo` first.
import { writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDemo, watchLongTasks } from './bench-demo.mjs'

const RUNS = Number(process.env.RUNS ?? 3)
const ROWS = 5000
const { base: BASE, page, close } = await openDemo({ port: 4182 })

const runs = []
for (let run = 0; run < RUNS; run++) {
  // Each run its own cases (other case numbers and mobiles), so every run creates 5,000 cases.
  const lines = ['Client Name,Mobile No,Email,State,Case No,Case Title,Court,Case Type,Register Date,Next Date,Purpose,Party,Almirah,Rack']
  for (let i = 0; i < ROWS; i++) {
    const client = Math.floor(i / 2)
    const mobile = `9${run}${String(10_000_000 + client).slice(-8)}`
    lines.push([`Bench Client ${run}-${client}`, mobile, `b${run}x${client}@example.in`, 'Maharashtra', `BENCH/${run}/${i}/2024`, `Bench Client ${run}-${client} vs State`, 'District Court Pune', 'Regular Civil Suit', '01-01-2024', '20-12-2026', 'Evidence', 'Petitioner', 'A', String(i % 40)].join(','))
  }
  const file = join(tmpdir(), `case-diary-bench-${run}.csv`)
  writeFileSync(file, `\uFEFF${lines.join('\r\n')}`)
  await page.goto(`${BASE}/import-export`)
  await page.getByLabel('Spreadsheet (.csv or .xlsx)').setInputFiles(file)
  await page.getByRole('group', { name: 'Columns' }).waitFor()
  await page.getByLabel('Gender').selectOption('FEMALE')
  const longest = await watchLongTasks(page)
  let start = Date.now()
  await page.getByRole('button', { name: 'Check the rows (dry run)' }).click()
  await page.getByText(`${ROWS.toLocaleString('en-IN')} to add,`, { exact: false }).waitFor({ timeout: 600_000 })
  const dryMs = Date.now() - start
  const dryLongest = await longest()
  const importLongest = await watchLongTasks(page)
  start = Date.now()
  await page.getByRole('button', { name: `Import ${ROWS.toLocaleString('en-IN')} rows` }).click()
  await page.getByText('The import is complete.').waitFor({ timeout: 600_000 })
  runs.push({ dryRunMs: dryMs, importMs: Date.now() - start, longestTaskMs: Math.max(dryLongest, await importLongest()), dryRunLongestTaskMs: dryLongest })
  console.log(JSON.stringify(runs.at(-1)))
}
const median = (values) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]
console.log(JSON.stringify({ rows: ROWS, runs, medianDryRunMs: median(runs.map((r) => r.dryRunMs)), medianImportMs: median(runs.map((r) => r.importMs)), medianLongestTaskMs: median(runs.map((r) => r.longestTaskMs)) }, null, 2))
await close()
