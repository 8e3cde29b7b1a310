import { readFileSync, writeFileSync } from 'node:fs'
import { expect, test, type Page } from '@playwright/test'
import { read, utils } from '@e965/xlsx'
import { expectNoAxeViolations, openSignedIn, signedInAs } from './support'

/** A practice's diary as a clerk keeps it: 500 cases, every 25th with a mobile number one digit short. */
function diary(fixed: boolean, run: string) {
  const lines = ['Client Name,Mobile No,Email,State,Case No,Case Title,Court,Case Type,Register Date,Next Date,Purpose,Party,Almirah,Rack']
  for (let i = 0; i < 500; i++) {
    const mobile = `97${run}${String(1_000_000 + i).slice(-7)}`
    const bad = !fixed && i % 25 === 7
    lines.push([i % 10 === 3 ? `सुनीता पाटील ${i}` : `Client ${run} ${i}`, bad ? mobile.slice(1) : mobile, `c${run}x${i}@example.in`, 'Maharashtra', `E2E/${run}/${i}/2024`, `Client ${i} vs State`, 'District Court Pune', 'Regular Civil Suit', '01-01-2024', '20-12-2026', 'Evidence', 'Petitioner', 'A', String(i % 40)].join(','))
  }
  return `\uFEFF${lines.join('\r\n')}`
}

async function choose(page: Page, path: string) {
  await page.getByLabel('Spreadsheet (.csv or .xlsx)').setInputFiles(path)
  await expect(page.getByRole('group', { name: 'Columns' })).toBeVisible()
  await page.getByLabel('Gender').selectOption('FEMALE')
}

test.describe('Spreadsheet import', () => {
  test.use(signedInAs('advocate'))

  test('500 rows with 20 bad ones: dry run, import resumed after a reload half-way, the report, then the fixed file adds only the 20', async ({ page }, info) => {
    test.slow()
    const run = String(info.repeatEachIndex + (info.retry % 10))
    const first = info.outputPath('diary.csv')
    const fixed = info.outputPath('diary-fixed.csv')
    writeFileSync(first, diary(false, run))
    writeFileSync(fixed, diary(true, run))
    await openSignedIn(page, '/import-export')
    await choose(page, first)
    await page.getByRole('button', { name: 'Check the rows (dry run)' }).click()
    await expect(page.getByText('480 to add, 0 already in your diary, 0 imported before, 20 refused.')).toBeVisible()
    await page.getByLabel('Show only refused rows').check()
    await expect(page.getByRole('cell', { name: 'Mobile No: Invalid mobile number, number should be of 10 digits should not start with 0' })).toHaveCount(20)
    await expectNoAxeViolations(page, 'the dry run')

    // A provider slow enough to reload during the import, as a phone that closed the tab would.
    await page.goto('/import-export?faults=latency:1500')
    await choose(page, first)
    await page.getByRole('button', { name: 'Check the rows (dry run)' }).click()
    await page.getByRole('button', { name: 'Import 480 rows' }).click()
    await expect(page.getByText(/^Imported [1-4]00 of 500 rows$/)).toBeVisible({ timeout: 60_000 })
    await page.goto('/import-export?faults=off')
    await expect(page.getByText(/^The import of diary\.csv stopped after [1-4]00 of 500 rows\. Resume it, or discard it\.$/)).toBeVisible()
    await page.getByRole('button', { name: 'Resume' }).click()
    await expect(page.getByText('The import is complete.')).toBeVisible({ timeout: 60_000 })
    await expect(page.getByText(/^480 added, 0 already in your diary, 0 imported before, 20 refused\.$|^\d+ added, 0 already in your diary, \d+ imported before, 20 refused\.$/)).toBeVisible()

    // The report: the file's own columns, then what happened to each row and why.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download the report (Excel)' }).click()
    const book = read(readFileSync(await (await download).path()))
    const rows = utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1 })
    expect(rows[0]).toEqual(['Client Name', 'Mobile No', 'Email', 'State', 'Case No', 'Case Title', 'Court', 'Case Type', 'Register Date', 'Next Date', 'Purpose', 'Party', 'Almirah', 'Rack', 'Outcome', 'Reason'])
    expect(rows.filter((r) => r[14] === 'Refused')).toHaveLength(20)

    // The fixed file: everything imported before is known, only the 20 are added.
    await page.goto('/import-export')
    await choose(page, fixed)
    await page.getByRole('button', { name: 'Check the rows (dry run)' }).click()
    await expect(page.getByText('20 to add, 0 already in your diary, 480 imported before, 0 refused.')).toBeVisible()
    await page.getByRole('button', { name: 'Import 20 rows' }).click()
    await expect(page.getByText('20 added, 0 already in your diary, 480 imported before, 0 refused.')).toBeVisible()
  })
})
