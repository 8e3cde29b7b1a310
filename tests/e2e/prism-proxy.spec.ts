import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { addDays, format, getDay } from 'date-fns'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { ACCOUNTS, mainMenu, signIn, toast, type AccountName } from './support'
import { PROD_APP } from './origins'
import { newTally, watch } from './prism-watch'
import { pdfFileText } from '../support/pdf-text'

/**
 * The production build's main flows, and every page of two menus, with every call going through Prism's
 * validation proxy (`--errors`) in front of the stateful mock provider. Each answer the page receives from
 * the provider is checked (prism-watch.ts): any violation fails the test that met it, named. The counts go
 * to test-results/prism-proxy.json. prism-proxy-checks.spec.ts shows that the proxy and the watch do report.
 */
test.use({ baseURL: PROD_APP })
test.describe.configure({ mode: 'serial' })

const seen = newTally()

// A violation fails the test that met it, named, even when the flow stalled on the failed call.
test.afterEach(() => expect(seen.violations, 'answers outside the contract').toEqual([]))

test.afterAll(() => {
  const figures = { answers: seen.answers, violations: seen.violations, calls: [...seen.calls].sort() }
  mkdirSync('test-results', { recursive: true })
  writeFileSync('test-results/prism-proxy.json', `${JSON.stringify(figures, null, 2)}\n`)
  console.log(`Prism validation proxy: ${seen.answers} answers of ${seen.calls.size} calls checked, ${seen.violations.length} violations`)
})

const stamp = Date.now().toString(36).toUpperCase().slice(-5)
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('')
const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name })
const courtDay = (days: number) => {
  const day = addDays(new Date(), days)
  return getDay(day) === 0 ? addDays(day, 1) : day
}

/** Picks the first option a searchable select offers for `search`. */
async function pickFirst(page: Page, label: RegExp, search = '') {
  const box = page.getByRole('combobox', { name: label })
  await box.click()
  if (search) await box.fill(search)
  await page.getByRole('listbox').getByRole('option').first().click()
}

/** Clicks what downloads a PDF (opened in a new tab too), checks it whole, and answers its text (null without pdftotext). */
async function expectPdf(page: Page, context: BrowserContext, click: () => Promise<void>) {
  const [download, tab] = await Promise.all([page.waitForEvent('download'), context.waitForEvent('page'), click()])
  await tab.close()
  const file = await download.path()
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
  // A PDF mangled on the way (a text decoding) no longer reads.
  const text = pdfFileText(file)
  if (text !== null) expect(text.trim()).not.toBe('')
  return text
}

async function signOut(page: Page, who: AccountName) {
  await page.getByRole('button', { name: ACCOUNTS[who].name }).click()
  await page.getByRole('link', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'See you again!' })).toBeVisible()
}

/** Opens every page of the signed-in user's menu and waits each time until its calls are answered. */
async function walkMenu(page: Page) {
  const menu = mainMenu(page)
  // The menu comes from the provider after the layout: wait for its groups. Opening a group may show
  // groups within it: open the first closed one until none is left.
  const closed = menu.getByRole('button', { expanded: false })
  await expect(closed.first()).toBeVisible()
  while (await closed.count()) await closed.first().click()
  const paths = new Set(await menu.getByRole('link').evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname)))
  expect(paths.size).toBeGreaterThan(5)
  for (const path of paths) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.getByTestId('busy-bar')).toHaveCount(0)
  }
}

test('the administrator opens every page of the menu and saves a master', async ({ page }) => {
  watch(page, seen)
  await signIn(page, 'admin')
  await walkMenu(page)
  await page.goto('/court-type-master')
  await toolbarButton(page, 'New').click()
  await page.getByLabel(/^Court Type Name/).fill(`PRISM TRIBUNAL ${stamp}`)
  await toolbarButton(page, 'Save').click()
  await expect(page.getByText('Court type added successfully.')).toBeVisible()
  await page.getByLabel(/^Court Type Name/).fill(`PRISM TRIBUNAL ${stamp} B`)
  await toolbarButton(page, 'Save').click()
  await expect(page.getByText('Court type detail updated successfully!')).toBeVisible()
  await signOut(page, 'admin')
})

