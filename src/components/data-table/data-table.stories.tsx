import { fn } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { tableDate } from '@/lib/dates'
import { DataTable, type Columns, type DataTableProps } from './data-table'
import { useTableState } from './use-table-state'

interface Hearing {
  id: number
  caseNo: string
  client: string
  nextDate: string
}
const CLIENTS = ['Anil Kumar', 'Meera Iyer', 'Farhan Qureshi', 'Lakshmi Nair', 'Gurpreet Singh']
const HEARINGS: Hearing[] = Array.from({ length: 95 }, (_, i) => ({
  id: i + 1,
  caseNo: `CS/${101 + i}/2026`,
  client: CLIENTS[i % CLIENTS.length],
  // Three hearings a day, so that a table grouped by date has groups.
  nextDate: `2026-04-${String((Math.floor(i / 3) % 28) + 1).padStart(2, '0')}`,
}))
const COLUMNS: Columns<Hearing> = [
  { header: 'Case No', accessorKey: 'caseNo' },
  { header: 'Client Name', accessorKey: 'client' },
  { header: 'Next Date', id: 'nextDate', cell: ({ row }) => tableDate(row.original.nextDate) },
]
const TITLES = ['STATE OF MAHARASHTRA VS', 'UNION OF INDIA VS', 'MUNICIPAL CORPORATION OF GREATER MUMBAI VS']
const LOOKS: Columns<Hearing> = [
  { header: 'Case No', accessorKey: 'caseNo', meta: { kind: 'nowrap', sticky: true } },
  { header: 'Case Title', id: 'title', cell: ({ row }) => `${TITLES[row.original.id % TITLES.length]} ${row.original.client.toUpperCase()}`, meta: { width: 'wide' } },
  { header: 'Client Name', accessorKey: 'client', meta: { width: 'normal' } },
  { header: 'Consulting Fees', id: 'fees', cell: ({ row }) => `₹${(row.original.id * 12_500).toLocaleString('en-IN')}.00`, meta: { kind: 'number' } },
]

type DemoProps = Pick<DataTableProps<Hearing>, 'status' | 'onRetry' | 'pageSizes'> & { count: number; looks?: boolean }

/** The first `count` hearings, paged and searched by client as a provider would, with the state in the URL. */
function HearingsTable({ count, status, onRetry, pageSizes, looks }: DemoProps) {
  const state = useTableState('demo', 10)
  const found = HEARINGS.slice(0, count).filter((h) => h.client.toLowerCase().includes(state.search.toLowerCase()))
  const rows = status === 'success' ? found.slice((state.page - 1) * state.size, state.page * state.size) : undefined
  return (
    <DataTable
      label="Hearings"
      columns={looks ? LOOKS : COLUMNS}
      groups={looks ? { by: (h) => h.nextDate, label: (h) => `Next Date: ${tableDate(h.nextDate)}` } : undefined}
      rows={rows}
      total={found.length}
      status={status}
      onRetry={onRetry}
      state={state}
      pageSizes={pageSizes}
      serial
      getRowId={(h) => String(h.id)}
    />
  )
}

const meta = preview.meta({ title: 'Components/DataTable', component: HearingsTable, args: { count: 4, status: 'success' as const, onRetry: fn() } })

export const Loading = meta.story({ args: { status: 'pending', count: 0 } })
export const Empty = meta.story({ args: { count: 0 } })
/** A failed fetch: an empty list under a marked header, with a retry. */
export const Failed = meta.story({ args: { status: 'error' } })
export const FewRows = meta.story()
/** 95 rows, opened on page 3 through the URL (`demoPage=3`). */
export const ManyPages = meta.story({ args: { count: 95, pageSizes: [5, 10, 15] }, parameters: { route: '/?demoPage=3' } })
/**
 * A report's look: rows grouped under their next date, long text wrapping within its widths, amounts right-aligned
 * on one line, the case number kept in view when a narrow screen scrolls the table (try the mobile viewport).
 */
export const GroupedByDate = meta.story({
  args: { count: 12 },
  render: (args) => <HearingsTable {...args} looks />,
})
