import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, openSignedIn, signedInAs, toast } from './support'

test.use(signedInAs('advocate'))

const PNG_1x1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

test('the advocate edits the profile, adds a picture, and verifies a changed e-mail address', async ({ page }) => {
  test.slow()
  await openSignedIn(page, '/profile')
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible()
  const chamber = page.getByLabel(/^Chamber No/)
  await expect(chamber).not.toHaveValue('')
  await expect(page.getByLabel(/^Login Id/)).toHaveValue('advocate')
  await expect(page.getByLabel(/^Advocate Name/)).toHaveAttribute('readonly', '')
  await expect(page.getByRole('button', { name: 'Verify Email Address' })).toBeDisabled()
  await expectNoAxeViolations(page, 'Profile as loaded')

  // The spec's messages, then a valid save; the page reloads half a second later.
  await chamber.fill('')
  await page.getByLabel(/^Website/).fill('mehta.in')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Enter chamber no', { exact: true })).toBeVisible()
  await expect(page.getByText('Enter valid website URL', { exact: true })).toBeVisible()
  await expectNoAxeViolations(page, 'Profile with its messages')

  await chamber.fill('Chamber 21')
  await page.getByLabel(/^Website/).fill('https://deshpande.example.in')
  await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 })
  await expect(page.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', /^blob:/)
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(toast(page, 'Advocate details updated successfully!')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', /^data:image\/png;base64,/)
  await expect(chamber).toHaveValue('CHAMBER 21')

  // A renamed PDF is refused before it is sent.
  await page.getByLabel('Picture', { exact: true }).setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('%PDF-1.7 not a picture') })
  await expect(page.getByText('Invalid file extension. Please upload a file with extensions jpg, jpeg, png, or svg')).toBeVisible()

  // E-mail changes only through Verify, and only once the link mailed to the new address is opened; the demo shows the mail.
  const email = page.getByLabel(/^Email Address/)
  await email.fill('ananya.new@example.in')
  await page.getByRole('button', { name: 'Verify Email Address' }).click()
  await expect(toast(page, 'A verification link has been sent to ananya.new@example.in.')).toBeVisible()
  const mailbox = page.getByRole('region', { name: 'Demo mailbox' })
  await expect(mailbox.getByRole('link', { name: 'Confirm ananya.new@example.in' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Verify Email Address' })).toBeDisabled()
  await expectNoAxeViolations(page, 'Profile after verification')

  await page.reload()
  await expect(page.getByLabel(/^Email Address/)).not.toHaveValue('ananya.new@example.in')
})
