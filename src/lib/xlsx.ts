import type { CsvCell } from './csv'

/** A sheet to write: its name, its header row and its rows. */
export interface SheetData {
  name: string
  header: readonly string[]
  rows: readonly (readonly CsvCell[])[]
}

const sheetLib = () => import('@e965/xlsx')

// Excel refuses sheet names over 31 characters or with []:*?/\.
const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1'

/**
 * The app's one writer of Excel workbooks: one sheet per table, header first, columns as wide as their text (within
 * reason). SheetJS is loaded on the first export or import only. Text stays text: a cell that starts like a formula
 * is written as a string, never as a formula (SheetJS writes formulas only when asked to).
 */
export async function toWorkbook(sheets: readonly SheetData[]): Promise<Blob> {
  const XLSX = await sheetLib()
  const book = XLSX.utils.book_new()
  for (const sheet of sheets) {
    const grid = [[...sheet.header], ...sheet.rows.map((r) => r.map((v) => (v === null || v === undefined ? '' : v)))]
    // Dense sheets (rows of cells, not one key per cell) write a large workbook a third faster.
    const ws = XLSX.utils.aoa_to_sheet(grid, { dense: true })
    ws['!cols'] = sheet.header.map((h, i) => ({ wch: Math.min(60, Math.max(8, h.length + 2, ...sheet.rows.slice(0, 500).map((r) => String(r[i] ?? '').length + 2))) }))
    XLSX.utils.book_append_sheet(book, ws, sheetName(sheet.name))
  }
  // Shared strings: each repeated text (a court, a state, a purpose) is written once, which halves the writing of a
  // large workbook and makes it smaller.
  const bytes = XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true, bookSST: true }) as ArrayBuffer
  return new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
}

/** One sheet's workbook. */
export const toXlsx = (name: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]) => toWorkbook([{ name, header, rows }])

/** A workbook's file name from any text, like the CSV's. */
export const xlsxFileName = (name: string) => `${name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'export'}.xlsx`

/** A read sheet: its name and its rows of cells as the file holds them (numbers stay numbers: Excel's dates are day numbers). */
export interface ReadSheet {
  name: string
  rows: (string | number | boolean)[][]
}

/**
 * Reads a CSV or Excel file into its sheets. A CSV is read as UTF-8 (with or without a byte order mark); Excel's
 * dates come back as Excel's day numbers (raw), for the import's one date rule to read.
 */
export async function readSheets(file: Blob, fileName: string): Promise<ReadSheet[]> {
  const XLSX = await sheetLib()
  const csv = /\.(csv|txt)$/i.test(fileName)
  const book = csv ? XLSX.read((await file.text()).replace(/^\uFEFF/, ''), { type: 'string', raw: true }) : XLSX.read(await file.arrayBuffer(), { type: 'array', cellDates: false })
  return book.SheetNames.map((name) => ({
    name,
    rows: (XLSX.utils.sheet_to_json(book.Sheets[name]!, { header: 1, raw: true, defval: '', blankrows: false }) as (string | number | boolean)[][]),
  }))
}
