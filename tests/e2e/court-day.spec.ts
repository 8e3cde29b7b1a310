import { readFileSync } from 'node:fs'
import { addDays, format, getDay } from 'date-fns'
import { expect, test, type Download, type Page } from '@playwright/test'
import ICAL from 'ical.js'
import { changeMockData, mockData, expectNoAxeViolations, openSignedIn, signedInAs } from './support'
import { patience } from '../timeouts'

/** A court day `days` ahead (never a Sunday). */
const courtDay = (days: number) => {
  const day = addDays(new Date(), days)
  return getDay(day) === 0 ? addDays(day, 1) : day
}

interface StoredCase {
  caseId: number
  clientCaseNo: string
  nextHearingDate: string
}

/**
 * Two of the advocate's ongoing cases are heard today: the demo data (which stands for the provider's)
 * moves two pending cases' hearing to today, whatever day of the week the test runs.
 */
async function twoHearingsToday(page: Page): Promise<StoredCase[]> {
  const today = format(new Date(), 'yyyy-MM-dd')
  return changeMockData(page, (data: { cases: (StoredCase & { caseStatus: string; advocateCode: number })[] }) => {
    const advocate = data.cases.find((c) => c.clientCaseNo)!.advocateCode
    const cases = data.cases.filter((c) => c.advocateCode === advocate && c.caseStatus === 'ONGOING' && c.nextHearingDate < today).slice(0, 2)
    for (const c of cases) c.nextHearingDate = today
    return cases.map(({ caseId, clientCaseNo, nextHearingDate }) => ({ caseId, clientCaseNo, nextHearingDate }))
  })
}

/** A case and how many hearings it has, as the provider keeps them. */
async function stored(page: Page, caseId: number) {
  const data = await mockData<{ cases: StoredCase[]; hearings: { caseId: number }[] }>(page)
  return { nextHearingDate: data.cases.find((c) => c.caseId === caseId)!.nextHearingDate, hearings: data.hearings.filter((h) => h.caseId === caseId).length }
}

/** The events of a downloaded .ics file: date (YYYY-MM-DD, all-day), title and UID. */
async function icsEvents(download: Download) {
  const calendar = new ICAL.Component(ICAL.parse(readFileSync(await download.path(), 'utf8')))
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v)
    return { date: event.startDate.toString(), allDay: event.startDate.isDate, summary: event.summary, uid: event.uid }
  })
}

const card = (page: Page, caseNo: string) => page.getByRole('article').filter({ has: page.getByRole('heading', { name: caseNo, exact: true }) })
const calendarCount = async (page: Page, day: Date) => {
  const tip = page.locator(`#tip-${format(day, 'yyyy-MM-dd')}`)
  return (await tip.count()) ? Number((await tip.textContent())?.replace('Cases: ', '')) : 0
}

async function adjourn(page: Page, caseNo: string, day: Date) {
  await card(page, caseNo).getByRole('button', { name: 'Adjourned' }).click()
  const dialog = page.getByRole('dialog', { name: `Adjourned: ${caseNo}` })
  await dialog.getByLabel(/^Next Hearing Date/).fill(format(day, 'dd-MM-yyyy'))
  await dialog.getByLabel('Purpose').selectOption('Evidence')
  await dialog.getByRole('button', { name: 'Record adjourned' }).click()
  await expect(dialog).toBeHidden()
}

