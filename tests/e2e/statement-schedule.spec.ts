import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { ACCOUNTS, dayFromNow, expectNoAxeViolations, openSignedIn, range, signedInAs } from './support'
import { pdfFileText } from '../support/pdf-text'

test.describe('case schedule: advocate', () => {
  test.use(signedInAs('advocate'))

  test('lists the coming week under a header row per next date, the PDF holds the same rows, an edit icon opens the next-date screen in a new tab', async ({ page, context }) => {
    await openSignedIn(page, '/case-schedule')
    await expect(page.getByRole('heading', { name: 'Case Schedule' })).toBeVisible()
    await range(page, dayFromNow(0), dayFromNow(6))
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await expect(page.getByText(/^1 to \d+ of \d+$/)).toBeVisible()
    await expect(page.getByRole('rowheader', { name: /^Next Date: \d{2}-[A-Z][a-z]{2}-\d{4}$/ }).first()).toBeVisible()
    for (const name of ['Previous Date', 'Court Name', 'Court No', 'Client Case No', 'Case Type', 'Case Title', 'Party', 'Purpose', 'Judge Name', 'Client Name'])
      await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible()
    await expectNoAxeViolations(page, 'Case Schedule with rows')
    const caseNos = await page.getByRole('row').locator('td:nth-child(4)').allTextContents()
    expect(caseNos.length).toBeGreaterThan(0)

    const [download, tab] = await Promise.all([page.waitForEvent('download'), context.waitForEvent('page'), page.getByRole('button', { name: 'Download PDF' }).click()])
    expect(download.suggestedFilename()).toBe('CaseSchedule.pdf')
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    await tab.close()
    const file = await download.path()
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfFileText(file)
    if (text !== null) {
      expect(text).toContain('Case Schedule')
      expect(text).toContain(ACCOUNTS.advocate.name)
      // A case number may wrap inside its cell: read the cells in the order drawn, with the line breaks taken out.
      const drawn = (pdfFileText(file, 'drawn') ?? '').replace(/\s+/g, '')
      for (const caseNo of caseNos) expect(drawn).toContain(caseNo.replace(/\s+/g, ''))
    }

    const edit = page.getByRole('link', { name: /^Update next date of / }).first()
    const [opened] = await Promise.all([context.waitForEvent('page'), edit.click()])
    await opened.waitForLoadState()
    expect(opened.url()).toMatch(/\/case-next-date\/[A-Za-z0-9_-]+$/)
    expect(await opened.evaluate(() => window.opener)).toBeNull()
    await expect(page).toHaveURL(/\/case-schedule/)
  })

  test('says No records found! for a range without hearings, and refuses From after To', async ({ page }) => {
    await openSignedIn(page, '/case-schedule')
    await range(page, '01-01-1990', '07-01-1990')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await expect(page.getByText('No records found!')).toBeVisible()
    await expectNoAxeViolations(page, 'Case Schedule with No records found!')
    await range(page, dayFromNow(1), dayFromNow(0))
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await expect(page.getByText('From Date cannot be greater than To Date')).toBeVisible()
  })
})

test.describe('client statement of account: advocate', () => {
  test.use(signedInAs('advocate'))

  test('a client’s statement with its balance; the PDF agrees with the screen; No records found! for an empty range', async ({ page, context }) => {
    await openSignedIn(page, '/client-report')
    await expect(page.getByRole('heading', { name: 'Client Statement of Account' })).toBeVisible()
    await page.getByRole('button', { name: 'Get Report' }).click()
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please select client first' })).toBeVisible()
    await range(page, '01-01-2000', '31-12-2099')
    await page.getByRole('region', { name: 'Clients' }).getByRole('button').first().click()
    await expect(page.getByText(/^1 to \d+ of \d+$/)).toBeVisible()
    const balance = page.getByText(/^Balance: ₹[\d,]+\.\d{2}$/)
    await expect(balance).toBeVisible()
    const total = (await page.getByText(/^Total Amount: /).textContent())!.replace('Total Amount: ', '')
    const balanceText = (await balance.textContent())!.replace('Balance: ', '')
    const fees = (await page.getByText(/^Consulting Fees: /).textContent())!.replace('Consulting Fees: ', '')
    const value = (text: string) => Math.round(Number(text.replace(/[₹,]/g, '')) * 100)
    expect(value(fees) - value(total)).toBe(value(balanceText))
    await expectNoAxeViolations(page, 'Client Statement of Account with rows')
    const caseNos = await page.getByRole('row').locator('td:nth-child(2)').allTextContents()
    expect(caseNos.length).toBeGreaterThan(0)

    const [download, tab] = await Promise.all([page.waitForEvent('download'), context.waitForEvent('page'), page.getByRole('button', { name: 'Download PDF' }).click()])
    expect(download.suggestedFilename()).toBe('ClientStatement.pdf')
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    const file = await download.path()
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfFileText(file)
    if (text !== null) {
      expect(text).toContain('Client Statement of Account')
      for (const caseNo of caseNos) expect(text).toContain(caseNo)
      expect(text).toContain(balanceText)
      expect(text).toContain(total)
    }

    await range(page, '01-01-1990', '02-01-1990')
    await page.getByLabel(/^Report Type/).selectOption('Details')
    await page.getByRole('button', { name: 'Get Report' }).click()
    await expect(page.getByRole('cell', { name: 'No records found!' })).toBeVisible()
    await expectNoAxeViolations(page, 'Client Statement of Account with No records found!')
  })

  test('the three panels stack at 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openSignedIn(page, '/client-report')
    const [clients, cases] = [page.getByRole('region', { name: 'Clients' }), page.getByRole('region', { name: 'Cases' })]
    const [a, b] = [await clients.boundingBox(), await cases.boundingBox()]
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })
})

