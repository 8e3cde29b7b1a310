import { addDays, format, getDay } from 'date-fns'
import { expect, test, type Page } from '@playwright/test'
import { mockData, expectNoAxeViolations, openSignedIn, signedInAs, toast } from './support'

test.use(signedInAs('advocate'))

const stamp = Date.now().toString(36).toUpperCase().slice(-5)
const toolbarButton = (page: Page, name: string) => page.getByRole('toolbar', { name: 'Record actions' }).getByRole('button', { name })
const field = (page: Page, label: RegExp) => page.getByLabel(label)

/** Picks the first option a searchable select offers for `search`. */
async function pickFirst(page: Page, label: RegExp, search = '') {
  const box = page.getByRole('combobox', { name: label })
  await box.click()
  if (search) await box.fill(search)
  await page.getByRole('listbox').getByRole('option').first().click()
}

/** Court, case type and purpose: the first court of Maharashtra and its first case type. */
async function fillCourt(page: Page) {
  await pickFirst(page, /^State$/, 'MAHA')
  await pickFirst(page, /^Court Name/)
  await pickFirst(page, /^Case Type/)
  await field(page, /^Purpose/).selectOption('Argument')
}

/** The case list of the client named `name`. */
async function openClientCases(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Search Case List' }).fill(name)
  await page.getByRole('cell', { name, exact: true }).first().dblclick()
  await expect(page.getByRole('columnheader', { name: 'CNR' })).toBeVisible()
}

/** A court day ten or more days ahead (the calendar's months, never a Sunday). */
const hearingDay = () => {
  let day = addDays(new Date(), 10)
  if (getDay(day) === 0) day = addDays(day, 1)
  return day
}

test('an advocate registers a client, answering the duplicate e-mail question', async ({ page }) => {
  await openSignedIn(page, '/client')
  // An address another client of the demo advocate (code 1) already has, from the demo data in the browser.
  const { clients } = await mockData<{ clients: { advocateCode: number; emailId: string; clientName: string }[] }>(page)
  const client = clients.find((c) => c.advocateCode === 1 && c.emailId)!
  const [taken, owner] = [client.emailId.toLowerCase(), client.clientName]
  await toolbarButton(page, 'New').click()
  await field(page, /^Client Name/).fill(`E2E CLIENT ${stamp}`)
  await field(page, /^Client Type/).selectOption('ORGANIZATION')
  await field(page, /^Contact Person/).fill('Office')
  await field(page, /^Email/).fill(taken)
  await field(page, /^Mobile No/).focus()
  const prompt = page.getByRole('dialog', { name: `Email already associated with another client ${owner}` })
  await expect(prompt).toContainText('Do you want to continue?')
  await expectNoAxeViolations(page, 'client form with the e-mail question open')
  await prompt.getByRole('button', { name: 'No' }).click()
  await expect(field(page, /^Email/)).toHaveValue('')
  await field(page, /^Email/).fill(`e2e.${stamp.toLowerCase()}@example.in`)
  await field(page, /^Mobile No/).fill('9876512345')
  await pickFirst(page, /^Country/, 'IND')
  await pickFirst(page, /^State/, 'MAHA')
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'Client added successfully!')).toBeVisible()
})

test('a case from a CNR for a new client: the fields fill, Select Client picks the client, the case lists under that client', async ({ page }) => {
  await openSignedIn(page, '/case-registration')
  await toolbarButton(page, 'New').click()
  await field(page, /^CNR No/).fill('MHMM170047912021')
  const select = page.getByRole('dialog', { name: 'Select Client' })
  await expect(select).toBeVisible()
  await expect(field(page, /^Case Title/)).toHaveValue('SEEMA PRAVIN DUSANE Vs. RAJIV BHASKAR JAGADA')
  await expect(field(page, /^Register Date/)).toHaveValue('10-05-2021')
  await expectNoAxeViolations(page, 'case registration with Select Client open')
  await select.getByRole('button', { name: 'SEEMA PRAVIN DUSANE' }).click()
  await expect(field(page, /^Offender Name/)).toHaveValue('SEEMA PRAVIN DUSANE')
  // The record's next date has passed: it is said, not offered.
  await expect(field(page, /^Next Hearing Date/)).toHaveValue('')
  await expect(page.getByText("The record's last listed date, 22-01-2024, has passed; enter the next hearing date")).toBeVisible()
  await toolbarButton(page, 'Save').click()
  await expect(page.getByText('Enter mobile no')).toBeVisible()
  await expectNoAxeViolations(page, 'case registration form in error')
  await field(page, /^Offender Mobile No/).fill('9812345678')
  await field(page, /^Offender Email/).fill(`seema.${stamp.toLowerCase()}@example.in`)
  await pickFirst(page, /^Offender State/, 'MAHA')
  await fillCourt(page)
  const next = format(hearingDay(), 'dd-MM-yyyy')
  await field(page, /^Next Hearing Date/).fill(next)
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'Advocate client case details added successfully!')).toBeVisible()
  await expect(field(page, /^CNR No/)).toBeDisabled()

  await page.getByRole('tab', { name: 'Case List' }).click()
  await openClientCases(page, 'SEEMA PRAVIN DUSANE')
  await expect(page.getByRole('cell', { name: 'MHMM170047912021' })).toBeVisible()
  await expect(page.getByRole('cell', { name: next })).toBeVisible()
})

