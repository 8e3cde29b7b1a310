import { expect, test, type Page } from '@playwright/test'
import { ACCOUNTS, expectNoAxeViolations, mainMenu, menuHeaders, openSignedIn, signIn, signedInAs, submitLogin, toast } from './support'

const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name })
const box = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true })

/** Types into a searchable select and picks the option. */
async function pick(page: Page, label: RegExp, search: string, option: string) {
  const select = page.getByRole('combobox', { name: label })
  await select.click()
  await select.fill(search)
  await page.getByRole('option', { name: option, exact: true }).click()
}

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name }).click()
  await page.getByRole('link', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'See you again!' })).toBeVisible()
}

test.use(signedInAs('admin'))

test('the administrator creates a user for the demo advocate with three menu items; the user signs in to exactly those menus; once suspended, sign-in is refused', async ({ page }) => {
  test.slow()
  await openSignedIn(page, '/user')
  await toolbarButton(page, 'New').click()
  // Save waits for a change: a blank typed in a field is one.
  await page.getByLabel(/^User Name/).fill(' ')
  await toolbarButton(page, 'Save').click()
  for (const message of ['Select advocate', 'Enter user name', 'Enter login id', 'Select country', 'Select state', 'Enter email address', 'Enter mobile no', 'Select atleast one item']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible()
  }
  await expect(toast(page, 'Select atleast one menu tree item')).toBeVisible()
  await expectNoAxeViolations(page, 'User Details with its messages')

  await pick(page, /^Advocate/, 'ananya', 'ANANYA DESHPANDE')
  await page.getByLabel(/^User Name/).fill('Meera Joshi')
  await page.getByLabel(/^Login Id/).fill('meera.joshi')
  await page.getByLabel(/^Address Line 1/).fill('4, Lake View')
  await pick(page, /^Country/, 'ind', 'INDIA')
  await pick(page, /^State/, 'maha', 'MAHARASHTRA')
  await page.getByLabel(/^Email/).fill('meera.joshi@example.in')
  await page.getByLabel(/^Mobile No/).fill('9123456780')
  await box(page, 'Client').check()
  await box(page, 'Case Registration').check()
  await box(page, 'Change Password').check()
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'User registered successfully! The sign-in details have been e-mailed to the user.')).toBeVisible()

  // No mail leaves the demo: it shows the sign-in details the provider would send.
  const mailbox = page.getByRole('region', { name: 'Demo mailbox' })
  await expect(mailbox.getByText('Login id: meera.joshi')).toBeVisible()
  const password = ((await mailbox.getByText(/^Password: /).textContent()) ?? '').replace('Password: ', '')
  expect(password).toMatch(/^\S{6,16}$/)

  await logOut(page, ACCOUNTS.admin.name)
  await signIn(page, { username: 'meera.joshi', password })
  await expect(menuHeaders(page).getByRole('link', { name: 'Data Entry' })).toBeVisible()
  await expect(menuHeaders(page).getByRole('link', { name: 'Settings' })).toBeVisible()
  await expect(menuHeaders(page).getByRole('link', { name: 'Reports' })).toHaveCount(0)
  await expect(menuHeaders(page).getByRole('link', { name: 'Administration' })).toHaveCount(0)
  // The sidebar: the dashboard (always open) and the two granted groups, holding exactly the three pages.
  const groups = mainMenu(page).getByRole('list').first().getByRole('button')
  await expect(groups).toHaveText(['Data Entry', 'Settings'])
  for (const group of await groups.all()) await group.click()
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Dashboard', 'Client', 'Case Registration', 'Change Password'])
  await page.goto('/file-placement')
  await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible()

  await logOut(page, 'MEERA JOSHI')
  await signIn(page, 'admin')
  await page.goto('/user')
  await page.getByRole('searchbox', { name: 'Search User List' }).fill('meera')
  await page.getByRole('cell', { name: 'MEERA JOSHI' }).dblclick()
  await expect(page.getByLabel(/^Login Id/)).toHaveValue('meera.joshi')
  await expect(box(page, 'Client')).toBeChecked()
  await page.getByLabel(/^Status/).selectOption('S')
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'User Details updated successfully!')).toBeVisible()

  await logOut(page, ACCOUNTS.admin.name)
  await submitLogin(page, 'meera.joshi', password)
  await expect(page.getByText('Your account is suspended. Please contact your advocate or the administrator.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)
})