/**
 * Spec 3 §2.13's widest tables on a laptop (1366 × 768, the side menu open): every column in the window, none
 * behind sideways scrolling; and on a phone the table scrolls in its own region with the row's key in view,
 * the page never wider than the screen.
 */
test.describe('report tables at 1366 and 390 px: advocate', () => {
  test.use(signedInAs('advocate'))

  /** The table's region does not scroll sideways, the page neither, and each header named lies inside the window. */
  async function expectAllInView(page: Page, table: string, headers: string[]) {
    const region = page.getByRole('group', { name: table })
    const [inner, outer] = await region.evaluate((el) => [el.scrollWidth, el.clientWidth])
    expect(inner, `${table} scrolls sideways`).toBeLessThanOrEqual(outer)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366)
    for (const name of headers) {
      const box = (await region.getByRole('columnheader', { name, exact: true }).boundingBox())!
      expect(box.x, name).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, name).toBeLessThanOrEqual(1366)
    }
  }

  test('Client Statement: at 1366 px every amount of the summary and of the details is in view', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await openSignedIn(page, '/client-report')
    await range(page, '01-01-2000', '31-12-2099')
    await page.getByRole('region', { name: 'Clients' }).getByRole('button').first().click()
    await expect(page.getByText(/^1 to \d+ of \d+$/)).toBeVisible()
    await expectAllInView(page, 'Payments', ['Case No.', 'Case Title', 'Case Nature', 'No. Of Hearing', 'Consulting Fees', 'Receive Amount', 'Balance'])
    // The side panels still show: clients, and the chosen client's cases under them.
    await expect(page.getByRole('region', { name: 'Cases' }).getByRole('button').first()).toBeVisible()
    await expectNoAxeViolations(page, 'Client Statement summary at 1366 px')

    await page.getByLabel(/^Report Type/).selectOption('Details')
    await page.getByRole('button', { name: 'Get Report' }).click()
    await expect(page.getByRole('columnheader', { name: 'Payment Date' })).toBeVisible()
    await expectAllInView(page, 'Payments', ['Case No.', 'Case Title', 'Case Nature', 'No. of Hearings', 'Consulting Fees', 'Payment Date', 'Amount'])
  })

  test('Case Schedule: at 1366 px Purpose, Judge, Client and the edit icon are in view, rows grouped under their next date', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    await openSignedIn(page, '/case-schedule')
    await range(page, dayFromNow(0), dayFromNow(6))
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await expect(page.getByText(/^1 to \d+ of \d+$/)).toBeVisible()
    await page.getByLabel(/rows per page/i).selectOption('10')
    await expect(page.getByText(/^1 to \d+ of \d+$/)).toBeVisible()
    await expectAllInView(page, 'Case Schedule', ['Previous Date', 'Court Name', 'Court No', 'Client Case No', 'Case Type', 'Case Title', 'Party', 'Purpose', 'Judge Name', 'Client Name', 'Edit'])
    const edit = (await page.getByRole('link', { name: /^Update next date of / }).first().boundingBox())!
    expect(edit.x + edit.width).toBeLessThanOrEqual(1366)
    await expect(page.getByRole('rowheader', { name: /^Next Date: / }).first()).toBeVisible()
    await expectNoAxeViolations(page, 'Case Schedule grouped at 1366 px')
  })

  test('at 390 px a wide table scrolls in its own region with the case number in view, and the page stays the screen’s width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openSignedIn(page, '/client-report')
    await range(page, '01-01-2000', '31-12-2099')
    await page.getByLabel(/^Report Type/).selectOption('Details')
    await page.getByRole('region', { name: 'Clients' }).getByRole('button').first().click()
    await expect(page.getByRole('columnheader', { name: 'Payment Date' })).toBeVisible()
    // The details keep their merged case cells for screen readers: that text must not widen the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    const region = page.getByRole('group', { name: 'Payments' })
    // Scrolled again until the last amount is in view: rows that arrive after the first scroll can widen the table.
    await expect(async () => {
      await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
      const [area, amount] = await Promise.all([region.boundingBox(), region.getByRole('columnheader', { name: 'Amount', exact: true }).boundingBox()])
      expect(amount!.x + amount!.width).toBeLessThanOrEqual(area!.x + area!.width + 1)
    }).toPass()
    const [area, caseNo] = await Promise.all([region.boundingBox(), region.getByRole('columnheader', { name: 'Case No.' }).boundingBox()])
    // Scrolled to the last amount, the case number still heads the rows at the region's start.
    expect(caseNo!.x).toBeGreaterThanOrEqual(area!.x - 1)
    expect(caseNo!.x).toBeLessThan(area!.x + 20)
    await expectNoAxeViolations(page, 'Client Statement details at 390 px')
  })
})
