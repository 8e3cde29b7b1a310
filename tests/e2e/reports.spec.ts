import { readFileSync } from 'node:fs'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { ACCOUNTS, expectNoAxeViolations, openSignedIn, signedInAs, toast } from './support'
import { pdfFileText } from '../support/pdf-text'
import { DEMO_ADVOCATE_CODE } from '../../mocks/db/generators/advocates'
import { seed } from '../../mocks/db/seed'

/**
 * The demo advocate's client with the most open actions in the data the browser builds today: the seed
 * is built around the current day, so the client is found, not named.
 */
function busiestOpenClient(): string {
  const now = new Date()
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`
  const data = seed({ today })
  const counts = new Map<number, number>()
  for (const a of data.actionDetails) if (a.advocateCode === DEMO_ADVOCATE_CODE && a.reminderStatus === 'Open') counts.set(a.clientCode, (counts.get(a.clientCode) ?? 0) + 1)
  const [code] = [...counts].sort((x, y) => y[1] - x[1])[0]
  return data.clients.find((c) => c.clientCode === code)!.clientName
}

/** Spaces are squeezed: long cells wrap. */
const pdfText = (file: string) => pdfFileText(file)?.replace(/\s+/g, ' ') ?? null

/** Clicks the button, checks the new tab has no opener and the download's name, and answers the PDF's text. */
async function generatePdf(page: Page, context: BrowserContext, fileName: string, button = 'Generate Report') {
  const [download, tab] = await Promise.all([page.waitForEvent('download'), context.waitForEvent('page'), page.getByRole('button', { name: button }).click()])
  expect(download.suggestedFilename()).toBe(fileName)
  expect(await tab.evaluate(() => window.opener)).toBeNull()
  const file = await download.path()
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
  await tab.close()
  return pdfText(file)
}

/** Types a date into a report's date field. */
async function typeDate(page: Page, label: RegExp, date: string) {
  await page.getByLabel(label).fill(date)
}

/** Picks `option` in the searchable select labelled `label`, after typing `search`. */
async function pick(page: Page, label: RegExp, search: string, option: string | RegExp) {
  const box = page.getByRole('combobox', { name: label })
  await box.click()
  await box.fill(search)
  await page.getByRole('listbox').getByRole('option', { name: option }).first().click()
}

test.describe('reports: advocate', () => {
  test.use(signedInAs('advocate'))

  test('cash collection: the PDF of two years of payments, client wise; No records found! for a quiet range', async ({ page, context }) => {
    await openSignedIn(page, '/client-payment-report')
    await expect(page.getByRole('heading', { name: 'Cash Collection Report' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Payment Wise' })).toBeChecked()
    await typeDate(page, /^From Date/, '01-01-2025')
    await typeDate(page, /^To Date/, '31-12-2026')
    await page.getByRole('radio', { name: 'Client Wise' }).check()
    await expectNoAxeViolations(page, 'Cash Collection Report with its filters')
    const text = await generatePdf(page, context, 'CashCollectionReport.pdf')
    if (text !== null) {
      expect(text).toContain('Cash Collection Report')
      expect(text).toContain(`Advocate: ${ACCOUNTS.advocate.name}`)
      expect(text).toContain('From Date: 01-Jan-2025 To Date: 31-Dec-2026')
      expect(text).toContain('Type: Client Wise')
      expect(text).toMatch(/Total ₹[\d,]+\.\d{2}/)
    }

    await typeDate(page, /^From Date/, '01-01-1990')
    await typeDate(page, /^To Date/, '02-01-1990')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await expect(toast(page, 'No records found!')).toBeVisible()
    await expectNoAxeViolations(page, 'Cash Collection Report with No records found!')

    await typeDate(page, /^From Date/, '03-01-1990')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await expect(page.getByText('From Date cannot be greater than To Date')).toBeVisible()
  })

  test('case list: the diary of Maharashtra holds the cases; No records found! for a state without cases', async ({ page, context }) => {
    await openSignedIn(page, '/case-list-report')
    await expect(page.getByRole('heading', { name: 'Case List Report' })).toBeVisible()
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await expect(page.getByText('Select country')).toBeVisible()
    await expectNoAxeViolations(page, 'Case List Report with its messages')
    await pick(page, /^Country/, 'ind', 'INDIA')
    await pick(page, /^State/, 'mahar', 'MAHARASHTRA')
    await page.getByLabel(/^Status/).selectOption('ONGOING')
    const text = await generatePdf(page, context, 'CaseListReport.pdf')
    if (text !== null) {
      expect(text).toContain('Case list Diary (Client Wise)')
      expect(text).toContain('State: MAHARASHTRA')
      expect(text).toContain('Status: ONGOING')
      expect(text).toMatch(/Cases: [1-9]\d*/)
      expect(text).not.toContain(' WON ')
    }
    await page.getByRole('radio', { name: 'Case List Diary', exact: true }).check()
    const plain = await generatePdf(page, context, 'CaseListReport.pdf')
    if (plain !== null) expect(plain).toContain('Case List Report: Case List Diary')
    await expectNoAxeViolations(page, 'Case List Report with its filters')

    await pick(page, /^State/, 'sikk', 'SIKKIM')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await expect(toast(page, 'No records found!')).toBeVisible()
    await expectNoAxeViolations(page, 'Case List Report with No records found!')
  })

  test('pending actions: one client’s open actions as a PDF; No records found! for a quiet range', async ({ page, context }) => {
    await openSignedIn(page, '/pending-action-report')
    await expect(page.getByRole('heading', { name: 'Pending Action Report' })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Open' })).toBeChecked()
    await typeDate(page, /^From Date/, '01-01-2020')
    await typeDate(page, /^To Date/, '31-12-2030')
    const client = busiestOpenClient()
    await pick(page, /^Client Name/, client.slice(0, 6).toLowerCase(), client)
    await expectNoAxeViolations(page, 'Pending Action Report with its filters')
    const text = await generatePdf(page, context, 'PendingActionReport.pdf')
    if (text !== null) {
      expect(text).toContain('Pending Action Report')
      expect(text).toContain('Status: Open')
      expect(text).toContain(`Client: ${client}`)
      expect(text).toMatch(/Actions: [1-9]/)
    }

    await typeDate(page, /^From Date/, '01-01-1990')
    await typeDate(page, /^To Date/, '02-01-1990')
    await page.getByRole('button', { name: 'Generate Report' }).click()
    await expect(toast(page, 'No records found!')).toBeVisible()
    await expectNoAxeViolations(page, 'Pending Action Report with No records found!')
  })

  test('client list: the PDF holds the clients the table shows; No records found! for a state without clients', async ({ page, context }) => {
    await openSignedIn(page, '/client-detail')
    await expect(page.getByRole('heading', { name: 'Client List Report' })).toBeVisible()
    const generate = page.getByRole('button', { name: 'Generate Report' })
    await expect(generate).toBeDisabled()
    await pick(page, /^Country/, 'ind', 'INDIA')
    await pick(page, /^State/, 'mahar', 'MAHARASHTRA')
    await page.getByRole('button', { name: 'Search Record' }).click()
    await expect(page.getByText(/^1 to 5 of \d+$/)).toBeVisible()
    for (const name of ['S. No', 'State', 'Client Name', 'Contact Person', 'Mobile No', 'LandLine No', 'Email Id', 'Address', 'Client Type']) await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible()
    const mobiles = await page.getByRole('row').locator('td:nth-child(5)').allTextContents()
    const addresses = await page.getByRole('row').locator('td:nth-child(8)').allTextContents()
    expect(mobiles).toHaveLength(5)
    await expectNoAxeViolations(page, 'Client List Report with rows')
    const text = await generatePdf(page, context, 'ClientListReport.pdf')
    if (text !== null) {
      expect(text).toContain('Client List Report')
      expect(text).toContain('State: MAHARASHTRA')
      for (const mobile of mobiles) expect(text).toContain(mobile)
      // A long address wraps in its cell: every word of it is there.
      for (const address of addresses) for (const word of address.split(' ')) expect(text).toContain(word)
    }

    await pick(page, /^State/, 'sikk', 'SIKKIM')
    await page.getByRole('button', { name: 'Search Record' }).click()
    await expect(page.getByText('No records found!')).toBeVisible()
    await expect(generate).toBeDisabled()
    await expectNoAxeViolations(page, 'Client List Report with No records found!')
  })
})
