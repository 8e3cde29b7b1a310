import { expect, test, type Page } from '@playwright/test'
import { THEME_KEY, expectNoAxeViolations, mainMenu, openSignedIn, signedInAs } from './support'

// The pages under the layout are placeholder module screens, so these runs judge the layout itself.
const settingsButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Display settings' })
const idle = (page: Page) => expect(page.getByTestId('busy-bar')).toHaveCount(0)

test.describe('axe on the signed-in layout', () => {
  test.use({ viewport: { width: 1440, height: 900 }, ...signedInAs('advocate') })

  test('light theme, with the group of the current page open, then the settings dialog', async ({ page }) => {
    await openSignedIn(page, '/client')
    await expect(mainMenu(page).getByRole('link', { name: 'Client', exact: true })).toHaveAttribute('aria-current', 'page')
    await idle(page)
    await expectNoAxeViolations(page, 'layout, light')
    await settingsButton(page).click()
    await expect(page.getByRole('dialog', { name: 'Display settings' })).toBeVisible()
    await expectNoAxeViolations(page, 'settings dialog, light')
  })

  test('collapsed sidebar in the dark theme', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ isDark: true, isNavbarCollapsed: true })), THEME_KEY)
    await openSignedIn(page, '/case-next-date')
    await expect(page.getByRole('button', { name: 'Toggle Navigation' })).toHaveAttribute('aria-pressed', 'true')
    await expect(mainMenu(page).getByRole('button', { name: 'Data Entry' })).toBeVisible()
    await idle(page)
    await expectNoAxeViolations(page, 'collapsed layout, dark')
  })
})

test.describe('axe on the signed-in layout: admin', () => {
  test.use({ viewport: { width: 1440, height: 900 }, ...signedInAs('admin') })

  test('dark theme switched on in the settings dialog, then the avatar menu open', async ({ page }) => {
    await openSignedIn(page, '/advocate')
    await settingsButton(page).click()
    await page.getByRole('switch', { name: 'Dark theme' }).check()
    await expect(page.locator('html')).toHaveClass(/\bdark\b/)
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_KEY)).toContain('"isDark":true')
    await expectNoAxeViolations(page, 'settings dialog, dark')
    await page.getByRole('button', { name: 'Close settings' }).click()
    await page.getByRole('button', { name: 'SYSTEM ADMINISTRATOR' }).click()
    await expect(page.getByRole('link', { name: 'Logout' })).toBeVisible()
    await idle(page)
    await expectNoAxeViolations(page, 'layout with the avatar menu, dark')
  })
})

test.describe('axe on a narrow window', () => {
  test.use({ viewport: { width: 390, height: 844 }, ...signedInAs('advocate') })

  test('390 px wide with the mobile menu open, then closed', async ({ page }) => {
    await openSignedIn(page, '/client')
    await expect(page.getByRole('button', { name: 'Toggle Navigation' })).toBeHidden()
    const client = mainMenu(page).getByRole('link', { name: 'Client', exact: true })
    await expect(client).not.toBeInViewport()
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(client).toBeInViewport()
    await idle(page)
    await expectNoAxeViolations(page, 'mobile menu open')
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(client).not.toBeInViewport()
    await expectNoAxeViolations(page, 'mobile menu closed')
  })
})
