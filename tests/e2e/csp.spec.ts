import { expect, test, type Page } from '@playwright/test'
import { openSignedIn, signedInAs } from './support'
import { PROD_APP, PROVIDER } from './origins'

/** Records every Content-Security-Policy violation the page reports (QUALITY §14: there must be none). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { __csp: string[] }).__csp = [])
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`))
  })
  return () => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp)
}

test.describe('the demo build under its Content-Security-Policy', () => {
  test.use(signedInAs('advocate'))

  test('serves the policy, and the signed-in app, its dialogs and a PDF cause no violation', async ({ page, context }) => {
    const violations = await recordViolations(page)
    const response = await page.goto('/dashboard')
    expect(response?.headers()['content-security-policy']).toContain("worker-src 'self'")
    await openSignedIn(page)
    const day = page.getByRole('region', { name: 'Case calendar' }).getByRole('button', { description: /^Cases: \d+$/ }).first()
    await day.click()
    await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Yes' }).click()])
    await page.getByRole('button', { name: 'Display settings' }).click()
    await expect(page.getByRole('dialog', { name: 'Display settings' })).toBeVisible()
    // A page of the advocate's own menu (the masters are the administrator's).
    await page.goto('/client')
    await expect(page.getByRole('heading', { name: 'Client', exact: true })).toBeVisible()
    expect(await violations()).toEqual([])
  })
})

test('the production build allows its provider and nothing else', async ({ page }) => {
  const violations = await recordViolations(page)
  const response = await page.goto(`${PROD_APP}/login`)
  const policy = response?.headers()['content-security-policy'] ?? ''
  expect(policy).toContain(`connect-src 'self' ${PROVIDER}`)
  expect(policy).not.toContain('worker-src')
  await expect(page.getByRole('heading', { name: 'Account Login' })).toBeVisible()
  expect(await violations()).toEqual([])
})