test('a new case with a next date in the calendar’s months adds one to that day; an action is added and closed; the case is deleted', async ({ page }) => {
  const day = hearingDay()
  const tip = page.locator(`#tip-${format(day, 'yyyy-MM-dd')}`)
  await openSignedIn(page, '/dashboard')
  await expect(page.getByRole('region', { name: 'Case calendar' }).getByRole('button', { description: /^Cases: \d+$/ }).first()).toBeVisible()
  const before = (await tip.count()) ? Number((await tip.textContent())?.replace('Cases: ', '')) : 0

  await page.goto('/case-registration')
  const client = (await page.getByRole('cell').nth(2).textContent()) ?? ''
  await openClientCases(page, client)
  await toolbarButton(page, 'New').click()
  await field(page, /^Case No/).fill(`E2E/${stamp}/2026`)
  await field(page, /^Case Title/).fill('E2E VS STATE')
  await field(page, /^Client Party/).selectOption('Petitioner')
  await fillCourt(page)
  await field(page, /^Register Date/).fill(format(addDays(new Date(), -30), 'dd-MM-yyyy'))
  await field(page, /^Next Hearing Date/).fill(format(day, 'dd-MM-yyyy'))
  await toolbarButton(page, 'Save').click()
  await expect(toast(page, 'Advocate client case details added successfully!')).toBeVisible()

  await page.getByRole('button', { name: 'Action Details' }).click()
  const actions = page.getByRole('dialog', { name: 'Action Details' })
  await expect(actions.getByText('No record found')).toBeVisible()
  await actions.getByRole('button', { name: 'Save' }).click()
  await expect(actions.getByText('Enter next date')).toBeVisible()
  await expectNoAxeViolations(page, 'Action Details with its messages')
  await actions.getByLabel(/^Date/).fill(format(addDays(new Date(), 5), 'dd-MM-yyyy'))
  await actions.getByLabel(/^Reminder Days/).fill('2')
  await actions.getByLabel(/^Action Item/).fill('file vakalatnama')
  await actions.getByRole('button', { name: 'Save' }).click()
  await expect(actions.getByRole('cell', { name: 'FILE VAKALATNAMA', exact: true })).toHaveCount(1)
  await actions.getByRole('button', { name: /^Open/ }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirmation' })
  await expect(confirm).toContainText('Are you sure you want to close this Action?')
  await confirm.getByRole('button', { name: 'Yes' }).click()
  await expect(actions.getByRole('button', { name: /^Open/ })).toHaveCount(0)
  await expect(actions.getByRole('row').filter({ hasText: 'FILE VAKALATNAMA' })).toContainText('Close')
  await page.keyboard.press('Escape')

  await page.goto('/dashboard')
  await expect(tip).toHaveText(`Cases: ${before + 1}`)

  await page.goto('/case-registration')
  await openClientCases(page, client)
  await page.getByRole('searchbox', { name: 'Search Case List' }).fill(`E2E/${stamp}`)
  // The list answers the search after a pause and draws its rows anew: act on the row of that answer.
  await expect(page.getByText(/^1 to 1 of 1$/)).toBeVisible()
  await page.getByRole('button', { name: `Delete case E2E/${stamp}/2026` }).click()
  const ask = page.getByRole('dialog', { name: 'Confirmation' })
  await expect(ask).toContainText('Are you sure, you want to delete this client case detail?')
  await ask.getByRole('button', { name: 'Delete' }).click()
  await expect(toast(page, 'Advocate client case detail deleted successfully!')).toBeVisible()
  await expect(page.getByText('No records found')).toBeVisible()
})

test('a disposed case opens read-only, without Save', async ({ page }) => {
  await openSignedIn(page, '/case-registration')
  // The demo data the mock provider keeps in the browser: a disposed case of the demo advocate (code 1).
  const db = await mockData<{
    cases: { advocateCode: number; caseStatus: string; clientCode: number; clientCaseNo: string }[]
    clients: { clientCode: number; clientName: string }[]
  }>(page)
  const found = db.cases.find((c) => c.advocateCode === 1 && c.caseStatus === 'DISPOSED')!
  const [caseNo, clientName] = [found.clientCaseNo, db.clients.find((c) => c.clientCode === found.clientCode)!.clientName]
  await openClientCases(page, clientName)
  await page.getByRole('searchbox', { name: 'Search Case List' }).fill(caseNo)
  await page.getByRole('cell', { name: caseNo, exact: true }).dblclick()
  await expect(page.getByText('This case was disposed of: it is shown read-only.')).toBeVisible()
  await expect(toolbarButton(page, 'Save')).toHaveCount(0)
  await expect(field(page, /^Case Title/)).toBeDisabled()
})
