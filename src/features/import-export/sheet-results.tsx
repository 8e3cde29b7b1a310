import { useMemo, useState } from 'react'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { useTableState } from '@/components/data-table/use-table-state'
import { toast } from '@/components/toast'
import { errorMessage } from '@/api/errors'
import { useTranslate } from '@/i18n/texts'
import { csvFileName, downloadBlob, toCsv } from '@/lib/csv'
import type { LineResult } from './import-job'
import type { Cell, Prepared } from './sheet-rows'
import { useTexts } from './texts'

interface Row extends LineResult {
  client: string
  caseNo: string
}

interface Props {
  fileName: string
  header: readonly Cell[]
  prepared: readonly Prepared[]
  results: readonly LineResult[]
  dry: boolean
}

/** Every row's outcome with its reason, and the report to fix and import again (the file's own columns, then outcome and reason). */
export function SheetResults({ fileName, header, prepared, results, dry }: Props) {
  const T = useTexts().sheet
  // The provider's answers arrive in English; shown in the language on screen where a catalog holds them.
  const translate = useTranslate()
  const [onlyRefused, setOnlyRefused] = useState(false)
  const state = useTableState('rows', 25)
  const words = dry ? T.dryOutcomes : T.outcomes
  const byLine = useMemo(() => new Map(prepared.map((p) => [p.line, p])), [prepared])
  const rows = useMemo<Row[]>(
    () =>
      results
        .filter((r) => !onlyRefused || r.outcome === 'REFUSED')
        .map((r) => {
          const p = byLine.get(r.line)
          return { ...r, client: p?.row?.ClientName ?? p?.client ?? '', caseNo: p?.row?.Case?.clientCaseNo ?? p?.row?.ClientCaseNo ?? p?.caseNo ?? '' }
        }),
    [results, byLine, onlyRefused],
  )
  const count = (o: LineResult['outcome']) => results.filter((r) => r.outcome === o).length
  const columns = useMemo<Columns<Row>>(
    () => [
      { header: T.line, accessorKey: 'line' },
      { header: T.client, accessorKey: 'client' },
      { header: T.caseNo, accessorKey: 'caseNo', meta: { kind: 'nowrap' } },
      { header: T.outcome, id: 'outcome', accessorFn: (r) => words[r.outcome] },
      { header: T.message, id: 'message', accessorFn: (r) => translate(r.message) },
    ],
    [T, words, translate],
  )
  const report = async (format: 'csv' | 'xlsx') => {
    try {
      const head = [...header.map(String), ...T.reportColumns]
      const lines = results.map((r) => [...(byLine.get(r.line)?.cells ?? []).map((c) => (typeof c === 'boolean' ? String(c) : c)), words[r.outcome], r.message])
      const name = T.reportName(fileName)
      if (format === 'csv') return downloadBlob(new Blob([toCsv(head, lines)], { type: 'text/csv;charset=utf-8' }), csvFileName(name))
      const { toXlsx, xlsxFileName } = await import('@/lib/xlsx')
      downloadBlob(await toXlsx(name, head, lines), xlsxFileName(name))
    } catch (error) {
      toast.error(errorMessage(error))
    }
  }
  const page = rows.slice((state.page - 1) * state.size, state.page * state.size)
  return (
    <div className="space-y-2">
      <p className="font-medium" role="status">
        {T.summary(count('CREATED'), count('MATCHED'), count('DONE_BEFORE'), count('REFUSED'), dry)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" checked={onlyRefused} onChange={(e) => (setOnlyRefused(e.target.checked), state.setPage(1))} />
          {T.onlyRefused}
        </label>
        <button type="button" className="btn-secondary min-h-11" onClick={() => void report('xlsx')}>
          {T.report}
        </button>
        <button type="button" className="btn-secondary min-h-11" onClick={() => void report('csv')}>
          {T.reportCsv}
        </button>
      </div>
      <DataTable label={T.results} columns={columns} rows={page} total={rows.length} status="success" onRetry={() => undefined} state={state} pageSizes={[25, 50, 100]} searchable={false} getRowId={(r) => String(r.line)} />
    </div>
  )
}
