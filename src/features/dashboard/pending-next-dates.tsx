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

type Pending = components['schemas']['CaseNextDateRow']

const COLUMNS: Columns<Pending> = [
  { header: 'Client Name', accessorKey: 'clientName' },
  { header: 'Case Detail', accessorKey: 'caseDetail' },
  { header: 'Next Date', id: 'nextDate', cell: ({ row }) => <Dated wire={row.original.nextDate} /> },
  { header: 'Status', id: 'status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
  {
    header: 'Edit',
    id: 'edit',
    cell: ({ row }) => (
      <Link
        to="/case-next-date/$id"
        params={{ id: row.original.caseId }}
        className="inline-flex rounded-md p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={`Update next date of ${row.original.caseNo}`}
      >
        <Pencil size={16} aria-hidden="true" />
      </Link>
    ),
  },
  {
    header: 'Timeline',
    id: 'timeline',
    meta: { kind: 'action' },
    cell: ({ row }) => <TimelineButton compact encryptedCaseId={row.original.caseId} caseNo={row.original.caseNo} />,
  },
]

/** Spec §2.4 area 4: ongoing cases whose next date has passed, each a link to its next-date screen. */
export function PendingNextDates({ advocateCode }: { advocateCode: string }) {
  const state = useTableState('pending', DASHBOARD_PAGE_SIZE)
  const list = $api.useQuery('post', '/case-next-date-list', { body: pagingBody(state, advocateCode) }, listOptions)
  return (
    <section aria-labelledby="pending-title" className="space-y-2">
      <h2 id="pending-title" className="text-lg font-semibold">
        Cases pending for next date update
      </h2>
      <DataTable
        label="Cases pending for next date update"
        columns={COLUMNS}
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
