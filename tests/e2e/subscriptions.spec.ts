import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { ACCOUNTS, expectNoAxeViolations, openSignedIn, signedInAs, toast } from './support'
import { pdfFileText } from '../support/pdf-text'

/** Picks `option` in the searchable select labelled `label`, after typing `search`. */
async function pick(page: Page, label: RegExp, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label })
  await box.click()
  await box.fill(search)
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click()
}

test.describe('subscription list: advocate', () => {
  test.use(signedInAs('advocate'))

  test('shows the advocate’s name and subscriptions, and sends the renewal message', async ({ page }) => {
    await openSignedIn(page, '/subscription-list')
    await expect(page.getByRole('heading', { name: 'Subscription List' })).toBeVisible()
    await expect(page.getByRole('tabpanel').getByText(ACCOUNTS.advocate.name)).toBeVisible()
    for (const name of ['S. No', 'Subscription Start Date', 'Subscription End Date', 'Subscription Total Amount']) await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible()
    await expect(page.getByText(/^1 to \d+ of \d+$/)).toBeVisible()
    // Dates as DD-MMM-YYYY, amounts in rupees.
    const first = page.getByRole('row').nth(1)
    await expect(first.getByRole('cell').nth(1)).toHaveText(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/)
    await expect(first.getByRole('cell').nth(3)).toHaveText(/^₹[\d,]+\.\d{2}$/)
    await expectNoAxeViolations(page, 'Subscription List')

    await page.getByRole('button', { name: 'Sent Message For Renewal' }).click()
    await expect(toast(page, `Subscription renewal message sent to ${ACCOUNTS.advocate.email}.`)).toBeVisible()
    await expectNoAxeViolations(page, 'Subscription List with the renewal toast')
  })
})

test.describe('subscription list: admin', () => {
  test.use(signedInAs('admin'))

  test('the administrator chooses the advocate; their name and subscriptions show, and the renewal goes to them', async ({ page }) => {
    await openSignedIn(page, '/subscription-list')
    const panel = page.getByRole('tabpanel')
    await expect(panel.getByText('Choose the advocate, then Search Record.')).toBeVisible()
    await expect(panel.getByText(ACCOUNTS.admin.name)).toHaveCount(0)
    await pick(page, /^Advocate/, 'ANANYA', ACCOUNTS.advocate.name)
    await page.getByRole('button', { name: 'Search Record' }).click()
    await expect(page.getByText(/^1 to \d+ of \d+$/)).toBeVisible()
    await expect(panel.locator('p', { hasText: 'Advocate Name:' })).toHaveText(`Advocate Name: ${ACCOUNTS.advocate.name}`)
    await expectNoAxeViolations(page, 'Subscription List of a chosen advocate')
    await page.getByRole('button', { name: 'Sent Message For Renewal' }).click()
    await expect(toast(page, `Subscription renewal message sent to ${ACCOUNTS.advocate.email}.`)).toBeVisible()
  })
})

test.describe('customer inquiry list: admin', () => {
  test.use(signedInAs('admin'))

  test('filters by country, state and reg type, and gives the PDF of the rows', async ({ page, context }) => {
    await openSignedIn(page, '/customer-inquiry')
    await expect(page.getByRole('heading', { name: 'Customer Inquiry List' })).toBeVisible()
    const generate = page.getByRole('button', { name: 'Generate PDF Report' })
    await expect(generate).toBeDisabled()
    await page.getByRole('button', { name: 'Search Record' }).click()
    await expect(page.getByText('Select country')).toBeVisible()
    await expect(page.getByText('Select state')).toBeVisible()
    await expectNoAxeViolations(page, 'Customer Inquiry List with its messages')

    await pick(page, /^Country/, 'ind', 'INDIA')
    await pick(page, /^State/, 'mahar', 'MAHARASHTRA')
    await page.getByRole('button', { name: 'Search Record' }).click()
    const range = page.getByText(/^1 to \d+ of \d+$/)
    await expect(range).toBeVisible()
    const all = Number((await range.textContent())!.replace(/^.* of /, ''))
    for (const name of ['S. No', 'State Name', 'Advocate Name', 'Mobile No.', 'Email Id', 'Reg Type', 'Total Amount']) await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible()
    await expect(page.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('MAHARASHTRA')

    // One registration type: fewer rows, each of that type.
    await page.getByLabel(/^Reg Type/).selectOption('P')
    await page.getByRole('button', { name: 'Search Record' }).click()
    await expect(page.getByText(new RegExp(`^1 to \\d+ of (?!${all}$)\\d+$`))).toBeVisible()
    const types = await page.getByRole('row').locator('td:nth-child(6)').allTextContents()
    expect(types.length).toBeGreaterThan(0)
    expect(new Set(types)).toEqual(new Set(['Pending Online']))
    // A pending registration has paid nothing.
    expect(new Set(await page.getByRole('row').locator('td:nth-child(7)').allTextContents())).toEqual(new Set(['₹0.00']))
    const names = await page.getByRole('row').locator('td:nth-child(3)').allTextContents()
    await expectNoAxeViolations(page, 'Customer Inquiry List with rows')

    await expect(generate).toBeEnabled()
    const [download, tab] = await Promise.all([page.waitForEvent('download'), context.waitForEvent('page'), generate.click()])
    expect(download.suggestedFilename()).toBe('CustomerInquiryList.pdf')
    expect(await tab.evaluate(() => window.opener)).toBeNull()
    const file = await download.path()
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfFileText(file)
    if (text !== null) {
      expect(text).toContain('Customer Inquiry List')
      expect(text).toContain('Reg Type: Pending Online')
      for (const name of names) expect(text).toContain(name)
    }
  })
})
