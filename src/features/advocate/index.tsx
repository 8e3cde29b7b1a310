import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { defineModule } from '@/shell/define-module'
import { AdvocateFields } from './advocate-fields'
import { DealingsPanel } from './dealings'
import { createAdvocate, savedRows, updateAdvocate } from './save'
import { EMPTY, MESSAGES, advocateSchema, toForm } from './schema'
import { TransactionsPanel } from './transactions'

type AdvocateRow = components['schemas']['AdvocateRow']

/** Spec 2 §2: the administrator's advocates, their licences (invoiced transactions) and litigation dealings. */
export const advocateModule = defineModule({
  title: 'Advocate',
  listTab: 'Advocate List',
  detailTab: 'Advocate Details',
  list: {
    path: '/advocate-list',
    rows: (data) => data.advocateList,
    columns: [
      { header: 'Advocate Name', accessorKey: 'advocateName' },
      { header: 'Mobile No', accessorFn: (row: AdvocateRow) => row.mobileNo ?? '' },
      { header: 'Email ID', accessorFn: (row: AdvocateRow) => row.email ?? '' },
      { header: 'Total Client', accessorFn: (row: AdvocateRow) => row.totalClient ?? 0 },
      { header: 'Total No of Case', accessorFn: (row: AdvocateRow) => row.totalNoOfCase ?? 0 },
    ],
    rowId: (row: AdvocateRow) => row.encryptedAdvocateCode,
    serialHeader: 'S. No',
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
    { value: 'transactions', label: 'Transaction Details', Panel: TransactionsPanel, partOfForm: true },
    // Spec 2 §2: enabled from the transaction form (or for a saved advocate).
    { value: 'dealings', label: 'Advocate Dealing', Panel: DealingsPanel, partOfForm: true, enabled: (id) => id !== null },
  ],
})
