import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { pdfText } from '../support/pdf-text'
import { expectNoAxeViolations, openSignedIn, signedInAs, toast } from './support'

const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name })
const licenceForm = (page: Page) => page.getByRole('form', { name: 'Transaction form' })

/** Types into a searchable select and picks the option. */
async function pick(page: Page, label: RegExp, search: string, option: string) {
  const select = page.getByRole('combobox', { name: label })
  await select.click()
  await select.fill(search)
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function addLicence(page: Page, invoiceNo: string, start: string, expiry: string) {
  const form = licenceForm(page)
  await pick(page, /^Role Name/, 'basic', 'ADVOCATE LICENCE BASIC')
  await form.getByLabel(/^Invoice No/).fill(invoiceNo)
  await form.getByLabel(/^Invoice Date/).fill(start)
  await form.getByLabel(/^Start Date/).fill(start)
  await form.getByLabel(/^Expiry Date/).fill(expiry)
  await form.getByLabel(/^Payment Type/).selectOption('NEFT')
  await form.getByLabel(/^Payment No/).fill('UTR778899')
  await form.getByLabel(/^Qty/).fill('2')
  await form.getByLabel(/^HSN Code/).fill('998314')
  await form.getByLabel(/^Billing Amount/).fill('5000')
  await form.getByLabel(/^GST %/).fill('18')
  await form.getByRole('button', { name: 'Add Transaction' }).click()
}

test.use(signedInAs('admin'))

test('the administrator onboards an advocate with two licences (an overlapping one refused) and a dealing, and downloads a GST invoice', async ({ page, context }) => {
  test.slow()
  await openSignedIn(page, '/advocate')
  await expect(page.getByRole('columnheader', { name: 'Total No of Case' })).toBeVisible()
  await expectNoAxeViolations(page, 'Advocate List')

  await toolbarButton(page, 'New').click()
  await page.getByLabel(/^Advocate Name/).fill('Asha Kulkarni')
  await page.getByLabel(/^Chamber No/).fill('B-12')
  await page.getByLabel(/^Practice Since/).fill('2010')
  await pick(page, /^Country/, 'ind', 'INDIA')
  await pick(page, /^State/, 'maha', 'MAHARASHTRA')
  await page.getByLabel(/^Email/).fill('asha.kulkarni@example.in')
  await page.getByLabel(/^Mobile No/).fill('9812345670')
  await page.getByLabel(/^GST No/).fill('27ABCDE1234F1Z5')
  // A picture: the preview shows it through <img>; the provider keeps it with the advocate.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')
  await page.locator('input[type="file"]').setInputFiles({ name: 'asha.png', mimeType: 'image/png', buffer: png })
  await expect(page.getByRole('img', { name: 'Picture preview' })).toBeVisible()
  await page.getByLabel(/^No. of Users/).fill('1000')
  await toolbarButton(page, 'Save').click()
  await expect(page.getByText('Number of users can not be greater than 999', { exact: true })).toBeVisible()
  await expect(toast(page, 'At least one transaction detail required')).toBeVisible()
  // The toast fades in: axe reads its colours once it is opaque.
  await expect(page.locator('[data-sonner-toast]').first()).toHaveCSS('opacity', '1')
  await expectNoAxeViolations(page, 'Advocate Details with its messages')
  await page.getByLabel(/^No. of Users/).fill('5')

  await page.getByRole('tab', { name: 'Transaction Details' }).click()
  await addLicence(page, 'INV/26/101', '01-04-2026', '31-03-2027')
  await expect(page.getByRole('cell', { name: 'INV/26/101', exact: true })).toBeVisible()
  await expect(page.getByRole('cell', { name: '₹11,800.00', exact: true })).toBeVisible()
  await addLicence(page, 'INV/26/102', '01-01-2027', '31-12-2027')
  await expect(licenceForm(page).getByText('For this date range ADVOCATE LICENCE BASIC already exists, please select other date range')).toBeVisible()
  await expectNoAxeViolations(page, 'Transaction Details with the overlap refused')
  await licenceForm(page).getByLabel(/^Start Date/).fill('01-04-2027')
  await licenceForm(page).getByLabel(/^Expiry Date/).fill('31-03-2028')
  await licenceForm(page).getByRole('button', { name: 'Add Transaction' }).click()
  await expect(page.getByRole('cell', { name: 'INV/26/102', exact: true })).toBeVisible()

  await page.getByRole('button', { name: 'Advocate Dealing' }).click()
  await page.getByRole('button', { name: 'Add dealing row' }).click()
  await pick(page, /^Litigation of row 1/, 'civ', 'CIVIL')
  await pick(page, /^Litigation type detail of row 1/, 'inj', 'INJUNCTION')
  await expectNoAxeViolations(page, 'Advocate Dealing')

  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'Advocate registered successfully!')).toBeVisible()
  await page.getByRole('tab', { name: 'Advocate Details' }).click()
  // The latest licence's dates are the advocate's.
  await expect(page.getByRole('textbox', { name: 'Start Date', exact: true })).toHaveValue('01-04-2027')
  await expect(page.getByRole('textbox', { name: 'Expiry Date', exact: true })).toHaveValue('31-03-2028')
  // The provider keeps the picture and serves it back.
  await expect(page.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', /^data:image\/png;base64,/)

  await page.getByRole('tab', { name: 'Transaction Details' }).click()
  await expect(page.getByRole('button', { name: 'Delete INV/26/101' })).toBeDisabled()
  const [download] = await Promise.all([page.waitForEvent('download'), context.waitForEvent('page'), page.getByRole('button', { name: 'Download invoice INV/26/101' }).click()])
  expect(download.suggestedFilename()).toBe('Invoice.pdf')
  const bytes = readFileSync(await download.path())
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  const text = await pdfText(new Blob([bytes]))
  if (text !== null) {
    expect(text).toContain('INV/26/101')
    expect(text).toContain('998314')
    expect(text).toContain('₹11,800.00')
    expect(text).toContain('27ABCDE1234F1Z5')
  }
})