test('the advocate: dashboard, a client, a case from a CNR, a next date, a payment, a report PDF, the court day, every page of the menu', async ({ page, context }) => {
  test.setTimeout(test.info().timeout * 3)
  watch(page, seen)
  const client = `PRISM CLIENT ${stamp}`
  await signIn(page, 'advocate')
  const day = page.getByRole('region', { name: 'Case calendar' }).getByRole('button', { description: /^Cases: \d+$/ }).first()
  await day.click()
  await expectPdf(page, context, () => page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click())

  await page.goto('/client')
  await toolbarButton(page, 'New').click()
  await page.getByLabel(/^Client Name/).fill(client)
  await page.getByLabel(/^Client Type/).selectOption('ORGANIZATION')
  await page.getByLabel(/^Contact Person/).fill('Office')
  await page.getByLabel(/^Email/).fill(`prism.${stamp.toLowerCase()}@example.in`)
  await page.getByLabel(/^Mobile No/).fill(`98${digits(8)}`)
  await pickFirst(page, /^Country/, 'IND')
  await pickFirst(page, /^State/, 'MAHA')
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'Client added successfully!')).toBeVisible()
  await page.getByLabel(/^Contact Person/).fill('Front office')
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'Client Details updated successfully!')).toBeVisible()

  await page.goto('/case-registration')
  await page.getByRole('searchbox', { name: 'Search Case List' }).fill(client)
  await page.getByRole('cell', { name: client, exact: true }).first().dblclick()
  await expect(page.getByRole('columnheader', { name: 'CNR' })).toBeVisible()
  await toolbarButton(page, 'New').click()
  // Any well-formed CNR but the two real ones gives a generated record.
  await page.getByLabel(/^CNR No/).fill(`MHPU01${digits(6)}2024`)
  const select = page.getByRole('dialog', { name: 'Select Client' })
  await expect(select).toBeVisible()
  await select.getByRole('button', { name: 'Close' }).click()
  // A generated record may lack any of these, or hold a disposed case.
  await page.getByLabel(/^Case No/).fill(`PRISM/${stamp}/2026`)
  await page.getByLabel(/^Case Title/).fill('PRISM VS STATE')
  await page.getByLabel(/^Register Date/).fill(format(addDays(new Date(), -30), 'dd-MM-yyyy'))
  await page.getByLabel(/^Case Status/).selectOption('ONGOING')
  await page.getByLabel(/^Client Party/).selectOption('Petitioner')
  await pickFirst(page, /^State$/, 'MAHA')
  await pickFirst(page, /^Court Name/)
  await pickFirst(page, /^Case Type/)
  await page.getByLabel(/^Purpose/).selectOption('Argument')
  await page.getByLabel(/^Next Hearing Date/).fill(format(courtDay(10), 'dd-MM-yyyy'))
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'Advocate client case details added successfully!')).toBeVisible()

  await page.goto('/dashboard')
  await page.getByRole('region', { name: 'Cases pending for next date update' }).getByRole('link', { name: /^Update next date of / }).first().click()
  await expect(page.getByRole('region', { name: 'Current Date Detail' })).toContainText('Hearing Date')
  await page.getByLabel(/^Next Hearing Date/).fill(format(courtDay(12), 'dd-MM-yyyy'))
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'Case next date details saved successfully!')).toBeVisible()

  await page.goto('/client-payment')
  await page.getByRole('searchbox', { name: 'Search Payment List' }).fill(client)
  await page.getByRole('cell', { name: client, exact: true }).first().dblclick()
  await expect(page.getByRole('columnheader', { name: 'Cheque Date' })).toBeVisible()
  await toolbarButton(page, 'New').click()
  await page.getByRole('combobox', { name: 'Case No.' }).click()
  await page.getByRole('listbox').getByRole('option').first().click()
  await page.getByLabel(/^Payment Type/).selectOption('Cash')
  await page.getByLabel(/^Amount/).fill('1500')
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'Payment Details added successfully!')).toBeVisible()

  await page.goto('/client-payment-report')
  await page.getByLabel(/^From Date/).fill(format(addDays(new Date(), -30), 'dd-MM-yyyy'))
  await page.getByLabel(/^To Date/).fill(format(new Date(), 'dd-MM-yyyy'))
  const text = await expectPdf(page, context, () => page.getByRole('button', { name: 'Generate Report' }).click())
  if (text !== null) expect(text).toContain(client)

  await page.goto('/court-day')
  await expect(page.getByRole('heading', { name: 'Court Day', level: 1 })).toBeVisible()
  await expect(page.getByRole('article').first().or(page.getByText('No hearings on this day.'))).toBeVisible()

  await walkMenu(page)
  await signOut(page, 'advocate')

  expect(seen.answers).toBeGreaterThan(30)
})
