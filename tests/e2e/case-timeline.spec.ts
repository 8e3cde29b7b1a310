import { expect, test, type Page } from '@playwright/test'
import { ACCOUNTS, expectNoAxeViolations, signIn, toast } from './support'

const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name })

async function logOut(page: Page, name: string) {
  await page.getByRole('button', { name }).click()
  await page.getByRole('link', { name: 'Logout' }).click()
  await expect(page.getByRole('heading', { name: 'See you again!' })).toBeVisible()
}

// One browser for both users: the demo's data lives in the browser, so what the clerk saves the advocate reads.
test('a clerk moves a file; the advocate sees on the case’s timeline who moved it, from which screen, and when', async ({ page }) => {
  test.slow()
  // A case of the advocate's pending list (the clerk's dashboard has none), so the advocate finds it there later.
  await signIn(page, 'advocate')
  const opener = page.getByRole('table', { name: 'Cases pending for next date update' }).getByRole('button', { name: /^Timeline of case / }).first()
  const caseNo = (await opener.getAttribute('aria-label'))!.replace('Timeline of case ', '')
  await logOut(page, ACCOUNTS.advocate.name)

  await signIn(page, 'clerk')

  await page.goto('/file-placement')
  await page.getByRole('searchbox').first().fill(caseNo)
  await page.getByRole('cell', { name: caseNo, exact: true }).dblclick()
  await page.getByLabel(/^Room No/).fill('R9')
  await page.getByLabel(/^Rack/).fill('E2E')
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'File placement details updated successfully!')).toBeVisible()
  await logOut(page, ACCOUNTS.clerk.name)

  await signIn(page, 'advocate')
  await page.getByRole('table', { name: 'Cases pending for next date update' }).getByRole('button', { name: `Timeline of case ${caseNo}` }).click()
  const dialog = page.getByRole('dialog', { name: `Timeline of case ${caseNo}` })
  const moved = dialog.getByRole('row').filter({ hasText: 'File moved' })
  await expect(moved).toHaveCount(1)
  await expect(moved).toContainText(ACCOUNTS.clerk.name)
  await expect(moved).toContainText('File placement')
  await expect(moved).toContainText('File moved to room R9, rack E2E')
  await expect(dialog.getByRole('row').filter({ hasText: `Case ${caseNo} registered` })).toHaveCount(1)
  await expectNoAxeViolations(page, 'the case timeline (desktop)')

  await dialog.getByRole('combobox', { name: 'Kind of event' }).selectOption('File moved')
  await expect(dialog.getByRole('row').filter({ hasText: 'registered' })).toHaveCount(0)
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Export CSV' }).click()
  expect((await download).suggestedFilename()).toMatch(/^timeline-.+\.csv$/)

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(moved).toBeVisible()
  await expectNoAxeViolations(page, 'the case timeline (390 px)')
})
