import { addDays, format } from 'date-fns'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, openSignedIn, signedInAs, toast } from './support'

const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name })
const totalLine = (page: Page) => page.getByText(/^Total Amount: /)
/** The footer's figure as a number: '₹1,23,456.50' reads 123456.5. */
const totalOf = async (page: Page) => Number(((await totalLine(page).textContent()) ?? '').replace(/[^\d.]/g, ''))
const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(amount)

async function pickFirstCase(page: Page) {
  await page.getByRole('combobox', { name: 'Case No.' }).click()
  await page.getByRole('listbox').getByRole('option').first().click()
}

test.use(signedInAs('advocate'))

test('a cheque payment and a cash payment are recorded for a client, the total grows by both, and one is deleted', async ({ page }) => {
  await openSignedIn(page, '/client-payment')
  // A client with cases: their payments name one of them.
  const withCases = page.getByRole('row').filter({ has: page.getByRole('cell').nth(3).filter({ hasNotText: /^0$/ }) })
  await expect(withCases.first()).toBeVisible()
  const client = (await withCases.first().getByRole('cell').nth(1).textContent()) ?? ''
  await page.getByRole('searchbox', { name: 'Search Payment List' }).fill(client)
  await page.getByRole('cell', { name: client, exact: true }).first().dblclick()
  await expect(page.getByRole('columnheader', { name: 'Cheque Date' })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search Payment List' }).fill('')
  await expect(totalLine(page)).toBeVisible()
  const before = await totalOf(page)

  await toolbarButton(page, 'New').click()
  await expect(page.getByLabel(/^Payment Date/)).toHaveValue(format(new Date(), 'dd-MM-yyyy'))
  await page.getByLabel(/^Amount/).fill('0')
  await toolbarButton(page, 'Save').click()
  await expect(page.getByText('Select case no')).toBeVisible()
  await expect(page.getByText('Please enter amount')).toBeVisible()
  await expectNoAxeViolations(page, 'Payment Details with its messages')

  await pickFirstCase(page)
  await page.getByLabel(/^Payment Type/).selectOption('Cheque')
  await toolbarButton(page, 'Save').click()
  await expect(page.getByText('Select chequeDate date')).toBeVisible()
  await expect(page.getByText('Enter payment no.')).toBeVisible()
  await page.getByLabel(/^Cheque Date/).fill(format(addDays(new Date(), -2), 'dd-MM-yyyy'))
  await page.getByLabel(/^Payment No/).fill('chq 004512')
  await page.getByLabel(/^Amount/).fill('25000.50')
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'Payment Details added successfully!')).toBeVisible()

  await toolbarButton(page, 'New').click()
  await pickFirstCase(page)
  await page.getByLabel(/^Payment Type/).selectOption('Cash')
  await expect(page.getByLabel(/^Payment No/)).toBeDisabled()
  await expect(page.getByLabel(/^Cheque Date/)).toBeDisabled()
  await page.getByLabel(/^Amount/).fill('1500')
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'Payment Details added successfully!')).toHaveCount(2)

  await page.getByRole('tab', { name: 'Payment List' }).click()
  await expect(totalLine(page)).toHaveText(`Total Amount: ${rupees(before + 25000.5 + 1500)}`)
  await expect(page.getByRole('cell', { name: 'CHQ 004512', exact: true })).toBeVisible()

  await page.getByRole('button', { name: `Delete payment of ${rupees(25000.5)} for case` }).first().click()
  const ask = page.getByRole('dialog', { name: 'Confirmation' })
  await expect(ask).toContainText('Are you sure, you want to delete this payment detail?')
  await ask.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Payment detail deleted successfully!')).toBeVisible()
  await expect(totalLine(page)).toHaveText(`Total Amount: ${rupees(before + 1500)}`)
  await expect(page.getByRole('cell', { name: 'CHQ 004512', exact: true })).toHaveCount(0)
})

test('New with no client chosen says "Please select client"', async ({ page }) => {
  await openSignedIn(page, '/client-payment')
  await expect(page.getByRole('columnheader', { name: 'Total No. Of Case' })).toBeVisible()
  await toolbarButton(page, 'New').click()
  await expect(toast(page, 'Please select client')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Payment Details' })).toBeDisabled()
})