test.describe('court day on a phone', () => {
  test.use({ ...signedInAs('advocate'), viewport: { width: 390, height: 844 } })

  test('records an adjournment online and one without a signal; the pending one survives a reload and is sent once; both reach the dashboard calendar', async ({ page }) => {
    test.setTimeout(patience(90_000))
    await openSignedIn(page, '/dashboard')
    const [online, offline] = await twoHearingsToday(page)
    const [first, second] = [courtDay(3), courtDay(6)]
    await expect(page.getByRole('region', { name: 'Case calendar' }).getByRole('button', { description: /^Cases: \d+$/ }).first()).toBeVisible()
    const before = [await calendarCount(page, first), await calendarCount(page, second)]

    // The board, from the menu.
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Main menu' })
    await menu.getByRole('button', { name: 'Data Entry' }).click()
    await menu.getByRole('link', { name: 'Court Day' }).click()
    await expect(page).toHaveURL(/\/court-day/)
    await expect(page.getByRole('heading', { name: 'Court Day', level: 1 })).toBeVisible()
    await expect(card(page, online.clientCaseNo)).toBeVisible()
    await expectNoAxeViolations(page, 'the court-day board')
    await page.getByRole('searchbox', { name: 'Search by case number or party' }).fill(online.clientCaseNo)
    await expect(page.getByRole('article')).toHaveCount(1)
    await page.getByRole('searchbox', { name: 'Search by case number or party' }).fill('')

    // Online: sent at once.
    await card(page, online.clientCaseNo).getByRole('button', { name: 'Adjourned' }).click()
    await expectNoAxeViolations(page, 'the outcome dialog')
    await page.keyboard.press('Escape')
    await adjourn(page, online.clientCaseNo, first)
    await expect(card(page, online.clientCaseNo)).toContainText(`Adjourned: next date ${format(first, 'dd-MM-yyyy')}`)
    expect((await stored(page, online.caseId)).nextHearingDate).toBe(format(first, 'yyyy-MM-dd'))

    // No signal: kept on the device, waiting to send.
    await page.goto('/court-day?faults=offline')
    await expect(card(page, offline.clientCaseNo)).toBeVisible()
    const hearings = (await stored(page, offline.caseId)).hearings
    await adjourn(page, offline.clientCaseNo, second)
    await expect(card(page, offline.clientCaseNo)).toContainText('Waiting to send: Adjourned to')
    await expect(page.getByRole('status').filter({ hasText: '1 outcome is waiting to send' })).toBeVisible()

    // A reload while still without a signal: the board comes from the device, and the outcome still waits.
    await page.reload()
    await expect(page.getByText(/^Shown from this device/)).toBeVisible()
    await expect(card(page, offline.clientCaseNo)).toContainText('Waiting to send: Adjourned to')
    await expectNoAxeViolations(page, 'the board without a signal, an outcome waiting')
    expect((await stored(page, offline.caseId)).nextHearingDate).toBe(format(new Date(), 'yyyy-MM-dd'))

    // The signal is back: sent, once.
    await page.goto('/court-day?faults=off')
    await expect(card(page, offline.clientCaseNo)).toContainText(`Adjourned: next date ${format(second, 'dd-MM-yyyy')}`)
    await expect(page.getByRole('status').filter({ hasText: 'waiting to send' })).toHaveCount(0)
    await page.reload()
    await expect(card(page, offline.clientCaseNo)).toContainText(`next date ${format(second, 'dd-MM-yyyy')}`)
    expect(await stored(page, offline.caseId)).toEqual({ nextHearingDate: format(second, 'yyyy-MM-dd'), hearings: hearings + 1 })

    // Both on the dashboard calendar.
    await page.goto('/dashboard')
    await expect(page.locator(`#tip-${format(first, 'yyyy-MM-dd')}`)).toHaveText(`Cases: ${before[0] + 1}`)
    await expect(page.locator(`#tip-${format(second, 'yyyy-MM-dd')}`)).toHaveText(`Cases: ${before[1] + 1}`)
  })

  test('signing out with an unsent outcome asks first', async ({ page }) => {
    await openSignedIn(page, '/dashboard')
    const [hearing] = await twoHearingsToday(page)
    await page.goto('/court-day')
    await expect(card(page, hearing.clientCaseNo)).toBeVisible()
    await page.goto('/court-day?faults=offline')
    await adjourn(page, hearing.clientCaseNo, courtDay(4))
    await expect(card(page, hearing.clientCaseNo)).toContainText('Waiting to send')
    await page.getByRole('button', { name: /Account menu/ }).click()
    await page.getByRole('link', { name: 'Logout' }).click()
    const question = page.getByRole('dialog', { name: 'Confirmation' })
    await expect(question).toContainText('1 hearing outcome has not reached the provider yet')
    await expectNoAxeViolations(page, 'the sign-out question')
    await question.getByRole('button', { name: 'Stay signed in' }).click()
    await expect(page).toHaveURL(/\/court-day/)
    await expect(card(page, hearing.clientCaseNo)).toContainText('Waiting to send')
  })

  test("a hearing, and the day's hearings, go to the phone's calendar as the same events", async ({ page }) => {
    await openSignedIn(page, '/dashboard')
    const [hearing] = await twoHearingsToday(page)
    const today = format(new Date(), 'yyyy-MM-dd')
    await page.goto('/court-day')
    const [one] = await Promise.all([page.waitForEvent('download'), card(page, hearing.clientCaseNo).getByRole('button', { name: /to calendar$/ }).click()])
    const [event] = await icsEvents(one)
    expect(await icsEvents(one)).toHaveLength(1)
    expect(event).toMatchObject({ date: today, allDay: true })
    expect(event.summary.startsWith(`${hearing.clientCaseNo} · `)).toBe(true)

    await page.getByRole('button', { name: 'Add to calendar' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add to calendar' })
    await dialog.getByLabel(/^From Date/).fill(format(new Date(), 'dd-MM-yyyy'))
    await dialog.getByLabel(/^To Date/).fill(format(new Date(), 'dd-MM-yyyy'))
    const [day] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Download .ics' }).click()])
    const events = await icsEvents(day)
    expect(events).toHaveLength(await page.getByRole('article').count())
    expect(events.every((e) => e.date === today)).toBe(true)
    // The same hearing is the same event in both files: importing either updates the other.
    expect(events.find((e) => e.uid === event.uid)?.summary).toBe(event.summary)
  })
})
