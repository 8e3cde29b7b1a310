import { expect, test } from '@playwright/test'
import { expectNoAxeViolations, openSignedIn, signedInAs } from './support'

test.describe('CNR list', () => {
  test.use(signedInAs('advocate'))

  test('a pasted list at the gentle pace: registered, malformed, not found; run again, nothing twice', async ({ page }) => {
    await openSignedIn(page, '/dashboard')
    await page.goto('/import-export?tab=cnr')
    await expect(page.getByRole('tab', { name: 'CNR list', selected: true })).toBeVisible()

    // Two High Court petitions the demo's masters place whole (new clients, so each line gives mobile, e-mail and
    // gender), a CNR two digits short, and serial 000000, which the demo's court records do not hold.
    const list = page.getByLabel('CNRs, one a line')
    await list.fill(
      ['KAHC01-000223-2025, 9876540001, sunita@example.in, F', 'dlhc010002182025, 9876540002, pran@example.in, M', 'MHAU0199999920', 'KAHC010000002025'].join('\n'),
    )
    await expect(page.getByText('4 CNRs to look up, in 4 lines.')).toBeVisible()
    await page.getByRole('radio', { name: 'Petitioner' }).check()
    await page.getByRole('button', { name: 'Start' }).click()
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible()
    await expect(page.getByRole('progressbar', { name: '4 of 4' })).toBeVisible()

    const results = page.getByRole('table', { name: 'CNR list results' })
    const row = (cnr: string) => results.getByRole('row').filter({ hasText: cnr })
    await expect(page.getByText('2 registered, 0 already in your diary, 2 failed')).toBeVisible()
    await expect(row('KAHC010002232025')).toContainText('Registered')
    await expect(row('KAHC010002232025')).toContainText('2070/2025')
    await expect(row('DLHC010002182025')).toContainText('PRAN JHA')
    await expect(row('MHAU0199999920')).toContainText('Case number record should have 16 long')
    await expect(row('KAHC010000002025')).toContainText('Data not found!')
    await expectNoAxeViolations(page, 'the CNR list with its results')

    await page.getByRole('button', { name: 'Start' }).click()
    await expect(page.getByText('0 registered, 2 already in your diary, 2 failed')).toBeVisible()
    await expect(row('KAHC010002232025')).toContainText('Already in your diary')
  })
})
