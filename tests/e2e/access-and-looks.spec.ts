import { expect, test, type Locator, type Page } from '@playwright/test'
import AxeBuilder from '@axe-core/playwright'
import { COURT_TYPE_ADDED } from '../../mocks/handlers/court-types'
import { NO_ACCESS } from '../../src/app/layout/page-access'
import { THEME_KEY, mainMenu, menuHeaders, openSignedIn, signedInAs, toast, topBar } from './support'
import { patience } from '../timeouts'
import { ADMIN_LIST_PAGES } from '../../mocks/db/generators/menu'

const PHONE = { width: 390, height: 844 }

/** Whether the box lies wholly inside the window's width (no sideways scrolling needed). */
async function expectWithinWidth(locator: Locator, width: number) {
  const box = (await locator.boundingBox())!
  expect(box.x, await locator.innerText()).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width, await locator.innerText()).toBeLessThanOrEqual(width)
}

async function saveCourtType(page: Page, name: string) {
  await page.getByRole('button', { name: 'New' }).click()
  await page.getByLabel(/^Court Type Name/).fill(name)
  await page.getByRole('button', { name: 'Save' }).click()
  return toast(page, COURT_TYPE_ADDED)
}

for (const who of ['clerk', 'advocate'] as const)
  test.describe(`route access: ${who}`, () => {
    test.use(signedInAs(who))

    test('an administrator screen typed into the address bar shows only the no-access page', async ({ page }) => {
      await openSignedIn(page, '/system-settings')
      await expect(page.getByRole('heading', { name: NO_ACCESS })).toBeVisible()
      await expect(page.getByRole('button', { name: 'New' })).toHaveCount(0)
      await expect(page.getByRole('heading', { name: 'System Settings' })).toHaveCount(0)
      await page.getByRole('link', { name: 'Back to Dashboard' }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
    })
  })

test.describe('a phone, 390 px wide: advocate', () => {
  test.use({ viewport: PHONE, ...signedInAs('advocate') })

  test('the top bar is one row; the menu drawer holds every header, each of whose pages opens', async ({ page }) => {
    await openSignedIn(page)
    await expect(menuHeaders(page)).toBeHidden()
    const bar = (await topBar(page).boundingBox())!
    const button = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!
    // One row: no taller than its tallest control and its padding.
    expect(bar.height).toBeLessThan(button.height * 2)
    await page.getByRole('button', { name: 'Open menu' }).click()
    for (const name of ['Dashboard', 'Data Entry', 'Reports', 'Settings']) {
      const item = mainMenu(page).getByRole(name === 'Dashboard' ? 'link' : 'button', { name, exact: true })
      await expect(item).toBeInViewport()
      await expectWithinWidth(item, PHONE.width)
    }
    await mainMenu(page).getByRole('button', { name: 'Settings', exact: true }).click()
    await mainMenu(page).getByRole('link', { name: 'Change Password' }).click()
    await expect(page).toHaveURL(/\/change-password$/)
    await expect(mainMenu(page)).not.toBeInViewport()
  })

  test("the calendar's day counts are at least 12 px; the actions table shows date and status without scrolling", async ({ page }) => {
    await openSignedIn(page)
    const calendar = page.getByRole('region', { name: 'Case calendar' })
    const count = calendar.getByRole('button', { description: /^Cases: \d+$/ }).first().locator('span')
    expect(parseFloat(await count.evaluate((el) => getComputedStyle(el).fontSize))).toBeGreaterThanOrEqual(12)
    const actions = page.getByRole('table', { name: 'Action details' })
    await expect(actions.getByRole('row').nth(1)).toBeVisible()
    await expectWithinWidth(actions.getByRole('columnheader', { name: 'Date' }), PHONE.width)
    await expectWithinWidth(actions.getByRole('columnheader', { name: 'Status' }), PHONE.width)
    await expectWithinWidth(actions.getByRole('button', { name: /^Open — close action/ }).first(), PHONE.width)
  })
})

test.describe('looks: admin', () => {
  test.use(signedInAs('admin'))

  test('at 1366 px long menu names and the user name are shown whole', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await openSignedIn(page, '/litigation-type-master')
    await mainMenu(page).getByRole('button', { name: 'Administration' }).click()
    for (const name of ['Security Role Master', 'Litigation Type Master']) {
      const label = mainMenu(page).getByRole('link', { name }).getByText(name)
      await expect(label).toBeVisible()
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= el.closest('nav')!.getBoundingClientRect().right)).toBe(true)
    }
    const user = page.getByRole('banner').getByText('SYSTEM ADMINISTRATOR', { exact: true })
    expect(await user.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  })

  test('at 390 px the four tabs of the Advocate page fit: no sideways scrolling', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await openSignedIn(page, '/advocate')
    for (const name of ['Advocate List', 'Advocate Details', 'Transaction Details', 'Advocate Dealing']) await expectWithinWidth(page.getByRole('tab', { name }), PHONE.width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  })

  for (const viewport of [{ width: 1366, height: 800 }, { width: 1024, height: 768 }, PHONE])
    test(`at ${viewport.width} px the user form's password hint has room: at most two lines`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await openSignedIn(page, '/user')
      // A data row, not the one the list shows while it loads (a single cell with its spinner).
      const first = page.getByRole('row').nth(1)
      await expect(first.getByRole('cell').nth(1)).toBeVisible()
      await first.dblclick()
      const hint = page.getByText('Never shown: Reset Password e-mails the user a link to set a new one.', { exact: true })
      await expect(hint).toBeVisible()
      const lines = await hint.evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)))
      expect(lines).toBeLessThanOrEqual(2)
      await expectWithinWidth(page.getByRole('button', { name: 'Reset Password' }), viewport.width)
    })

  test('a read-only field looks read-only and is announced so', async ({ page }) => {
    await openSignedIn(page, '/litigation-type-master')
    await page.getByRole('button', { name: 'New' }).click()
    const code = page.getByRole('textbox', { name: 'Litigation Code' })
    const name = page.getByRole('textbox', { name: /^Litigation Name/ })
    await expect(code).toHaveAttribute('readonly', '')
    await expect(code).not.toBeEditable()
    const look = (field: Locator) => field.evaluate((el) => `${getComputedStyle(el).backgroundColor} ${getComputedStyle(el).borderStyle}`)
    expect(await look(code)).not.toBe(await look(name))
  })

  for (const viewport of [{ width: 1366, height: 800 }, PHONE])
    test(`at ${viewport.width} px a toast never lies over the page toolbar`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await openSignedIn(page, '/court-type-master')
      const shown = await saveCourtType(page, `Tribunal ${viewport.width} ${Date.now() % 100000}`)
      await expect(shown).toBeVisible()
      const toolbar = (await page.getByRole('toolbar', { name: 'Record actions' }).boundingBox())!
      // Polled: the toast slides in from above.
      await expect.poll(async () => (await shown.boundingBox())!.y).toBeGreaterThanOrEqual(toolbar.y + toolbar.height)
      // The toolbar's buttons take clicks while the toast is up.
      await page.getByRole('button', { name: 'Exit' }).click()
      await expect(page).toHaveURL(/\/dashboard$/)
    })

  test('axe finds nothing in the footer, not even for review', async ({ page }) => {
    await openSignedIn(page)
    const result = await new AxeBuilder({ page }).include('footer').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
    expect([...result.violations, ...result.incomplete].map((r) => r.id)).toEqual([])
  })
})

