import { useMemo } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { $api } from '@/api/query'
import type { components } from '@/api/schema.gen'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { Modal, ModalHeader } from '@/components/modal'
import { tableDate } from '@/lib/dates'
import { useTexts } from './texts'

type Client = components['schemas']['ClientRow']
type ClientCase = components['schemas']['ClientCaseDetail']

type Words = ReturnType<typeof useTexts>['caseDetail']

const caseColumns = (t: Words): Columns<ClientCase> => [
  { header: t.caseNo, accessorKey: 'caseNo' },
  { header: t.caseTitle, accessorKey: 'caseTitle' },
  { header: t.previousDate, id: 'previous', cell: ({ row }) => tableDate(row.original.previousDate) },
  { header: t.currentDate, id: 'current', cell: ({ row }) => tableDate(row.original.nextDate) },
  { header: t.fileLocation, accessorKey: 'fileLocation' },
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
  const t = useTexts().caseDetail
  const columns = useMemo(() => caseColumns(t), [t])
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
      <ModalHeader title={t.title} closeLabel={t.close} className="mb-3" />
      <Dialog.Description className="mb-3 font-medium">{client?.clientName}</Dialog.Description>
      <DataTable
        label={t.casesOf(client?.clientName ?? '')}
        columns={columns}
        rows={cases.data?.data.clientCaseDetailList}
        total={cases.data?.data.clientCaseDetailList.length ?? 0}
        status={cases.status}
        onRetry={() => void cases.refetch()}
        serial
      />
    </Modal>
  )
}
