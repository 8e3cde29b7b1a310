import * as Dialog from '@radix-ui/react-dialog'
import { $api } from '@/api/query'
import type { components } from '@/api/schema.gen'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { Modal, ModalHeader } from '@/components/modal'
import { tableDate } from '@/lib/dates'

type Client = components['schemas']['ClientRow']
type ClientCase = components['schemas']['ClientCaseDetail']

const CASE_COLUMNS: Columns<ClientCase> = [
  { header: 'Case No.', accessorKey: 'caseNo' },
  { header: 'Case Title', accessorKey: 'caseTitle' },
  { header: 'Previous Date', id: 'previous', cell: ({ row }) => tableDate(row.original.previousDate) },
  { header: 'Current Date', id: 'current', cell: ({ row }) => tableDate(row.original.nextDate) },
  { header: 'File Location(F-R-A-R)', accessorKey: 'fileLocation' },
]

/** The 'Case Detail' popup of a client (spec §2.4 area 3), loaded on first open. */
export default function CaseDetailDialog({
  open,
  advocateCode,
  client,
  onClose,
}: {
  open: boolean
  advocateCode: string
  client: Client | null
  onClose: () => void
}) {
  const cases = $api.useQuery(
    'post',
    '/client-case-detail-list',
    { body: { encryptedAdvocateCode: advocateCode, clientCode: client?.clientCode ?? '' } },
    { enabled: !!client },
  )
  return (
    <Modal
      open={open}
      onClose={onClose}
      className="start-1/2 top-1/2 max-h-[90vh] w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto p-6 rtl:translate-x-1/2"
    >
      <ModalHeader title="Case Detail" closeLabel="Close case detail" className="mb-3" />
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
    </Modal>
  )
}
