import { useMemo } from 'react'
import * as Tabs from '@radix-ui/react-tabs'
import { $api } from '@/api/query'
import type { components } from '@/api/schema.gen'
import { DataTable, type Columns } from '@/components/data-table/data-table'
import { listOptions } from '@/components/data-table/list-options'
import { useTableState } from '@/components/data-table/use-table-state'
import { Dated } from '@/components/dated'
import { useDirection } from '@/components/use-direction'
import { tableDate, todayWire } from '@/lib/dates'
import { useSessionStore } from '@/session/session-store'
import { TAB_CLASS, TAB_LIST_CLASS } from '@/shell/page-frame'
import { Fix } from './fix'
import { KINDS, MONTHS, type Kind } from './kinds'
import { useTexts } from './texts'

type Row = components['schemas']['DiaryHygieneRow']

export interface HygienePageProps {
  kind: Kind
  months: number
  onChange: (next: { kind?: Kind; months?: number }) => void
}

const PAGE_SIZES = [10, 25, 50, 100] as const

/** Issue 24: the diary's dates that need attention, one tab per kind with its count, each row with its fix. */
export function HygienePage({ kind, months, onChange }: HygienePageProps) {
  const t = useTexts()
  const advocate = useSessionStore((s) => s.session?.encryptedAdvocateCode ?? '')
  const dir = useDirection()
  const state = useTableState('check', 25)
  const body = { EncryptedAdvocateCode: advocate, Kind: kind, Today: todayWire(), Months: months, PageNumber: state.page, PageSize: state.size }
  const list = $api.useQuery('post', '/get-diary-hygiene-list', { body }, { ...listOptions, enabled: !!advocate })
  const counts = list.data?.data.counts

  const columns = useMemo<Columns<Row>>(
    () => [
      { header: 'Case No', accessorKey: 'clientCaseNo', meta: { kind: 'nowrap' } },
      { header: 'Case Title', accessorKey: 'caseTitle' },
      { header: 'Client', accessorKey: 'clientName' },
      { header: 'Court', accessorKey: 'courtName' },
      { header: 'Next Date', id: 'next', cell: ({ row }) => <Dated wire={row.original.nextHearingDate ?? ''} /> },
      // A last hearing is past by nature: its date is plain, not marked overdue like a next date.
      { header: 'Last Hearing', id: 'last', cell: ({ row }) => <span className="whitespace-nowrap">{tableDate(row.original.lastHearingDate)}</span> },
      ...(kind === 'NOT_FROM_COURT' ? [{ header: "Court's Date", id: 'court', cell: ({ row }: { row: { original: Row } }) => <Dated wire={row.original.courtDate ?? ''} /> }] : []),
      { header: 'Fix', id: 'fix', cell: ({ row }) => <Fix row={row.original} kind={kind} /> },
    ],
    [kind],
  )

  return (
    <section aria-labelledby="hygiene-title" className="space-y-3">
      <div>
        <h1 id="hygiene-title" className="text-xl font-semibold">
          {t.title}
        </h1>
        <p className="text-sm">{t.intro}</p>
      </div>
      <Tabs.Root value={kind} onValueChange={(value) => (state.setPage(1), onChange({ kind: value as Kind }))} dir={dir}>
        <Tabs.List aria-label={t.title} className={TAB_LIST_CLASS}>
          {KINDS.map((k) => (
            <Tabs.Trigger key={k} value={k} className={`${TAB_CLASS} min-h-11`}>
              {t.kinds[k]}
              {counts ? ` (${counts[k]})` : ''}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {KINDS.map((k) => (
          <Tabs.Content key={k} value={k} className="space-y-3 pt-3">
            {k === 'NO_HEARING' && (
              <label className="flex items-center gap-2 text-sm">
                <span className="font-medium">{t.months}</span>
                <select className="input min-h-11 w-auto" value={months} onChange={(e) => (state.setPage(1), onChange({ months: Number(e.target.value) }))}>
                  {MONTHS.map((m) => (
                    <option key={m} value={m}>
                      {t.monthsOption(m)}
                    </option>
                  ))}
                </select>
              </label>
            )}
            {k === kind && (
              <DataTable
                label={t.kinds[k]}
                columns={columns}
                rows={list.data?.data.hygieneList}
                total={list.data?.data.hygieneCount ?? 0}
                status={list.status}
                error={list.error}
                failedText={t.failed}
                emptyText={t.empty[k]}
                onRetry={() => void list.refetch()}
                state={state}
                searchable={false}
                pageSizes={PAGE_SIZES}
                getRowId={(r) => r.encryptedCaseId}
              />
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  )
}
