import { useMemo, useState } from 'react'
import { Download } from 'lucide-react'
import { $api } from '@/api/query'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { csvFileName, downloadBlob, downloadCsv } from '@/lib/csv'
import { errorMessage } from '@/api/errors'
import { toast } from '@/components/toast'
import { dateTimeText } from '@/lib/dates'
import { CSV_HEADER, KIND_LABELS, detailLine, timelineCsv, timelineRows, type TimelineEvent, type TimelineKind } from './timeline-csv'
import { useCommon } from '@/components/texts'
import type { Texts } from '@/i18n/texts'
import { TEXTS, useTexts } from './timeline-texts'

export const NO_EVENTS = TEXTS.timeline.noEvents
const KINDS = Object.keys(KIND_LABELS) as TimelineKind[]

// Three columns, so a 390 px phone keeps the details readable: the kind heads the details, the screen sits under the user.
const columnsOf = (t: Texts<typeof TEXTS>['timeline']): Columns<TimelineEvent> => [
  {
    header: t.columns.when,
    id: 'at',
    meta: { kind: 'nowrap' },
    cell: ({ row }) => {
      const [day, time] = dateTimeText(row.original.at).split(' ')
      return (
        <>
          {day}
          <span className="block text-sm text-slate-600 dark:text-slate-400">{time}</span>
        </>
      )
    },
  },
  {
    header: t.columns.what,
    id: 'summary',
    meta: { width: 'wide' },
    cell: ({ row }) => (
      <>
        <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{t.kinds[row.original.kind]}</span>
        <span className="font-medium">{row.original.summary}</span>
        {row.original.details.length > 0 && (
          <ul className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            {row.original.details.map((d) => (
              <li key={d.label}>{detailLine(d)}</li>
            ))}
          </ul>
        )}
      </>
    ),
  },
  {
    header: t.columns.by,
    id: 'by',
    cell: ({ row }) => (
      <>
        {row.original.userName}
        <span className="block text-sm text-slate-600 dark:text-slate-400">{t.sources[row.original.source]}</span>
      </>
    ),
  },
]

/** The shown events as an Excel workbook, through the app's one writer (loaded on the click). */
async function excel(events: readonly TimelineEvent[], caseNo: string) {
  try {
    const { toXlsx, xlsxFileName } = await import('@/lib/xlsx')
    downloadBlob(await toXlsx(`Timeline ${caseNo}`, CSV_HEADER, timelineRows(events)), xlsxFileName(`timeline ${caseNo}`))
  } catch (error) {
    toast.error(errorMessage(error))
  }
}

/**
 * Issue 25: every event of one case, oldest first, read-only: who did what and when, and from which screen.
 * A kind filter (asked of the provider) and the shown events saved as CSV.
 */
export function TimelinePanel({ encryptedCaseId, caseNo }: { encryptedCaseId: string; caseNo: string }) {
  const [kind, setKind] = useState<TimelineKind | ''>('')
  const timeline = $api.useQuery('post', '/case-timeline', { body: { EncryptedCaseId: encryptedCaseId, ...(kind ? { Kinds: [kind] } : {}) } })
  const events = timeline.data?.data.events
  const t = useTexts().timeline
  const c = useCommon()
  const columns = useMemo(() => columnsOf(t), [t])
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t.kind}
          <select className="input w-auto" value={kind} onChange={(e) => setKind(e.target.value as TimelineKind | '')}>
            <option value="">{t.allKinds}</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t.kinds[k]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn-secondary" disabled={!events?.length} onClick={() => downloadCsv(timelineCsv(events ?? []), csvFileName(`timeline ${caseNo}`))}>
          <Download size={16} aria-hidden="true" /> {c.exportCsv}
        </button>
        <button type="button" className="btn-secondary" disabled={!events?.length} onClick={() => void excel(events ?? [], caseNo)}>
          <Download size={16} aria-hidden="true" /> {c.exportExcel}
        </button>
      </div>
      <DataTable
        label={t.title(caseNo)}
        columns={columns}
        rows={events}
        total={events?.length ?? 0}
        status={timeline.status}
        error={timeline.error}
        onRetry={() => void timeline.refetch()}
        emptyText={t.noEvents}
        getRowId={(e) => e.key}
      />
    </div>
  )
}
