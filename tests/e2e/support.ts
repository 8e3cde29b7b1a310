import { expect, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']

/** Reads the text captcha the way a screen-reader user hears it, and answers it. */
export async function solveCaptcha(page: Page) {
  const label = await page.getByText(/^Captcha: What is/).textContent()
  const m = /What is (\w+) (plus|minus) (\w+)\?/.exec(label ?? '')
  if (!m) throw new Error(`no captcha question in "${label}"`)
  const [a, b] = [WORDS.indexOf(m[1]), WORDS.indexOf(m[3])]
  await page.getByLabel(/^Captcha:/).fill(String(m[2] === 'plus' ? a + b : a - b))
}

export const ACCOUNTS = {
  admin: { username: 'admin', password: 'Admin@123' },
  advocate: { username: 'advocate', password: 'Advocate@123' },
  clerk: { username: 'clerk', password: 'Clerk@123' },
} as const

export async function signIn(page: Page, who: keyof typeof ACCOUNTS | { username: string; password: string }, { remember = false } = {}) {
  const { username, password } = typeof who === 'string' ? ACCOUNTS[who] : who
  await page.goto('/login')
  await page.getByLabel('Username, e-mail or phone number').fill(username)
  await page.getByLabel(/^Password/).fill(password)
  await solveCaptcha(page)
  if (remember) await page.getByLabel('Remember me').check()
  await page.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 })
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible()
}

/** QUALITY §18: WCAG 2.2 AA as axe-core tags it; zero violations. */
export async function expectNoAxeViolations(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  const summary = result.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)
  expect(summary, `axe violations on ${what}`).toEqual([])
}
