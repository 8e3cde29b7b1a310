import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, openSignedIn, signedInAs } from './support'
import { ADMIN_LIST_PAGES } from '../../mocks/db/generators/menu'

test.use(signedInAs('admin'))

const stamp = Date.now().toString(36).toUpperCase().slice(-5)
const save = (page: Page) => page.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Save' })
const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name })

/** Types into a searchable select and picks the option. */
async function pick(page: Page, label: RegExp, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label })
  await box.click()
  await box.fill(search)
  await page.getByRole('option', { name: option }).click()
}

test('an administrator builds a court in a new state of a new country, finds it, edits it, and it stays after a reload', async ({ page }) => {
  const courtType = `E2E TRIBUNAL ${stamp}`
  const country = `TESTLAND ${stamp}`
  const state = `NORTH PROVINCE ${stamp}`
  const court = `E2E COURT ${stamp}`

  await openSignedIn(page, '/court-type-master')
  await toolbarButton(page, 'New').click()
  await page.getByLabel(/^Court Type Name/).fill(courtType)
  await save(page).click()
  await expect(page.getByText('Court type added successfully.')).toBeVisible()

  await page.goto('/country-master')
  await toolbarButton(page, 'New').click()
  await page.getByLabel(/^Country Name/).fill(country)
  await page.getByRole('button', { name: 'Add State' }).click()
  await page.getByLabel('State Name, row 1').fill(state)
  await save(page).click()
  await expect(save(page)).toBeDisabled()

  await page.goto('/court-master')
  await toolbarButton(page, 'New').click()
  await page.getByLabel(/^Court Name/).fill(court)
  await page.getByLabel(/^Court Type/).selectOption({ label: courtType })
  await pick(page, /^Country/, country.slice(0, 10), country)
  await pick(page, /^State/, state.slice(0, 8), state)
  await page.getByLabel(/^Location/).fill('Riverside')
  await save(page).click()
  await expect(save(page)).toBeDisabled()

  await page.getByRole('tab', { name: 'Court List' }).click()
  await page.getByRole('searchbox').fill(court)
  const row = page.getByRole('row').filter({ hasText: court })
  await expect(row).toHaveCount(1)
  await row.dblclick()
  await page.getByLabel(/^Location/).fill('Hill Top')
  await save(page).click()
  await expect(page.getByText('Court detail updated successfully!')).toBeVisible()

  await page.reload()
  await page.getByRole('searchbox').fill(court)
  await expect(page.getByRole('row').filter({ hasText: court })).toContainText('HILL TOP')
})

test('leaving a changed form asks first, and Discard leaves without saving', async ({ page }) => {
  await openSignedIn(page, '/court-type-master')
  const first = page.getByRole('row').nth(1)
  const name = (await first.getByRole('cell').nth(1).textContent())!
  await first.dblclick()
  await page.getByLabel(/^Court Type Name/).fill(`${name} CHANGED`)
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Court Master' }).click()
  const dialog = page.getByRole('dialog', { name: 'Confirmation' })
  await expect(dialog).toContainText('Do you want to save changes?')
  await expectNoAxeViolations(page, 'the save question')
  await dialog.getByRole('button', { name: 'Discard' }).click()
  await expect(page).toHaveURL(/\/court-master$/)
  await page.goto('/court-type-master')
  await expect(page.getByRole('row').filter({ hasText: `${name} CHANGED` })).toHaveCount(0)
})

test('deleting a country warns that its states go too', async ({ page }) => {
  const country = `DELETELAND ${stamp}`
  await openSignedIn(page, '/country-master')
  await toolbarButton(page, 'New').click()
  await page.getByLabel(/^Country Name/).fill(country)
  await page.getByRole('button', { name: 'Add State' }).click()
  await page.getByLabel('State Name, row 1').fill('ONLY STATE')
  await save(page).click()
  await expect(save(page)).toBeDisabled()
  await page.getByRole('tab', { name: 'Country List' }).click()
  await page.getByRole('searchbox').fill(country)
  await page.getByRole('button', { name: `Delete ${country}` }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Are you sure, All states under this country will also be deleted?')
  await expectNoAxeViolations(page, 'the country delete question')
  await dialog.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('row').filter({ hasText: country })).toHaveCount(0)
})

for (const path of ADMIN_LIST_PAGES) {
  test(`axe finds no violation on ${path}, its list and its form showing errors`, async ({ page }) => {
    await openSignedIn(page, path)
    await expect(page.getByText(/^1 to \d+ of \d+$/).first()).toBeVisible()
    await expectNoAxeViolations(page, `${path} list`)
    await toolbarButton(page, 'New').click()
    // The first field the user can type in (a code may be read-only).
    await page.getByRole('tabpanel').locator('input:not([readonly]):not([disabled]):not([type=checkbox])').first().fill(' ')
    await save(page).click()
    await expect(page.getByRole('alert').first()).toBeVisible()
    await expectNoAxeViolations(page, `${path} form with errors`)
  })
}

for (const path of ['/security-menu-tree', '/change-password']) {
  test(`axe finds no violation on ${path}`, async ({ page }) => {
    await openSignedIn(page, path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoAxeViolations(page, path)
  })
}
