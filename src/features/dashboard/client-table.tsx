import { useMemo, useState } from 'react'
import type { components } from '@/api/schema.gen'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { lazyDialog } from '@/components/lazy-dialog'
import type { ClientRows } from './client-list'
import { useTexts } from './texts'
import { useCommon } from '@/components/texts'

type Client = components['schemas']['ClientRow']

const CaseDetailDialog = lazyDialog(() => import('./case-detail-dialog'))

/** The client list's table (client-list.tsx asks for its rows). */
export default function ClientTable({ state, list, advocateCode }: ClientRows & { advocateCode: string }) {
  const [shown, setShown] = useState<Client | null>(null)
  const t = useTexts().clients
  const c = useCommon()
  const columns = useMemo<Columns<Client>>(
    () => [
      { header: c.fields.clientName, accessorKey: 'clientName' },
      { header: t.mobile, accessorKey: 'mobileNo' },
      { header: t.email, accessorKey: 'emailId' },
      {
        header: t.cases,
        id: 'cases',
        cell: ({ row }) =>
          row.original.totalNoOfCase > 0 ? (
            <button
              type="button"
              className="rounded-full bg-brand-600 px-2.5 py-0.5 text-xs font-semibold text-white hover:bg-brand-700 dark:bg-sky-700"
              aria-label={t.showCases(row.original.totalNoOfCase, row.original.clientName)}
              onClick={() => setShown(row.original)}
            >
              {row.original.totalNoOfCase}
            </button>
          ) : (
            <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-800 dark:bg-slate-700 dark:text-slate-100">0</span>
          ),
      },
    ],
    [t, c],
  )
  return (
    <>
      <DataTable
        label={t.title}
        columns={columns}
        rows={list.data?.data.clientList}
        total={list.data?.data.totalCount ?? 0}
        status={list.status}
        error={list.error}
        onRetry={() => void list.refetch()}
        state={state}
        getRowId={(c) => c.clientCode}
      />
      <CaseDetailDialog open={!!shown} advocateCode={advocateCode} client={shown} onClose={() => setShown(null)} />
    </>
  )
}
