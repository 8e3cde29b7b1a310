import { useMemo } from 'react'
import type { components } from '@/api/schema.gen'
import { ActionStatus, useCloseAction } from '@/case-actions/close-action'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { Dated } from '@/components/dated'
import type { ActionRows } from './action-details'
import { useTexts } from './texts'
import { useCommon } from '@/components/texts'

type Action = components['schemas']['ActionDetailRow']

/** The action details' table (action-details.tsx asks for its rows). */
export default function ActionTable({ state, list }: ActionRows) {
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
        cell: ({ row }) => <ActionStatus status={row.original.reminderStatus} label={t.closeFor(row.original.caseNo)} onAsk={() => ask(row.original)} />,
      },
      { header: c.fields.clientName, accessorKey: 'clientName' },
      { header: c.fields.caseNo, accessorKey: 'caseNo' },
      { header: c.fields.court, accessorKey: 'courtName' },
      { header: c.action, accessorKey: 'actionItem' },
    ],
    [ask, t, c],
  )

  return (
    <>
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
    </>
  )
}
