import type { RowData } from '@tanstack/react-table'
import { api } from '@/api/client'
import type { Columns } from '@/components/data-table/data-table'
import type { TableState } from '@/components/data-table/use-table-state'
import { csvFileName, downloadBlob, toCsv, type CsvCell } from '@/lib/csv'
import type { PostPath } from './calls'
import type { Filters, ListSpec } from './define-module'
// The work of an export, loaded on the first one (see export-list.tsx).
import { pagedBody, read } from './use-list'
import { translate } from '@/i18n/texts'
import { TEXTS } from './texts'

/** The provider's largest page (the contract's `maximum` of every list's page size). */
const PAGE = 1000

const cellOf = (v: unknown): CsvCell => (v === null || v === undefined ? '' : typeof v === 'number' ? v : String(v))

/** The columns a spreadsheet can hold: those with a header in words and a value to read (not row actions). */
export function exportColumns<Row extends RowData>(columns: Columns<Row>): { header: string[]; cells: (row: Row, index: number) => CsvCell[] } {
  const kept = columns.flatMap((c) => {
    // The spreadsheet's headers are the screen's, in the language on screen.
    const header = typeof c.header === 'string' ? translate(c.header) : null
    const key = 'accessorKey' in c ? String(c.accessorKey) : null
    const fn = 'accessorFn' in c ? (c.accessorFn as (row: Row, index: number) => unknown) : null
    if (!header || (!key && !fn)) return []
    return [{ header, read: (row: Row, i: number) => (fn ? fn(row, i) : (row as Record<string, unknown>)[key!]) }]
  })
  return { header: kept.map((k) => k.header), cells: (row, i) => kept.map((k) => cellOf(k.read(row, i))) }
}

/** Every row of a declared list with the filters and search on screen, page after page of the provider's largest page. */
export async function allRows<Row extends RowData>(spec: ListSpec<Row, PostPath, Filters>, state: TableState, filters: Filters, onPage: (done: number, total: number) => void): Promise<Row[]> {
  const rows: Row[] = []
  for (let page = 1; ; page++) {
    const paged = { ...state, page, size: PAGE }
    const body = spec.body ? spec.body(paged, filters) : pagedBody(paged)
    const { data, error } = await (api.POST as unknown as (path: string, init: { body: unknown }) => Promise<{ data?: { data: unknown }; error?: unknown }>)(spec.path, { body })
    if (error || !data) throw error ?? new Error(TEXTS.export.noAnswer)
    const answer = read(spec, data.data)
    if (!answer) throw new Error(TEXTS.export.unreadable)
    rows.push(...answer.rows)
    onPage(rows.length, answer.total)
    if (!answer.rows.length || rows.length >= answer.total) return rows
  }
}


/** Exports every row of the list as CSV or Excel and offers the file; answers how many rows and the file's name. */
export async function exportList<Row extends RowData>(label: string, spec: ListSpec<Row, PostPath, Filters>, state: TableState, filters: Filters, format: 'csv' | 'xlsx', onPage: (done: number, total: number) => void) {
  const rows = await allRows(spec, state, filters, onPage)
  if (!rows.length) return null
  const { header, cells } = exportColumns(spec.columns)
  const body = rows.map(cells)
  if (format === 'csv') {
    const file = csvFileName(label)
    downloadBlob(new Blob([toCsv(header, body)], { type: 'text/csv;charset=utf-8' }), file)
    return { rows: rows.length, file }
  }
  const { toXlsx, xlsxFileName } = await import('@/lib/xlsx')
  const file = xlsxFileName(label)
  downloadBlob(await toXlsx(label, header, body), file)
  return { rows: rows.length, file }
}
