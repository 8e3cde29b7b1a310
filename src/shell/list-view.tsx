import type { RowData } from '@tanstack/react-table'
import { useEffect, useState } from 'react'
import { toast } from '@/components/toast'
import { errorMessage } from '@/api/errors'
import { DataTable, type DataTableProps } from '@/components/data-table/data-table'
import type { TableState } from '@/components/data-table/use-table-state'
import type { PostPath } from './calls'
import type { Filters, ListSpec } from './define-module'
import type { ListResult } from './use-list'

/** Spec §9: masters list 15 rows unless the module says otherwise. */
export const DEFAULT_PAGE_SIZE = 15
/** Spec 3 §9 offers 5, 10, 20, 30, 40 yet defaults to 15; 15 is offered too so the default can be chosen again. */
export const DEFAULT_PAGE_SIZES = [5, 10, 15, 20, 30, 40] as const

interface ListViewProps<Row extends RowData> extends Pick<DataTableProps<Row>, 'label' | 'onOpenRow' | 'searchable'> {
  spec: ListSpec<Row, PostPath, Filters>
  list: ListResult<Row>
  state: TableState
  /** The filters the rows were asked with: an export asks every page with them. */
  filters?: Filters
  /** What the exported file is called: the module's or report's title. */
  exportName?: string
}

/** A declared list on the one DataTable: its page, S. No., rows per page, texts, retry and footer. */
export function ListView<Row extends RowData>({ spec, list, state, filters = {}, exportName, ...table }: ListViewProps<Row>) {
  const failed = spec.toastOnFailure && list.status === 'error'
  useEffect(() => {
    if (failed) toast.error(errorMessage(list.error, spec.failedText ?? `${table.label} could not be loaded.`))
  }, [failed, list.error, spec.failedText, table.label])
  return (
    <DataTable
      {...table}
      columns={spec.columns}
      rows={list.rows}
      total={list.total}
      status={list.status}
      error={list.error}
      onRetry={() => void list.refetch()}
      state={state}
      pageSizes={spec.pageSizes ?? DEFAULT_PAGE_SIZES}
      failedText={spec.failedText}
      emptyText={spec.emptyText}
      serial={spec.serialHeader ?? true}
      getRowId={spec.rowId}
      groups={spec.groups}
      footer={list.status === 'success' && spec.footer ? spec.footer(list.data as never) : undefined}
      toolbar={list.status === 'success' && list.total > 0 ? <ExportList label={exportName ?? table.label} spec={spec} state={state} filters={filters} /> : undefined}
    />
  )
}

export const EXPORT_TEXTS = {
  csv: 'Export CSV',
  xlsx: 'Export Excel',
  progress: (done: number, total: number) => `Exporting ${done.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} rows…`,
  done: (n: number, file: string) => `${n.toLocaleString('en-IN')} rows exported to ${file}.`,
  empty: 'There are no rows to export.',
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
      // The work (every page, CSV, ExcelJS) loads on the first export: a list page carries only its buttons.
      const { exportList } = await import('./export-run')
      const done = await exportList(label, spec, state, filters, format, (n, total) => setProgress(EXPORT_TEXTS.progress(n, total)))
      if (done) toast.success(EXPORT_TEXTS.done(done.rows, done.file))
      else toast.info(EXPORT_TEXTS.empty)
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
          {EXPORT_TEXTS[format]}
        </button>
      ))}
    </div>
  )
}
