import { describe, expect, it } from 'vitest'
import { readSheets, toWorkbook, xlsxFileName } from './xlsx'

describe('the workbook writer and reader', () => {
  it('keeps text that starts like a formula as text, never a formula (spreadsheet injection)', async () => {
    const hostile = ['=HYPERLINK("http://evil.example","click")', '+1+1', '-2', '@SUM(A1)']
    const book = await toWorkbook([{ name: 'S', header: ['Name'], rows: hostile.map((h) => [h]) }])
    const XLSX = await import('@e965/xlsx')
    const sheet = XLSX.read(await book.arrayBuffer(), { type: 'array', cellFormula: true, dense: true }).Sheets.S!
    const cells = (sheet['!data'] as { t: string; f?: string; v: unknown }[][]).slice(1).map((r) => r[0]!)
    expect(cells.map((c) => [c.t, c.f, c.v])).toEqual(hostile.map((h) => ['s', undefined, h]))
  })

  it('reads back Devanagari, numbers and every sheet, and names sheets Excel accepts', async () => {
    const book = await toWorkbook([
      { name: 'Clients: [all]/2026?', header: ['Client', 'Amount'], rows: [['सुनीता पाटील', 1234.5], ['RAMESH', null]] },
      { name: 'Second', header: ['X'], rows: [['y']] },
    ])
    const sheets = await readSheets(book, 'book.xlsx')
    expect(sheets.map((s) => s.name)).toEqual(['Clients   all  2026 ', 'Second'])
    expect(sheets[0]!.rows).toEqual([['Client', 'Amount'], ['सुनीता पाटील', 1234.5], ['RAMESH', '']])
  })

  it('reads a CSV as UTF-8 past its byte order mark, and names a file from any text', async () => {
    const csv = new Blob(['\uFEFFName,Date\r\nसुनीता,20-12-2026\r\n'])
    expect((await readSheets(csv, 'a.csv'))[0]!.rows).toEqual([['Name', 'Date'], ['सुनीता', '20-12-2026']])
    expect(xlsxFileName('Court Master / Pune')).toBe('Court-Master-Pune.xlsx')
  })
})
