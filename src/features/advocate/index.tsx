import { Suspense, lazy } from 'react'
import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { Spinner } from '@/components/spinner'
import { defineModule } from '@/shell/define-module'
import { AdvocateFields } from './advocate-fields'
import { createAdvocate, savedRows, updateAdvocate } from './save'
import { EMPTY, MESSAGES, advocateSchema, toForm } from './schema'
import { TEXTS, useTexts } from './texts'

type AdvocateRow = components['schemas']['AdvocateRow']

// The two tabs after the details load after the list has rendered: /advocate's first render stays within its budget.
const Transactions = lazy(() => import('./transactions').then((m) => ({ default: m.TransactionsPanel })))
const Dealings = lazy(() => import('./dealings').then((m) => ({ default: m.DealingsPanel })))
function TransactionsPanel() {
  const t = useTexts()
  return (
    <Suspense fallback={<Spinner label={t.module.loadingTransactions} />}>
      <Transactions />
    </Suspense>
  )
}
function DealingsPanel() {
  const t = useTexts()
  return (
    <Suspense fallback={<Spinner label={t.module.loadingDealings} />}>
      <Dealings />
    </Suspense>
  )
}

const M = TEXTS.module
const C = TEXTS.columns

/** Spec 2 §2: the administrator's advocates, their licences (invoiced transactions) and litigation dealings. */
export const advocateModule = defineModule({
  title: M.title,
  listTab: M.listTab,
  detailTab: M.detailTab,
  list: {
    path: '/advocate-list',
    rows: (data) => data.advocateList,
    columns: [
      { header: C.advocateName, accessorKey: 'advocateName' },
      { header: C.mobileNo, accessorFn: (row: AdvocateRow) => row.mobileNo ?? '' },
      { header: C.email, accessorFn: (row: AdvocateRow) => row.email ?? '' },
      { header: C.totalClient, accessorFn: (row: AdvocateRow) => row.totalClient ?? 0 },
      { header: C.totalCases, accessorFn: (row: AdvocateRow) => row.totalNoOfCase ?? 0 },
    ],
    rowId: (row: AdvocateRow) => row.encryptedAdvocateCode,
    serialHeader: C.serial,
    failedText: MESSAGES.listFailed,
  },
  form: { schema: advocateSchema, empty: EMPTY, Fields: AdvocateFields },
  idOf: (row) => row.encryptedAdvocateCode,
  load: async (row) => {
    const EncryptedAdvocateCode = row.encryptedAdvocateCode
    const [detail, rows] = await Promise.all([api.POST('/view-advocate-detail', { body: { EncryptedAdvocateCode } }), savedRows(EncryptedAdvocateCode)])
    return toForm(detail.data!.data, rows.transactions, rows.dealings)
  },
  create: createAdvocate,
  update: updateAdvocate,
  extraTabs: [
    { value: 'transactions', label: M.transactionsTab, Panel: TransactionsPanel, partOfForm: true, fields: ['transactions'] },
    // Spec 2 §2: enabled from the transaction form (or for a saved advocate).
    { value: 'dealings', label: M.dealingsTab, Panel: DealingsPanel, partOfForm: true, fields: ['dealings', 'removedDealings'], enabled: (id) => id !== null },
  ],
})
