import { useMemo } from 'react'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { toast } from '@/components/toast'
import { translate, useTranslate } from '@/i18n/texts'
import { failedText } from './cnr-list'
import type { CnrResult } from './cnr-run'
import { useTexts } from './texts'

const columnsIn = (T: ReturnType<typeof useTexts>['cnr']): Columns<CnrResult> => [
  { id: 'line', header: T.columns.line, cell: ({ row }) => row.original.line, meta: { kind: 'nowrap' } },
  { id: 'cnr', header: T.columns.cnr, cell: ({ row }) => row.original.cnr, meta: { kind: 'nowrap' } },
  { id: 'caseNo', header: T.columns.caseNo, cell: ({ row }) => row.original.caseNo, meta: { kind: 'nowrap' } },
  { id: 'client', header: T.columns.client, cell: ({ row }) => row.original.client, meta: { width: 'normal' } },
  { id: 'outcome', header: T.columns.outcome, cell: ({ row }) => T.outcomes[row.original.outcome], meta: { kind: 'nowrap' } },
  { id: 'reason', header: T.columns.reason, cell: ({ row }) => translate(row.original.reason), meta: { width: 'wide' } },
]

export const countOf = (results: readonly CnrResult[]) => ({
  registered: results.filter((r) => r.outcome === 'REGISTERED').length,
  matched: results.filter((r) => r.outcome === 'IN_DIARY').length,
  failed: results.filter((r) => r.outcome === 'FAILED').length,
})

/**
 * Every line's outcome and, for a failure, why; the sums; and the failed lines as written, to copy or to keep
 * in the list, so the user fixes them and runs them again (what was registered is not registered twice).
 */
export function CnrResults({ results, running, onKeepFailed }: { results: CnrResult[]; running: boolean; onKeepFailed: (text: string) => void }) {
  const T = useTexts().cnr
  useTranslate()
  const columns = useMemo(() => columnsIn(T), [T])
  const { registered, matched, failed } = countOf(results)
  const failedLines = failedText(results.filter((r) => r.outcome === 'FAILED'))
  const copy = () =>
    navigator.clipboard.writeText(failedLines).then(
      () => toast.success(T.copied),
      () => undefined,
    )
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold">{T.summary(registered, matched, failed)}</p>
        {failed > 0 && !running && (
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn-secondary" onClick={() => void copy()}>
              {T.copyFailed}
            </button>
            <button type="button" className="btn-secondary" onClick={() => onKeepFailed(failedLines)}>
              {T.keepFailed}
            </button>
          </div>
        )}
      </div>
      <DataTable label={T.results} columns={columns} rows={results} total={results.length} status="success" onRetry={() => undefined} getRowId={(r) => String(r.line)} />
      {failed > 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{T.fixNote}</p>}
    </div>
  )
}
