import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import * as XLSX from '@e965/xlsx'
import { expectNoAxeViolations, openSignedIn, signedInAs, toast } from './support'

/** RFC 4180 text into rows of cells (a quoted cell may hold commas, doubled quotes and line breaks). */
function csvRows(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!
    if (quoted && ch === '"' && text[i + 1] === '"') {
      cell += '"'
      i++
    } else if (ch === '"') quoted = !quoted
    else if (quoted || (ch !== ',' && ch !== '\r')) cell += ch
    else if (ch === ',') endCell()
    else {
      endCell()
      rows.push(row)
      row = []
      i++ // the \n of \r\n
    }
  }
  return rows
}

/** The file a click offers, as bytes. */
async function downloaded(page: Page, click: () => Promise<void>) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()])
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) }
}

test.describe('Export', () => {
  test.use(signedInAs('advocate'))

  test('a searched client list downloads as CSV with every matching row of every page, headed as on screen', async ({ page }) => {
    await openSignedIn(page, '/client')
    // Five rows a page, and a search many clients match: the file must hold more than the page on screen.
    await page.getByLabel('Rows per page').selectOption('5')
    const pager = page.getByText(/^\d+ to \d+ of \d+$/)
    await expect(pager).toHaveText(/^1 to 5 of/)
    const all = (await pager.textContent())!
    const filter = 'an'
    await page.getByRole('searchbox', { name: 'Search Client List' }).fill(filter)
    // The list answers the search after a pause: its total changes.
    await expect(pager).not.toHaveText(all)
    const total = Number((await pager.textContent())!.split(' of ')[1])
    expect(total).toBeGreaterThan(5)
    // The table's running number is the spreadsheet's own row number, not a column of the file.
    const headers = (await page.getByRole('columnheader').allTextContents()).map((h) => h.trim()).filter((h) => h && h !== 'S. No.')
    const { name, bytes } = await downloaded(page, () => page.getByRole('button', { name: 'Export CSV' }).click())
    expect(name).toBe('Client.csv')
    // The UTF-8 byte order mark, so Excel reads Devanagari as written.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, ...rows] = csvRows(bytes.subarray(3).toString('utf8'))
    expect(header).toEqual(headers)
    expect(rows).toHaveLength(total)
    // The provider searches the code, name, mobile number and e-mail; the file has no e-mail, whose name part is the client's.
    const searched = ['Client Code', 'Client Name', 'Contact Person', 'Mobile No'].map((h) => header!.indexOf(h))
    expect(rows.filter((r) => !searched.some((i) => r[i]!.toUpperCase().includes(filter.toUpperCase())))).toEqual([])
    await expect(toast(page, `${total} rows exported to Client.csv.`)).toBeVisible()
  })

  test('the whole practice downloads as one workbook of five sheets, a row for each of the practice’s cases', async ({ page }) => {
    // File Placement lists every case of the practice with where its file is kept.
    await openSignedIn(page, '/file-placement')
    const cases = Number((await page.getByText(/^\d+ to \d+ of \d+$/).textContent())!.split(' of ')[1])
    await page.goto('/import-export?tab=export')
    await expect(page.getByRole('tab', { name: 'Export everything', selected: true })).toBeVisible()
    const button = page.getByRole('button', { name: 'Download the whole practice (Excel)' })
    const { name, bytes } = await downloaded(page, () => button.click())
    expect(name).toMatch(/^[\p{L}\p{N}-]+-practice-\d{4}-\d\d-\d\d\.xlsx$/u)
    const done = toast(page, /^Exported \d+ clients?, \d+ cases?, \d+ hearings?, \d+ payments? and \d+ actions? to /)
    await expect(done).toBeVisible()
    expect(await done.textContent()).toContain(`, ${cases.toLocaleString('en-IN')} cases,`)
    const book = XLSX.read(bytes, { type: 'buffer' })
    expect(book.SheetNames).toEqual(['Clients', 'Cases', 'Hearings', 'Payments', 'Actions'])
    const caseRows = XLSX.utils.sheet_to_json<string[]>(book.Sheets.Cases!, { header: 1, blankrows: false })
    expect(caseRows[0]!.slice(0, 3)).toEqual(['Client Name', 'Mobile No', 'Case No'])
    expect(caseRows).toHaveLength(cases + 1)
    await expect(button).toBeEnabled()
    await expectNoAxeViolations(page, 'the export tab')
  })
})

