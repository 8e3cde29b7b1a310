import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import { expectNoAxeViolations, openSignedIn, signedInAs, toast } from './support'

/** A day as the date fields take it (DD-MM-YYYY) and as the wire and the file name write it (YYYY-MM-DD). */
function day(date: Date) {
  const [d, m, y] = [String(date.getDate()).padStart(2, '0'), String(date.getMonth() + 1).padStart(2, '0'), String(date.getFullYear())]
  return { field: `${d}-${m}-${y}`, wire: `${y}-${m}-${d}` }
}
const fromToday = (days: number) => {
  const d = new Date()
  d.setDate(d.getDate() + days)
  return day(d)
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** The report's DD-MMM-YYYY as YYYY-MM-DD. */
const reportToWire = (text: string) => {
  const [d, mmm, y] = text.trim().split('-')
  return `${y}-${String(MONTHS.indexOf(mmm) + 1).padStart(2, '0')}-${d}`
}

async function range(scope: ReturnType<Page['locator']> | Page, from: string, to: string) {
  await scope.getByLabel(/^From Date/).fill(from)
  await scope.getByLabel(/^To Date/).fill(to)
}

/** Every row of the Case Schedule's table, page after page: next date, court name and case number. */
async function scheduleRows(page: Page) {
  await page.getByLabel(/rows per page/i).selectOption('40')
  const counter = page.getByText(/^\d+ to \d+ of \d+$/)
  await expect(counter).toHaveText(/^1 to \d+ of \d+$/)
  const total = Number((await counter.textContent())!.split(' of ')[1])
  // The counter said '1 to 10' before the table took the new page size; rows read then would count short (CI saw it).
  await expect(counter).toHaveText(`1 to ${Math.min(40, total)} of ${total}`)
  const rows: { date: string; court: string; caseNo: string }[] = []
  for (let n = 1; rows.length < total; n++) {
    if (n > 1) {
      await page.getByRole('button', { name: `Page ${n}`, exact: true }).click()
      await expect(counter).toHaveText(new RegExp(`^${(n - 1) * 40 + 1} to `))
    }
    // The page's rows may still be coming in after its counter changed (CI read 40 short, twice): wait for all of them.
    const [from, to] = (await counter.textContent())!.split(' of ')[0]!.split(' to ').map(Number)
    await expect(page.locator('tbody tr:has(td)')).toHaveCount(to! - from! + 1)
    // Rows sit under a header row per next date ('Next Date: 26-Nov-2026'); then Previous Date, Court Name, Court No, Client Case No, ...
    for (const group of await page.locator('tbody').all()) {
      const heading = (await group.locator('th[scope="rowgroup"]').textContent()) ?? ''
      const date = reportToWire(heading.replace(/^Next Date:\s*/, ''))
      for (const row of await group.locator('tr:has(td)').all()) {
        const cells = await row.locator('td').allTextContents()
        rows.push({ date, court: cells[1].trim(), caseNo: cells[3].trim() })
      }
    }
  }
  return { total, rows }
}

test.describe('hearings in the phone’s calendar: advocate', () => {
  test.use(signedInAs('advocate'))

  test('exports the coming week from the Case Schedule as an .ics whose events are the hearings the schedule lists', async ({ page }) => {
    await openSignedIn(page, '/case-schedule')
    await expect(page.getByRole('heading', { name: 'Case Schedule' })).toBeVisible()
    const [from, to] = [fromToday(0), fromToday(6)]
    await range(page, from.field, to.field)
    await page.getByRole('button', { name: 'Generate Report' }).click()
    const listed = await scheduleRows(page)
    expect(listed.total).toBeGreaterThan(0)

    await page.getByRole('button', { name: 'Add to calendar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add to calendar' })
    await expect(dialog).toBeVisible()
    // It opens at this week, Monday to Sunday.
    const monday = new Date()
    monday.setDate(monday.getDate() - ((monday.getDay() + 6) % 7))
    const sunday = new Date(monday)
    sunday.setDate(monday.getDate() + 6)
    await expect(dialog.getByLabel(/^From Date/)).toHaveValue(day(monday).field)
    await expect(dialog.getByLabel(/^To Date/)).toHaveValue(day(sunday).field)
    await expectNoAxeViolations(page, 'the Add to calendar dialog')

    await range(dialog, from.field, to.field)
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download .ics' }).click()])
    const fileName = `hearings-${from.wire}-to-${to.wire}.ics`
    expect(download.suggestedFilename()).toBe(fileName)
    await expect(toast(page, `${listed.total} ${listed.total === 1 ? 'hearing' : 'hearings'} saved to ${fileName}`)).toBeVisible()
    await expect(dialog).toBeHidden()

    const text = readFileSync(await download.path(), 'utf8')
    const calendar = new ICAL.Component(ICAL.parse(text))
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Case Diary')
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events).toHaveLength(listed.total)
    expect(events.every((e) => e.startDate.isDate)).toBe(true)
    const key = (date: string, summary: string) => `${date} ${summary}`
    expect(events.map((e) => key(e.startDate.toString(), e.summary)).sort()).toEqual(listed.rows.map((r) => key(r.date, `${r.caseNo} · ${r.court}`)).sort())
    for (const e of events) expect(e.startDate.toString() >= from.wire && e.startDate.toString() <= to.wire).toBe(true)
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length)
  })

  test('says No records found! for a week without hearings and downloads nothing', async ({ page }) => {
    await openSignedIn(page, '/case-schedule')
    await page.getByRole('button', { name: 'Add to calendar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add to calendar' })
    await range(dialog, '01-01-1990', '07-01-1990')
    let downloaded = false
    page.on('download', () => (downloaded = true))
    await dialog.getByRole('button', { name: 'Download .ics' }).click()
    await expect(toast(page, 'No records found!')).toBeVisible()
    await expect(dialog).toBeVisible()
    expect(downloaded).toBe(false)
    await range(dialog, '08-01-1990', '07-01-1990')
    await dialog.getByRole('button', { name: 'Download .ics' }).click()
    await expect(dialog.getByText('From Date cannot be greater than To Date')).toBeVisible()
  })
})
