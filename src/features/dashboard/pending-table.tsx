import { useMemo } from 'react'
import { Link } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import { TimelineButton } from '@/case-actions/case-timeline'
import type { components } from '@/api/schema.gen'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { Dated } from '@/components/dated'
import { StatusBadge } from '@/components/status-badge'
import type { PendingRows } from './pending-next-dates'
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

/** The pending next dates' table (pending-next-dates.tsx asks for its rows). */
export default function PendingTable({ state, list }: PendingRows) {
  const t = useTexts().pending
  const c = useCommon()
  const columns = useMemo(() => pendingColumns(t, c), [t, c])
  return (
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
  )
}
