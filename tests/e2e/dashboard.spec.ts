import { readFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { expectNoAxeViolations, openSignedIn, signedInAs } from './support'
import { pdfFileText } from '../support/pdf-text'

test.use(signedInAs('advocate'))

const calendar = (page: Page) => page.getByRole('region', { name: 'Case calendar' })

test('the calendar shows three months of seeded hearings; a day prints as CaseSchedule.pdf in a new tab', async ({ page, context }) => {
  await openSignedIn(page)
  await expect(calendar(page).getByRole('table')).toHaveCount(3)
  const days = calendar(page).getByRole('button', { description: /^Cases: \d+$/ })
  // The schedule arrives after the calendar is drawn.
  await expect(days.first()).toBeVisible()
  expect(await days.count()).toBeGreaterThan(20)
  const day = days.first()
  const count = Number((await day.getAttribute('aria-describedby').then((id) => page.locator(`#${id}`).textContent()))?.replace('Cases: ', ''))

  await day.focus()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Do you want to get the details of the cases?')
  await expectNoAxeViolations(page, 'dashboard with the print question open')

  const [download, tab] = await Promise.all([page.waitForEvent('download'), context.waitForEvent('page'), dialog.getByRole('button', { name: 'Yes' }).click()])
  expect(download.suggestedFilename()).toBe('CaseSchedule.pdf')
  expect(await tab.evaluate(() => window.opener)).toBeNull()
  const file = await download.path()
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-')
  const text = pdfFileText(file)
  if (text !== null) {
    expect(text).toContain('Case Schedule')
    expect(text).toContain(`Cases listed: ${count}`)
    expect(text).toMatch(/[A-Z()]+\/\d+\/\d{4}/)
  }
})

test('closing an action asks first, moves it to Close and it stays closed after a reload', async ({ page }) => {
  await openSignedIn(page)
  const actions = page.getByRole('region', { name: 'Action details' })
  const first = actions.getByRole('button', { name: /^Open — close action for case / }).first()
  const caseNo = (await first.getAttribute('aria-label'))!.replace('Open — close action for case ', '')
  // One case's reminders only (the search stays in the URL across the reload).
  await actions.getByRole('searchbox', { name: 'Search Action details' }).fill(caseNo)
  await expect(page).toHaveURL(/actionsQ=/)
  const open = actions.getByRole('button', { name: `Open — close action for case ${caseNo}` })
  const openBefore = await open.count()
  await open.first().click()
  await expect(page.getByRole('dialog')).toContainText('Are you sure you want to close this Action?')
  await expectNoAxeViolations(page, 'dashboard with the close question open')
  await page.getByRole('button', { name: 'Yes' }).click()
  await expect(page.getByText('Action closed successfully.')).toBeVisible()
  await expect(open).toHaveCount(openBefore - 1)
  await expect(actions.getByText('Close', { exact: true }).first()).toBeVisible()
  await page.reload()
  await expect(actions.getByText(/^1 to \d+ of \d+$/)).toBeVisible()
  await expect(open).toHaveCount(openBefore - 1)
})

test('a client’s case count opens the Case Detail popup, which passes axe', async ({ page }) => {
  await openSignedIn(page)
  const clients = page.getByRole('region', { name: 'My client list' })
  await clients
    .getByRole('button', { name: /cases of .*: show details$/ })
    .first()
    .click()
  const popup = page.getByRole('dialog', { name: 'Case Detail' })
  await expect(popup.getByRole('columnheader', { name: 'File Location(F-R-A-R)' })).toBeVisible()
  await expect(popup.getByRole('row').nth(1)).toBeVisible()
  await expectNoAxeViolations(page, 'Case Detail popup')
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
})

test('the dashboard passes axe, and its tables page and search through the provider', async ({ page }) => {
  await openSignedIn(page)
  const pending = page.getByRole('region', { name: 'Cases pending for next date update' })
  await expect(pending.getByText(/^1 to \d+ of \d+$/)).toBeVisible()
  await expectNoAxeViolations(page, 'dashboard')
  const clients = page.getByRole('region', { name: 'My client list' })
  await clients.getByRole('button', { name: 'Page 2' }).click()
  await expect(clients.getByText(/^11 to 20 of \d+$/)).toBeVisible()
  await expect(page).toHaveURL(/clientsPage=2/)
  await page.reload()
  await expect(clients.getByText(/^11 to 20 of \d+$/)).toBeVisible()
})
