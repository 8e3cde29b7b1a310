import { addDays, format, getDay } from 'date-fns'
import { expect, test, type Page } from '@playwright/test'
import { mockData, expectNoAxeViolations, openSignedIn, signedInAs, toast } from './support'

const save = (page: Page) => page.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Save' })

/** A court day at least `days` ahead (the calendar's months, never a Sunday). */
const courtDay = (days: number) => {
  const day = addDays(new Date(), days)
  return getDay(day) === 0 ? addDays(day, 1) : day
}

/** A case as the mock provider keeps it in this browser (the demo data stands for the server's). */
async function storedCase(page: Page, caseNo: string) {
  const data = await mockData<{ cases: { clientCaseNo: string; clientCode: number; nextHearingDate: string; rack: string }[]; clients: { clientCode: number; clientName: string }[] }>(page)
  const found = data.cases.find((c) => c.clientCaseNo === caseNo)!
  return { ...found, clientName: data.clients.find((c) => c.clientCode === found.clientCode)!.clientName }
}

test.describe('as the advocate', () => {
  test.use(signedInAs('advocate'))

  test('a pending case’s next date from the dashboard: new date, court, purpose, rack and an action; back on the dashboard it shows everywhere', async ({ page }) => {
    const day = courtDay(11)
    const tip = page.locator(`#tip-${format(day, 'yyyy-MM-dd')}`)
    await openSignedIn(page, '/dashboard')
    await expect(page.getByRole('region', { name: 'Case calendar' }).getByRole('button', { description: /^Cases: \d+$/ }).first()).toBeVisible()
    const before = (await tip.count()) ? Number((await tip.textContent())?.replace('Cases: ', '')) : 0
    const link = page.getByRole('region', { name: 'Cases pending for next date update' }).getByRole('link', { name: /^Update next date of / }).first()
    const caseNo = ((await link.getAttribute('aria-label')) ?? '').replace('Update next date of ', '')
    await link.click()
    await expect(page).toHaveURL(/\/case-next-date\/[\w-]+$/)
    await expect(page.getByRole('region', { name: 'Current Date Detail' })).toContainText('Hearing Date')
    await expect(page.getByLabel(/^Rack/)).toBeEnabled()

    await page.getByLabel(/^Rack/).fill(`R-E2E`)
    await save(page).click()
    await expect(page.getByText('Select next hearing date')).toBeVisible()
    await expectNoAxeViolations(page, 'case next date form in error')
    await page.getByLabel(/^Next Hearing Date/).fill(format(day, 'dd-MM-yyyy'))
    const court = page.getByRole('combobox', { name: 'Court', exact: true })
    await court.click()
    await page.getByRole('listbox').getByRole('option').last().click()
    await page.getByLabel(/^Purpose/).selectOption('Evidence')

    await page.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name: 'Add Action' }).click()
    const actions = page.getByRole('dialog', { name: 'Action Details' })
    await actions.getByRole('button', { name: 'Save' }).click()
    await expect(actions.getByText('Enter action item')).toBeVisible()
    await expectNoAxeViolations(page, 'case next date with the action dialog in error')
    await actions.getByLabel(/^Date/).fill(format(addDays(new Date(), 3), 'dd-MM-yyyy'))
    await actions.getByLabel(/^Reminder Days/).fill('1')
    await actions.getByLabel(/^Action Item/).fill('collect certified copy')
    await actions.getByRole('button', { name: 'Save' }).click()
    await expect(actions.getByRole('cell', { name: 'COLLECT CERTIFIED COPY', exact: true })).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(actions).toBeHidden()

    await save(page).click()
    await expect(toast(page, 'Case next date details saved successfully!')).toBeVisible()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(tip).toHaveText(`Cases: ${before + 1}`)
    const stored = await storedCase(page, caseNo)
    expect(stored).toMatchObject({ nextHearingDate: format(day, 'yyyy-MM-dd'), rack: 'R-E2E' })
    await expect(page.getByRole('link', { name: `Update next date of ${caseNo}` })).toHaveCount(0)

    // The Case Detail popup of that client: the new current date and file location.
    const clients = page.getByRole('region', { name: 'My client list' })
    await clients.getByRole('searchbox').fill(stored.clientName)
    await clients.getByRole('button', { name: new RegExp(`cases of ${stored.clientName}: show details$`) }).click()
    const detail = page.getByRole('dialog', { name: 'Case Detail' })
    const row = detail.getByRole('row').filter({ hasText: caseNo })
    await expect(row).toContainText(format(day, 'dd/MM/yyyy'))
    await expect(row).toContainText('R-E2E')
  })
})

test.describe('as the clerk', () => {
  test.use(signedInAs('clerk'))

  test('the clerk records a next date by choosing the client and the case', async ({ page }) => {
    await openSignedIn(page, '/case-next-date')
    const client = page.getByRole('combobox', { name: /^Client/ })
    await client.click()
    await page.getByRole('listbox').getByRole('option').first().click()
    const caseBox = page.getByRole('combobox', { name: /^Case No/ })
    await caseBox.click()
    await page.getByRole('listbox').getByRole('option').first().click()
    await expect(page.getByRole('region', { name: 'Current Date Detail' })).toContainText('Hearing Date')
    if (!(await save(page).isVisible())) return // a disposed case: nothing to record
    await page.getByLabel(/^Next Hearing Date/).fill(format(courtDay(120), 'dd-MM-yyyy'))
    await page.getByLabel(/^Client Comment/).fill('informed the client')
    await save(page).click()
    await expect(toast(page, 'Case next date details saved successfully!')).toBeVisible()
    await expect(page).toHaveURL(/\/case-next-date$/)
  })
})
