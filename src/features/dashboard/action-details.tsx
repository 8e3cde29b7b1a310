import { useMemo } from 'react'
import { $api } from '@/api/query'
import type { components } from '@/api/schema.gen'
import { ActionStatus, useCloseAction } from '@/case-actions/close-action'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { useTableState } from '@/components/data-table/use-table-state'
import { Dated } from '@/components/dated'
import { DASHBOARD_PAGE_SIZE, listOptions, pagingBody } from './queries'
import { useTexts } from './texts'
import { useCommon } from '@/components/texts'

type Action = components['schemas']['ActionDetailRow']

/** Spec §2.4 area 2: reminders; an Open status closes after a confirmation (the shared close flow), Close is final. */
export function ActionDetails({ advocateCode }: { advocateCode: string }) {
  const state = useTableState('actions', DASHBOARD_PAGE_SIZE)
  const list = $api.useQuery('post', '/get-action-details-list', { body: pagingBody(state, advocateCode) }, listOptions)
  const { ask, dialog } = useCloseAction()
  const t = useTexts().actions
  const c = useCommon()

  const columns = useMemo<Columns<Action>>(
    () => [
      // Date and status first: on a phone they show without scrolling sideways, and the status closes the action.
      { header: t.date, accessorKey: 'date', cell: ({ row }) => <Dated wire={row.original.date} /> },
      {
        header: c.status,
        id: 'status',
        cell: ({ row }) => (
          <ActionStatus status={row.original.reminderStatus} label={t.closeFor(row.original.caseNo)} onAsk={() => ask(row.original)} />
        ),
      },
      { header: c.fields.clientName, accessorKey: 'clientName' },
      { header: c.fields.caseNo, accessorKey: 'caseNo' },
      { header: c.fields.court, accessorKey: 'courtName' },
      { header: c.action, accessorKey: 'actionItem' },
    ],
    [ask, t, c],
  )

  return (
    <section aria-labelledby="actions-title" className="space-y-2">
      <h2 id="actions-title" className="text-lg font-semibold">
        {t.title}
      </h2>
      <DataTable
        label={t.title}
        columns={columns}
        rows={list.data?.data.actionDetailsList}
        total={list.data?.data.totalCount ?? 0}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        state={state}
        getRowId={(a) => String(a.actionDetailId)}
      />
      {dialog}
    </section>
  )
}