test.describe('CNR list', () => {
  test.use(signedInAs('advocate'))

  test('20 CNRs at the gentle pace: registered, malformed, not found, unplaced; run again, nothing twice', async ({ page }) => {
    test.slow()
    await openSignedIn(page, '/dashboard')
    await page.goto('/import-export?tab=cnr')
    await expect(page.getByRole('tab', { name: 'CNR list', selected: true })).toBeVisible()

    // Fifteen High Court records the demo's masters place whole and one whose stage is none of the purposes (new
    // clients, so each line gives mobile, e-mail and gender); a CNR two digits short, one with a letter among its
    // digits, serial 000000 (which the demo's court records do not hold), and one whose case type is not a master.
    const placed = ['KAHC01-000223-2025', 'kahc010003142025', 'KAHC010003492025', 'TNHC010003662025', 'TNHC010003932025', 'dlhc010002182025', 'DLHC010002292025',
      'DLHC010002912025', 'DLHC010003982025', 'GJHC010002662025', 'GJHC010003382025', 'GJHC010003832025', 'GJHC010004762025', 'GJHC010004932025', 'GJHC010005532025', 'KAHC010003032025']
    const lines = placed.map((cnr, i) => `${cnr}, 98765${String(40100 + i)}, client${i}@example.in, ${'MFT'[i % 3]}`)
    await page.getByLabel('CNRs, one a line').fill([...lines, 'MHAU01999999', '1HAU019999992015', 'KAHC010000002025', 'KAHC010003052025, 9876549999, x@example.in, F'].join('\n'))
    await expect(page.getByText('20 CNRs to look up, in 20 lines.')).toBeVisible()
    await page.getByRole('radio', { name: 'Petitioner' }).check()
    await page.getByLabel(/^Purpose where the record’s stage is not one of yours/).selectOption('Admission')
    await page.getByRole('button', { name: 'Start' }).click()
    await expect(page.getByRole('button', { name: 'Stop' })).toBeVisible()
    await expect(page.getByRole('progressbar', { name: '20 of 20' })).toBeVisible({ timeout: 90_000 })

    const results = page.getByRole('table', { name: 'CNR list results' })
    const row = (cnr: string) => results.getByRole('row').filter({ hasText: cnr })
    await expect(page.getByText('16 registered, 0 already in your diary, 4 failed')).toBeVisible()
    await expect(row('KAHC010002232025')).toContainText('Registered')
    await expect(row('KAHC010002232025')).toContainText('2070/2025')
    await expect(row('DLHC010002182025')).toContainText('PRAN JHA')
    await expect(row('KAHC010003032025')).toContainText('Registered')
    await expect(row('MHAU01999999')).toContainText('Case number record should have 16 long')
    await expect(row('1HAU019999992015')).toContainText('CNR must start with 4 letters followed by 12 digits')
    await expect(row('KAHC010000002025')).toContainText('Data not found!')
    await expect(row('KAHC010003052025')).toContainText("The record says 'CRL.P'; choose the case type")
    await expectNoAxeViolations(page, 'the CNR list with its results')

    await page.getByRole('button', { name: 'Start' }).click()
    await expect(page.getByText('0 registered, 16 already in your diary, 4 failed')).toBeVisible({ timeout: 60_000 })
    await expect(row('KAHC010002232025')).toContainText('Already in your diary')
  })
})
