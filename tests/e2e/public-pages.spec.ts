import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, loginFor } from './support'

test.describe('public pages', () => {
  test('the welcome page says the site is under construction and links to Login', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByText('This site is under construction.', { exact: false })).toBeVisible()
    await page.getByRole('link', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible()
  })

  test('the error page and an unknown path explain themselves', async ({ page }) => {
    await page.goto('/error')
    await expect(page.getByRole('heading', { name: 'Whoops, something went wrong!' })).toBeVisible()
    await page.goto('/no/such/page')
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible()
  })

  test('every signed-in route sends a visitor without a session to /login, which is to return there', async ({ page }) => {
    for (const path of ['/dashboard', '/client', '/case-next-date/abc', '/customer-inquiry']) {
      await page.goto(path)
      await expect(page).toHaveURL(loginFor(path))
      await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible()
    }
  })

  test('confirm-mail, logout, spinners and the account-ready page show their texts', async ({ page }) => {
    await page.goto('/confirm-mail')
    await expect(page.getByText('Please check your email!')).toBeVisible()
    await expect(page.getByText('An email has been sent. Please click on the included link to reset your password.')).toBeVisible()
    await page.goto('/logout')
    await expect(page.getByRole('heading', { name: 'See you again!' })).toBeVisible()
    await expect(page.getByText('You are now successfully signed out.', { exact: false })).toBeVisible()
    await page.goto('/spinners')
    await expect(page.getByRole('heading', { name: 'Loading indicators' })).toBeVisible()
  })

  for (const path of ['/', '/error', '/login', '/forgot-password', '/confirm-mail', '/logout', '/spinners', '/reset-password/x', '/missing']) {
    test(`axe finds no WCAG 2.2 AA violation on ${path}`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading').first()).toBeVisible()
      await expectNoAxeViolations(page, path)
    })
  }

  test('axe finds no violation on the login form showing its errors, in the dark theme too', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Please provide username, email or phone number')).toBeVisible()
    await expect(page.getByText('Please provide password')).toBeVisible()
    await expect(page.getByText('Please verify captcha')).toBeVisible()
    await expectNoAxeViolations(page, 'login errors')
    await page.evaluate(() => localStorage.setItem('case-diary:theme', JSON.stringify({ isDark: true })))
    await page.reload()
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByText('Please verify captcha')).toBeVisible()
    await expectNoAxeViolations(page, 'login errors, dark')
  })
})
