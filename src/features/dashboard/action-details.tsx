import { useMemo, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from '@/components/toast'
import { $api } from '@/api/query'
import { errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { useTableState } from '@/components/data-table/use-table-state'
import { Dated } from '@/components/dated'
import { StatusBadge } from '@/components/status-badge'
import { DASHBOARD_PAGE_SIZE, listOptions, pagingBody } from './queries'

type Action = components['schemas']['ActionDetailRow']
export const ASK_CLOSE = 'Are you sure you want to close this Action?'

/** Spec §2.4 area 2: reminders; an Open status closes after a confirmation, Close is final. */
export function ActionDetails({ advocateCode, userName }: { advocateCode: string; userName: string }) {
  const state = useTableState('actions', DASHBOARD_PAGE_SIZE)
  const list = $api.useQuery('post', '/get-action-details-list', { body: pagingBody(state, advocateCode) }, listOptions)
  const [closing, setClosing] = useState<Action | null>(null)
  const queryClient = useQueryClient()
  const close = $api.useMutation('post', '/update-action-detail-status', {
    onSuccess: (answer) => {
      toast.success(answer.message)
      // The spec reloads the page after 500 ms; refreshing the list shows the same without losing the page.
      void queryClient.invalidateQueries({ queryKey: ['post', '/get-action-details-list'] })
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => setClosing(null),
  })

  const columns = useMemo<Columns<Action>>(
    () => [
      // Date and status first: on a phone they show without scrolling sideways, and the status closes the action.
      { header: 'Date', accessorKey: 'date', cell: ({ row }) => <Dated wire={row.original.date} /> },
      {
        header: 'Status',
        id: 'status',
        cell: ({ row }) =>
          row.original.reminderStatus === 'Open' ? (
            <button
              type="button"
              className="rounded-full focus-visible:outline-2"
              aria-label={`Open — close action for case ${row.original.caseNo}`}
              onClick={() => setClosing(row.original)}
            >
              <StatusBadge status="Open" className="cursor-pointer underline decoration-dotted underline-offset-2" />
            </button>
          ) : (
            <StatusBadge status="Close" />
          ),
      },
      { header: 'Client Name', accessorKey: 'clientName' },
      { header: 'Case No', accessorKey: 'caseNo' },
      { header: 'Court', accessorKey: 'courtName' },
      { header: 'Action', accessorKey: 'actionItem' },
    ],
    [],
  )

  return (
    <section aria-labelledby="actions-title" className="space-y-2">
      <h2 id="actions-title" className="text-lg font-semibold">
        Action details
      </h2>
      <DataTable
        label="Action details"
        columns={columns}
        rows={list.data?.data.actionDetailsList}
        total={list.data?.data.totalCount ?? 0}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        state={state}
        getRowId={(a) => String(a.actionDetailId)}
      />
      <ConfirmDialog
        open={closing !== null}
        title="Confirmation"
        message={ASK_CLOSE}
        busy={close.isPending}
        onCancel={() => setClosing(null)}
        onConfirm={() =>
          closing && close.mutate({ body: { actionDetailId: closing.actionDetailId, reminderStatus: 'Close', modifiedBy: userName.toUpperCase() } })
        }
      />
    </section>
  )
}
