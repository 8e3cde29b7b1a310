import { expect, test } from '@playwright/test'
import { mainMenu, openSignedIn, pressUntil, signedInAs } from './support'

test.describe('keyboard shortcuts from the provider: advocate', () => {
  test.use(signedInAs('advocate'))

  test('SHIFT+C opens /client and ALT+D goes back to /dashboard', async ({ page }) => {
    await openSignedIn(page)
    await pressUntil(page, 'Shift+C', /\/client$/)
    await expect(mainMenu(page).getByRole('link', { name: 'Client', exact: true })).toHaveAttribute('aria-current', 'page')
    await pressUntil(page, 'Alt+D', /\/dashboard$/)
  })
})

test.describe('keyboard shortcuts from the provider: admin', () => {
  test.use(signedInAs('admin'))

  test("ALT+A opens /advocate, and the advocate's SHIFT+C does nothing for admin", async ({ page }) => {
    await openSignedIn(page)
    await pressUntil(page, 'Alt+A', /\/advocate$/)
    await expect(page.getByRole('heading', { name: 'Advocate', exact: true })).toBeVisible()
    await page.keyboard.press('Shift+C')
    await page.keyboard.press('Alt+U')
    await expect(page).toHaveURL(/\/user$/)
    // Had SHIFT+C navigated, /client would sit between /advocate and /user in the history.
    await page.goBack()
    await expect(page).toHaveURL(/\/advocate$/)
  })
})
