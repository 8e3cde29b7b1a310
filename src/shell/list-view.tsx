import type { RowData } from '@tanstack/react-table'
import { useEffect, useState } from 'react'
import { toast } from '@/components/toast'
import { errorMessage } from '@/api/errors'
import { DataTable, type DataTableProps } from '@/components/data-table/data-table'
import type { TableState } from '@/components/data-table/use-table-state'
import type { PostPath } from './calls'
import type { Filters, ListSpec } from './define-module'
import type { ListResult } from './use-list'
import { useTranslate } from '@/i18n/texts'
import { useCommon } from '@/components/texts'
import { useTexts as useTableTexts } from '@/components/data-table/texts'
import { useTexts } from './texts'

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
  const translate = useTranslate()
  const notLoaded = useTableTexts().table.notLoaded(translate(table.label))
  const failed = spec.toastOnFailure && list.status === 'error'
  useEffect(() => {
    if (failed) toast.error(errorMessage(list.error, spec.failedText ?? notLoaded))
  }, [failed, list.error, spec.failedText, notLoaded])
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
      toolbar={<ExportList label={exportName ?? table.label} spec={spec} state={state} filters={filters} offered={list.status === 'success' && list.total > 0} />}
    />
  )
}

/** Counts keep Western digits grouped in lakhs in every language. */
const count = (n: number) => n.toLocaleString('en-IN')

interface Props<Row extends RowData> {
  label: string
  spec: ListSpec<Row, PostPath, Filters>
  state: TableState
  filters: Filters
  /** Rows to export: the buttons show. Until then they keep their room, so the table does not move when rows come. */
  offered: boolean
}

/**
 * Issue 26, the one export path of every list: the rows the list shows with its filters and search, every page
 * of them, as CSV (UTF-8 with a byte order mark, so Excel shows Devanagari) or as an Excel workbook.
 */
export function ExportList<Row extends RowData>({ label, spec, state, filters, offered }: Props<Row>) {
  const t = useTexts().export
  const c = useCommon()
  const [progress, setProgress] = useState<readonly [number, number] | null>(null)
  const run = async (format: 'csv' | 'xlsx') => {
    setProgress([0, 0])
    try {
      // The work (every page, CSV, ExcelJS) loads on the first export: a list page carries only its buttons.
      const { exportList } = await import('./export-run')
      const done = await exportList(label, spec, state, filters, format, (n, total) => setProgress([n, total]))
      if (done) toast.success(t.done(count(done.rows), done.file))
      else toast.info(t.empty)
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setProgress(null)
    }
  }
  return (
    // Hidden, not removed: on a phone the buttons wrap the toolbar onto another line (a layout shift of 0.13 when a
    // role list's rows came a frame after its first paint). Hidden this way they are neither seen, read nor focused.
    <div className="flex flex-wrap items-center gap-2" style={offered ? undefined : { visibility: 'hidden' }}>
      <span aria-live="polite" className="text-xs">
        {progress && t.progress(count(progress[0]), count(progress[1]))}
      </span>
      {(['csv', 'xlsx'] as const).map((format) => (
        <button key={format} type="button" className="btn-secondary min-h-9 px-2 text-sm" disabled={progress !== null} onClick={() => void run(format)}>
          {format === 'csv' ? c.exportCsv : c.exportExcel}
        </button>
      ))}
    </div>
  )
}
