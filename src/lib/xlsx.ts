import type { CsvCell } from './csv'

/**
 * The app's one export to Excel: one sheet, a bold header row frozen at the top, columns as wide as their text
 * (within reason). ExcelJS is loaded on the first export only. Text stays text: a cell that starts like a formula
 * is written as a string, never as a formula.
 */
export async function toXlsx(sheetName: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): Promise<Blob> {
  const { default: ExcelJS } = await import('exceljs')
  const book = new ExcelJS.Workbook()
  // Excel refuses sheet names over 31 characters or with []:*?/\.
  const sheet = book.addWorksheet(sheetName.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1', { views: [{ state: 'frozen', ySplit: 1 }] })
  sheet.addRow([...header]).font = { bold: true }
  for (const row of rows) sheet.addRow(row.map((v) => (v === null || v === undefined ? '' : v)))
  sheet.columns.forEach((column, i) => {
    const longest = Math.max(header[i]?.length ?? 0, ...rows.slice(0, 500).map((r) => String(r[i] ?? '').length))
    column.width = Math.min(60, Math.max(8, longest + 2))
  })
  const buffer = await book.xlsx.writeBuffer()
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
}

/** A workbook's file name from any text, like the CSV's. */
export const xlsxFileName = (name: string) => `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'export'}.xlsx`
