import { useMemo, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { $api } from '@/api/query'
import type { components } from '@/api/schema.gen'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { useTableState } from '@/components/data-table/use-table-state'
import { useReturnFocus } from '@/components/use-return-focus'
import { tableDate } from '@/lib/dates'
import { DASHBOARD_PAGE_SIZE, listOptions, pagingBody } from './queries'

type Client = components['schemas']['ClientRow']
type ClientCase = components['schemas']['ClientCaseDetail']

const CASE_COLUMNS: Columns<ClientCase> = [
  { header: 'Case No.', accessorKey: 'caseNo' },
  { header: 'Case Title', accessorKey: 'caseTitle' },
  { header: 'Previous Date', id: 'previous', cell: ({ row }) => tableDate(row.original.previousDate) },
  { header: 'Current Date', id: 'current', cell: ({ row }) => tableDate(row.original.nextDate) },
  { header: 'File Location(F-R-A-R)', accessorKey: 'fileLocation' },
]

/** Spec §2.4 area 3: clients with their number of cases; a non-zero count opens the Case Detail popup. */
export function ClientList({ advocateCode }: { advocateCode: string }) {
  const state = useTableState('clients', DASHBOARD_PAGE_SIZE)
  const list = $api.useQuery('post', '/client-list', { body: pagingBody(state, advocateCode) }, listOptions)
  const [shown, setShown] = useState<Client | null>(null)
  const columns = useMemo<Columns<Client>>(
    () => [
      { header: 'Client Name', accessorKey: 'clientName' },
      { header: 'Mobile', accessorKey: 'mobileNo' },
      { header: 'E-mail', accessorKey: 'emailId' },
      {
        header: 'Cases',
        id: 'cases',
        cell: ({ row }) =>
          row.original.totalNoOfCase > 0 ? (
            <button
              type="button"
              className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white hover:bg-brand-700 dark:bg-sky-700"
              aria-label={`${row.original.totalNoOfCase} cases of ${row.original.clientName}: show details`}
              onClick={() => setShown(row.original)}
            >
              {row.original.totalNoOfCase}
            </button>
          ) : (
            <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">0</span>
          ),
      },
    ],
    [],
  )
  return (
    <section aria-labelledby="clients-title" className="space-y-2">
      <h2 id="clients-title" className="text-lg font-semibold">
        My client list
      </h2>
      <DataTable
        label="My client list"
        columns={columns}
        rows={list.data?.data.clientList}
        total={list.data?.data.totalCount ?? 0}
        status={list.status}
        onRetry={() => void list.refetch()}
        state={state}
        getRowId={(c) => c.clientCode}
      />
      <CaseDetailDialog advocateCode={advocateCode} client={shown} onClose={() => setShown(null)} />
    </section>
  )
}

function CaseDetailDialog({ advocateCode, client, onClose }: { advocateCode: string; client: Client | null; onClose: () => void }) {
  const returnFocus = useReturnFocus(!!client)
  const cases = $api.useQuery(
    'post',
    '/client-case-detail-list',
    { body: { encryptedAdvocateCode: advocateCode, clientCode: client?.clientCode ?? '' } },
    { enabled: !!client },
  )
  return (
    <Dialog.Root open={!!client} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={returnFocus}
          className="card fixed start-1/2 top-1/2 z-50 max-h-[90vh] w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 rtl:translate-x-1/2"
        >
          <div className="mb-3 flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">Case Detail</Dialog.Title>
            <Dialog.Close className="rounded-md p-1 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label="Close case detail">
              <X size={18} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-3 font-medium">{client?.clientName}</Dialog.Description>
          <DataTable
            label={`Cases of ${client?.clientName ?? ''}`}
            columns={CASE_COLUMNS}
            rows={cases.data?.data.clientCaseDetailList}
            total={cases.data?.data.clientCaseDetailList.length ?? 0}
            status={cases.status}
            onRetry={() => void cases.refetch()}
            serial
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