test.describe('right-to-left: advocate', () => {
  test.use(signedInAs('advocate'))

  test('right-to-left, the range text still reads "x to y of total"', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ isRTL: true })), THEME_KEY)
    await openSignedIn(page, '/dashboard')
    const range = page.getByText(/^1 to \d+ of \d+$/).first()
    await expect(range).toBeVisible()
    expect(await drawnOrder(range)).toMatch(/^1 to \d+ of \d+$/)
  })

  test('right-to-left, the court day still reads "n hearings" and "n open actions"', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, JSON.stringify({ isRTL: true })), THEME_KEY)
    await openSignedIn(page, '/court-day')
    const count = page.getByText(/^\d+ hearings?$/)
    await expect(count).toBeVisible()
    expect(await drawnOrder(count)).toMatch(/^\d+ hearings?$/)
    const actions = page.getByText(/^\d+ open actions?$/).first()
    if (await actions.count()) expect(await drawnOrder(actions)).toMatch(/^\d+ open actions?$/)
  })
})

test.describe('lists keep their room while loading: admin', () => {
  test.use(signedInAs('admin'))
  const LISTS = ADMIN_LIST_PAGES

  for (const viewport of [PHONE, { width: 1366, height: 800 }])
    test(`every list page shifts its layout by less than 0.05 at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(patience(90_000))
      await page.setViewportSize(viewport)
      await openSignedIn(page)
      await watchShifts(page)
      const shifts: Record<string, number> = {}
      for (const path of LISTS) {
        await page.goto(path)
        await expect(page.getByText(/^1 to \d+ of \d+$/).first()).toBeVisible()
        await page.waitForTimeout(500)
        shifts[path] = await shifted(page)
      }
      expect(Object.entries(shifts).filter(([, cls]) => cls >= 0.05)).toEqual([])
    })
})

test.describe('the sign-in page holds still while the demo accounts arrive', () => {
  for (const viewport of [PHONE, { width: 1366, height: 800 }])
    test(`at ${viewport.width} px it shifts its layout by less than 0.05`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await watchShifts(page)
      await page.goto('/login')
      await expect(page.getByRole('heading', { name: 'Demo accounts' })).toBeVisible()
      await page.waitForTimeout(500)
      expect(await shifted(page)).toBeLessThan(0.05)
    })
})

/** Sums every layout shift not caused by input, as Lighthouse's CLS does for a page load. */
async function watchShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifted: number }
    w.shifted = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) w.shifted += entry.value
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const shifted = (page: Page) => page.evaluate(() => (window as unknown as { shifted: number }).shifted)

/** The words of the element's text in the order they are drawn, left to right. */
function drawnOrder(locator: Locator) {
  return locator.evaluate((el) => {
    const text = el.firstChild!
    const words = [...(text.textContent ?? '').matchAll(/\S+/g)]
    return words
      .map((m) => {
        const r = document.createRange()
        r.setStart(text, m.index)
        r.setEnd(text, m.index + m[0].length)
        return { word: m[0], left: r.getBoundingClientRect().left }
      })
      .sort((a, b) => a.left - b.left)
      .map((w) => w.word)
      .join(' ')
  })
}
