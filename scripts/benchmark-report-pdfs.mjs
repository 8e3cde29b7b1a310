// `npm run bench:report-pdfs`: with the large seed (≥ 30,000 cases of the demo advocate), how long the two
// largest reports take to reach the user as a PDF, and the longest task on the page's main thread meanwhile
// (the limit: none over 200 ms). Run `npm run build:demo` first. In the demo the mock provider builds
// each PDF in its service worker, off the page's thread, as a real provider builds it on its server.
/* global window -- the page.evaluate callbacks run in the browser */
import { openDemo, watchLongTasks } from './bench-demo.mjs'


const { base: BASE, page, close } = await openDemo({ port: 4179, context: { acceptDownloads: true } })

async function pick(label, search, option) {
  const box = page.getByRole('combobox', { name: label })
  await box.click()
  await box.fill(search)
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click()
}

/** Clicks `button` and waits for the PDF's download: the time it took and the longest main-thread task. */
async function timePdf(button) {
  const longest = await watchLongTasks(page)
  const start = Date.now()
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), page.getByRole('button', { name: button }).click()])
  const ms = Date.now() - start
  const bytes = (await import('node:fs')).statSync(await download.path()).size
  return { ms, longestTaskMs: await longest(), kb: Math.round(bytes / 1024) }
}

// The demo advocate's largest state is its own, Maharashtra, where nearly all its clients are.
await page.goto(`${BASE}/case-list-report`)
await pick(/^Country/, 'ind', 'INDIA')
await pick(/^State/, 'mahar', 'MAHARASHTRA')
const caseList = await timePdf('Generate Report')

// The statement, Summary, over all dates, of the client with the most cases (asked of the provider with the
// signed-in session, as the app asks it).
const busiest = await page.evaluate(async () => {
  const session = JSON.parse(window.localStorage.getItem('case-diary:session') ?? window.sessionStorage.getItem('case-diary:session'))
  const rows = []
  for (let pageNumber = 1; ; pageNumber++) {
    const response = await window.fetch('/api/client-list', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ pageNumber, pageSize: 1000, EncryptedAdvocateCode: session.encryptedAdvocateCode }),
    })
    const { clientList, totalCount } = (await response.json()).data
    rows.push(...clientList)
    if (rows.length >= totalCount || !clientList.length) break
  }
  return rows.sort((x, y) => y.totalNoOfCase - x.totalNoOfCase)[0]
})
await page.goto(`${BASE}/client-report`)
await page.getByLabel(/^From Date/).fill('01-01-2000')
await page.getByLabel(/^To Date/).fill('31-12-2099')
const clients = page.getByRole('region', { name: 'Clients' })
await clients.getByRole('searchbox').or(clients.getByRole('textbox')).first().fill(busiest.clientName)
await clients.getByRole('button', { name: busiest.clientName, exact: true }).first().click()
await page.getByText(/^1 to \d+ of \d+$/).waitFor({ timeout: 60_000 })
const statement = await timePdf('Download PDF')

console.log(JSON.stringify({ seed: 'large', caseListDiaryMaharashtra: caseList, statementOfBusiestClient: { client: busiest.clientName, cases: busiest.totalNoOfCase, ...statement } }))
await close()
