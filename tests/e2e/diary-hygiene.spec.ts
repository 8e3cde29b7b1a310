import { addDays, format } from 'date-fns'
import { expect, test } from '@playwright/test'
import { changeMockData, expectNoAxeViolations, openSignedIn, signedInAs, toast } from './support'

test.describe('the diary check', () => {
  test.use(signedInAs('advocate'))

  test('opened from the dashboard with its count: a hearing that passed is marked disposed and the count goes down', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openSignedIn(page, '/dashboard')
    const passed = format(addDays(new Date(), -3), 'yyyy-MM-dd')
    const caseNo = await changeMockData(page, (data: { cases: { clientCaseNo: string; advocateCode: number; caseStatus: string; nextHearingDate: string }[] }) => {
      const advocate = data.cases.find((c) => c.clientCaseNo)!.advocateCode
      const picked = data.cases.find((c) => c.advocateCode === advocate && c.caseStatus === 'ONGOING' && c.nextHearingDate > passed)!
      picked.nextHearingDate = passed
      return picked.clientCaseNo
    })
    const tile = page.getByRole('link', { name: /^Diary check: \d+ cases? needs? attention$/ })
    const before = Number(/(\d+)/.exec((await tile.textContent())!)![1])
    await tile.click()
    await expect(page).toHaveURL(/\/diary-hygiene/)
    await page.getByRole('tab', { name: /^Date passed, no outcome/ }).click()
    await page.getByRole('button', { name: `Mark disposed: ${caseNo}` }).click()
    const dialog = page.getByRole('dialog', { name: 'Mark disposed' })
    await dialog.getByRole('button', { name: 'Yes' }).click()
    await expect(toast(page, 'Case next date details saved successfully!')).toBeVisible()
    await expect(page.getByRole('button', { name: `Mark disposed: ${caseNo}` })).toBeHidden()
    await expectNoAxeViolations(page, 'the diary check at 390 px')
    await page.goto('/dashboard')
    await expect(page.getByRole('link', { name: /^Diary check:/ })).toHaveText(new RegExp(`: ${before - 1} cases? needs? attention$`))
  })
})
