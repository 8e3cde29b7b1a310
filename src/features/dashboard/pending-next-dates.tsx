import { useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import { $api } from '@/api/query'
import { TimelineButton } from '@/case-actions/case-timeline'
import type { components } from '@/api/schema.gen'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { useTableState } from '@/components/data-table/use-table-state'
import { Dated } from '@/components/dated'
import { StatusBadge } from '@/components/status-badge'
import { DASHBOARD_PAGE_SIZE, listOptions, pagingBody } from './queries'
import { useTexts } from './texts'
import { useCommon, type COMMON } from '@/components/texts'
import type { Texts } from '@/i18n/texts'

type Pending = components['schemas']['CaseNextDateRow']

const pendingColumns = (t: ReturnType<typeof useTexts>['pending'], c: Texts<typeof COMMON>): Columns<Pending> => [
  { header: c.fields.clientName, accessorKey: 'clientName' },
  { header: t.caseDetail, accessorKey: 'caseDetail' },
  { header: t.nextDate, id: 'nextDate', cell: ({ row }) => <Dated wire={row.original.nextDate} /> },
  { header: c.status, id: 'status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  {
    header: c.edit,
    id: 'edit',
    cell: ({ row }) => (
      <Link
        to="/case-next-date/$id"
        params={{ id: row.original.caseId }}
        className="inline-flex rounded-md p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={t.update(row.original.caseNo)}
      >
        <Pencil size={16} aria-hidden="true" />
      </Link>
    ),
  },
  {
    header: t.timeline,
    id: 'timeline',
    meta: { kind: 'action' },
    cell: ({ row }) => <TimelineButton compact encryptedCaseId={row.original.caseId} caseNo={row.original.caseNo} />,
  },
]

/** Spec §2.4 area 4: ongoing cases whose next date has passed, each a link to its next-date screen. */
export function PendingNextDates({ advocateCode }: { advocateCode: string }) {
  const t = useTexts().pending
  const c = useCommon()
  const columns = useMemo(() => pendingColumns(t, c), [t, c])
  const state = useTableState('pending', DASHBOARD_PAGE_SIZE)
  const list = $api.useQuery('post', '/case-next-date-list', { body: pagingBody(state, advocateCode) }, listOptions)
  return (
    <section aria-labelledby="pending-title" className="space-y-2">
      <h2 id="pending-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      <DataTable
        label={t.title}
        columns={columns}
        rows={list.data?.data.caseNextDateList}
        total={list.data?.data.totalCount ?? 0}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        state={state}
        getRowId={(c) => c.caseId}
      />
    </section>
  )
}
