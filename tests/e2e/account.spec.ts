import { expect, test } from '@playwright/test'
import { RESET_LINK_SENT } from '../../mocks/handlers/session'
import { ACCOUNTS, appStorageKeys, encryptedUserId, loginFor, storedAdvocateCode, mainMenu, openSignedIn, signIn, signedInAs, submitLogin, toast } from './support'

test.describe('logout, password reset and account confirmation', () => {
  test('forgot password sends the link for the account and moves to /confirm-mail after 1 s', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot Password?' }).click()
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText('Please provide username, email or phone number')).toBeVisible()
    await page.getByLabel('Username, e-mail or phone number').fill(ACCOUNTS.clerk.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(toast(page, 'A link to reset your password has been sent')).toHaveAttribute('data-type', 'success')
    await expect(page).toHaveURL(/\/forgot-password$/)
    await expect(page).toHaveURL(/\/confirm-mail$/)
    await expect(page.getByText('Please check your email!')).toBeVisible()
    // The demo provider "e-mails" the link to its demo mailbox: a random single-use id, not the user's id.
    const link = page.getByRole('link', { name: 'Reset your password' })
    await expect(link).toHaveAttribute('href', /\/reset-password\/[0-9a-f-]{36}$/)
    expect(await link.getAttribute('href')).not.toContain(encryptedUserId('clerk'))
  })

  test('a reset link that is not valid says so plainly and offers a new one; the user id is no such link', async ({ page }) => {
    await page.goto(`/reset-password/${encryptedUserId('advocate')}`)
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveText('This password reset link is not valid or has expired. Please ask for a new one.')
    await expect(page.getByRole('textbox', { name: 'New password', exact: true })).toHaveCount(0)
    await page.getByRole('link', { name: 'Ask for a new link' }).click()
    await expect(page).toHaveURL(/\/forgot-password$/)
  })

  test('forgot password for an unknown account answers as for a known one: nothing tells who has an account', async ({ page }) => {
    await page.goto('/forgot-password')
    await page.getByLabel('Username, e-mail or phone number').fill('nobody.here')
    await page.getByRole('button', { name: 'Send reset link' }).click()
    await expect(page.getByText(RESET_LINK_SENT).first()).toBeVisible()
    await expect(page.getByText('No account was found with this username, email or phone number.')).toHaveCount(0)
  })

  test('reset password checks the rules, then the new password signs in and the old one does not', async ({ page }) => {
    await page.goto('/forgot-password')
    await page.getByLabel('Username, e-mail or phone number').fill(ACCOUNTS.advocate.email)
    await page.getByRole('button', { name: 'Send reset link' }).click()
    // Spec §2.1: the page makes a client validation call on load.
    const validated = page.waitForRequest((request) => request.method() === 'POST' && request.url().includes('/api/validate-client/'))
    await page.getByRole('link', { name: 'Reset your password' }).click()
    await validated
    const password = page.getByRole('textbox', { name: 'New password', exact: true })
    const confirm = page.getByRole('textbox', { name: 'Confirm password', exact: true })
    const submit = page.getByRole('button', { name: 'Set password' })
    await submit.click()
    await expect(page.getByText('Please provide password')).toBeVisible()
    await expect(page.getByText('Please provide confirm password')).toBeVisible()
    await password.fill('abc12')
    await confirm.fill('abc12')
    await submit.click()
    await expect(
      page.getByText('Password must be of minimum 6 and maximum 16 characters including one special character, one number and one alphabet'),
    ).toBeVisible()
    await password.fill('Fresh@2026')
    await confirm.fill('Fresh@2025')
    await submit.click()
    await expect(page.getByText('Password and confirm password should be same')).toBeVisible()
    await expect(password).toHaveAttribute('aria-invalid', 'false')
    await confirm.fill('Fresh@2026')
    await submit.click()
    await expect(toast(page, 'Your password has been reset. Please log in with your new password.')).toHaveAttribute('data-type', 'success')
    await expect(page).toHaveURL(/\/login$/)
    // The sign-in page is shown (its code may still be on its way when the address changes): then Back.
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    // The link worked once.
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'This link cannot be used' })).toBeVisible()
    await page.goto('/login')

    await submitLogin(page, 'advocate', ACCOUNTS.advocate.password)
    await expect(toast(page, 'Invalid username or password.')).toHaveAttribute('data-type', 'error')
    await signIn(page, { username: 'advocate', password: 'Fresh@2026' })
  })

  test.describe('signed in', () => {
    test.use(signedInAs('advocate'))

    test("logout says 'See you again!', clears storage, and Back shows no signed-in page", async ({ page }) => {
      await openSignedIn(page)
      await page.getByRole('button', { name: ACCOUNTS.advocate.name }).click()
      await page.getByRole('link', { name: 'Logout' }).click()
      await expect(page).toHaveURL(/\/logout$/)
      await expect(page.getByRole('heading', { name: 'See you again!' })).toBeVisible()
      await expect.poll(() => appStorageKeys(page)).toEqual([])
      await page.goBack()
      await expect(page).toHaveURL(loginFor('/dashboard'))
      await expect(mainMenu(page)).toHaveCount(0)
      await expect(page.getByText(ACCOUNTS.advocate.name)).toHaveCount(0)
    })

    test("the account-ready page clears storage and says 'Your account is all set!'", async ({ page }) => {
      await openSignedIn(page)
      // The provider's own id (it seals ids with its secret): the link it would mail.
      const advocateCode = await storedAdvocateCode(page)
      await page.goto(`/validate-advocate/${advocateCode}/${ACCOUNTS.advocate.email}`)
      await expect(page.getByRole('heading', { name: 'Your account is all set!' })).toBeVisible()
      expect(await appStorageKeys(page)).toEqual([])
      await page.getByRole('link', { name: 'Re-Login' }).click()
      await expect(page).toHaveURL(/\/login$/)
      await page.goto(`/validate-advocate/${advocateCode}/someone.else@example.com`)
      await expect(page.getByRole('heading', { name: 'We could not confirm your account' })).toBeVisible()
      await expect(page.getByRole('alert')).toHaveText('This confirmation link is not valid.')
    })
  })
})
