import { useState } from 'react'
import type { RowData } from '@tanstack/react-table'
import { FileSpreadsheet } from 'lucide-react'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import type { Columns } from '@/components/data-table/data-table'
import type { TableState } from '@/components/data-table/use-table-state'
import { toast } from '@/components/toast'
import { csvFileName, downloadBlob, toCsv, type CsvCell } from '@/lib/csv'
import type { PostPath } from './calls'
import type { Filters, ListSpec } from './define-module'
import { pagedBody, read } from './use-list'

export const EXPORT_TEXTS = {
  csv: 'Export CSV',
  xlsx: 'Export Excel',
  progress: (done: number, total: number) => `Exporting ${done.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} rows…`,
  done: (n: number, file: string) => `${n.toLocaleString('en-IN')} rows exported to ${file}.`,
  empty: 'There are no rows to export.',
}

/** The provider's largest page (the contract's `maximum` of every list's page size). */
const PAGE = 1000

const cellOf = (v: unknown): CsvCell => (v === null || v === undefined ? '' : typeof v === 'number' ? v : String(v))

/** The columns a spreadsheet can hold: those with a header in words and a value to read (not row actions). */
export function exportColumns<Row extends RowData>(columns: Columns<Row>): { header: string[]; cells: (row: Row, index: number) => CsvCell[] } {
  const kept = columns.flatMap((c) => {
    const header = typeof c.header === 'string' ? c.header : null
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
    if (error || !data) throw error ?? new Error('No answer')
    const answer = read(spec, data.data)
    if (!answer) throw new Error('The answer from the server could not be read.')
    rows.push(...answer.rows)
    onPage(rows.length, answer.total)
    if (!answer.rows.length || rows.length >= answer.total) return rows
  }
}

interface Props<Row extends RowData> {
  label: string
  spec: ListSpec<Row, PostPath, Filters>
  state: TableState
  filters: Filters
}

/**
 * Issue 26, the one export path of every list: the rows the list shows with its filters and search, every page
 * of them, as CSV (UTF-8 with a byte order mark, so Excel shows Devanagari) or as an Excel workbook.
 */
export function ExportList<Row extends RowData>({ label, spec, state, filters }: Props<Row>) {
  const [progress, setProgress] = useState<string | null>(null)
  const run = async (format: 'csv' | 'xlsx') => {
    setProgress(EXPORT_TEXTS.progress(0, 0))
    try {
      const rows = await allRows(spec, state, filters, (done, total) => setProgress(EXPORT_TEXTS.progress(done, total)))
      if (!rows.length) return void toast.info(EXPORT_TEXTS.empty)
      const { header, cells } = exportColumns(spec.columns)
      const body = rows.map(cells)
      if (format === 'csv') {
        const file = csvFileName(label)
        downloadBlob(new Blob([toCsv(header, body)], { type: 'text/csv;charset=utf-8' }), file)
        toast.success(EXPORT_TEXTS.done(rows.length, file))
      } else {
        const { toXlsx, xlsxFileName } = await import('@/lib/xlsx')
        const file = xlsxFileName(label)
        downloadBlob(await toXlsx(label, header, body), file)
        toast.success(EXPORT_TEXTS.done(rows.length, file))
      }
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setProgress(null)
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span aria-live="polite" className="text-xs">
        {progress}
      </span>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button key={format} type="button" className="btn-secondary min-h-9 px-2 text-sm" disabled={progress !== null} onClick={() => void run(format)}>
          <FileSpreadsheet size={16} aria-hidden="true" /> {EXPORT_TEXTS[format]}
        </button>
      ))}
    </div>
  )
}
