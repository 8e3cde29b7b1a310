import { expect, test, type Page } from '@playwright/test'
import { THEME_KEY, mainMenu, menuHeaders, openSignedIn, signedInAs } from './support'

/** Wide enough for the xl sidebar with its 'Toggle Navigation' button. */
test.use({ viewport: { width: 1440, height: 900 } })

const headerLinks = (page: Page) => menuHeaders(page).getByRole('link')
const group = (page: Page, name: string) => mainMenu(page).getByRole('button', { name, exact: true })
const subMenuLinks = (page: Page, name: string) => page.getByRole('list', { name: `${name} Sub Menu` }).getByRole('link')

test.describe('signed-in layout from the provider: advocate', () => {
  test.use(signedInAs('advocate'))

  test('the advocate sees the Data Entry, Reports and Settings headers and groups, no Administration', async ({ page }) => {
    await openSignedIn(page)
    await expect(headerLinks(page)).toHaveText(['Dashboard', 'Data Entry', 'Reports', 'Settings'])
    for (const name of ['Data Entry', 'Reports', 'Settings']) await expect(group(page, name)).toBeVisible()
    await expect(group(page, 'Administration')).toHaveCount(0)
    await expect(group(page, 'Masters')).toHaveCount(0)
    // Three levels: Reports › Client Reports › its pages.
    await group(page, 'Reports').click()
    await group(page, 'Client Reports').click()
    await expect(subMenuLinks(page, 'Client Reports')).toHaveText(['Client Statement of Account', 'Cash Collection Report', 'Client List Report'])
  })

  test('opening /client expands its group and marks the Client link as the current page', async ({ page }) => {
    await openSignedIn(page, '/client')
    await expect(group(page, 'Data Entry')).toHaveAttribute('aria-expanded', 'true')
    await expect(group(page, 'Reports')).toHaveAttribute('aria-expanded', 'false')
    await expect(mainMenu(page).getByRole('link', { name: 'Client', exact: true })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'Client', exact: true })).toBeVisible()
  })

  test('a menu header narrows the sidebar to its own group', async ({ page }) => {
    await openSignedIn(page)
    await headerLinks(page).filter({ hasText: 'Reports' }).click()
    await expect(page).toHaveURL(/\/case-schedule$/)
    // The current header stands apart from the others by more than its colour: filled and underlined.
    const looks = (name: string) =>
      headerLinks(page)
        .filter({ hasText: name })
        .evaluate((link) => ({ background: getComputedStyle(link).backgroundColor, line: getComputedStyle(link).textDecorationLine }))
    await expect(headerLinks(page).filter({ hasText: 'Reports' })).toHaveAttribute('aria-current', /.+/)
    const current = await looks('Reports')
    expect(current.line).toBe('underline')
    for (const other of ['Dashboard', 'Data Entry', 'Settings']) {
      await expect(headerLinks(page).filter({ hasText: other })).not.toHaveAttribute('aria-current')
      const looksOther = await looks(other)
      expect(looksOther.line).toBe('none')
      expect(looksOther.background).not.toBe(current.background)
    }
    await expect(mainMenu(page).getByRole('link', { name: 'Case Schedule' })).toBeVisible()
    await expect(group(page, 'Data Entry')).toHaveCount(0)
  })

  test("'Toggle Navigation' collapses the sidebar and the setting survives a reload", async ({ page }) => {
    await openSignedIn(page)
    const toggle = page.getByRole('button', { name: 'Toggle Navigation' })
    const brand = mainMenu(page).getByText('Case Diary', { exact: true })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await expect(brand).toBeVisible()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(brand).toHaveCount(0)
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)) ?? '{}')).toMatchObject({ isNavbarCollapsed: true })
    // Away from the sidebar, so hovering does not widen it again.
    await page.mouse.move(1200, 500)
    await page.reload()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await expect(group(page, 'Data Entry')).toBeVisible()
    await expect(brand).toHaveCount(0)
  })
})

test.describe('signed-in layout from the provider: keyboard and small screens', () => {
  test.use(signedInAs('clerk'))

  test('with the sidebar collapsed, a keyboard user still opens a group and reaches its page', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ isNavbarCollapsed: true })), THEME_KEY)
    await openSignedIn(page)
    const brand = mainMenu(page).getByText('Case Diary', { exact: true })
    await expect(brand).toHaveCount(0)
    await group(page, 'Data Entry').focus()
    await expect(brand).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(group(page, 'Data Entry')).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(subMenuLinks(page, 'Data Entry').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/client$/)
  })

  test('on a phone the menu drawer is modal: focus moves in and stays, Escape closes it, focus returns to Open menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openSignedIn(page)
    const opener = page.getByRole('button', { name: 'Open menu' })
    await opener.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
    const inDrawer = () => page.evaluate(() => !!document.activeElement?.closest('nav[aria-label="Main menu"]'))
    const stops = await mainMenu(page).locator('a[href]:visible, button:visible').count()
    for (let i = 0; i <= stops; i++) {
      await page.keyboard.press('Tab')
      expect(await inDrawer()).toBe(true)
    }
    await page.keyboard.press('Shift+Tab')
    expect(await inDrawer()).toBe(true)
    await page.keyboard.press('Escape')
    await expect(group(page, 'Data Entry')).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test('on a narrow window the closed menu is out of the tab order; Open menu shows it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openSignedIn(page)
    const dataEntry = group(page, 'Data Entry')
    await expect(dataEntry).toBeHidden()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(dataEntry).toBeVisible()
    await expect(dataEntry).toBeInViewport()
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(dataEntry).toBeHidden()
  })
})

test.describe('signed-in layout from the provider: admin', () => {
  test.use(signedInAs('admin'))

  test('admin sees Administration and Masters, and none of the practice menus', async ({ page }) => {
    await openSignedIn(page)
    await expect(headerLinks(page)).toHaveText(['Dashboard', 'Administration', 'Masters', 'Settings'])
    await expect(group(page, 'Data Entry')).toHaveCount(0)
    await group(page, 'Administration').click()
    await expect(subMenuLinks(page, 'Administration')).toHaveText(['Advocate', 'User', 'Security Role Master', 'Menu Tree', 'Customer Inquiry'])
  })
})

test.describe('signed-in layout from the provider: clerk', () => {
  test.use(signedInAs('clerk'))

  test('the clerk gets a smaller menu: Data Entry (with the Court Day, Cause List, Diary Check and Import and Export) without Client Payment, no Reports', async ({ page }) => {
    await openSignedIn(page)
    await expect(headerLinks(page)).toHaveText(['Dashboard', 'Data Entry', 'Settings'])
    await expect(group(page, 'Reports')).toHaveCount(0)
    await group(page, 'Data Entry').click()
    await expect(subMenuLinks(page, 'Data Entry')).toHaveText(['Client', 'Case Registration', 'Case Next Date', 'File Placement', 'Court Day', 'Cause List', 'Diary Check', 'Import and Export'])
  })
})
