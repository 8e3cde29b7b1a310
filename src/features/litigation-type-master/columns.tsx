import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import type { Columns } from '@/components/data-table/data-table'
import { switchColumn } from '@/shell/row-actions'
import { auditName } from '@/session/session-store'
import { COMMON } from '@/components/texts'
import { STATUSES, statusWord } from './schema'
import { TEXTS, texts } from './texts'

export type LitigationRow = components['schemas']['LitigationRow']

export const columns: Columns<LitigationRow> = [
  { header: TEXTS.code, accessorKey: 'litigationCode' },
  { header: TEXTS.name, accessorKey: 'litigationName' },
  // Spec 3 §2.8: the list's status dropdown saves at once and the list is fetched again (the original reloads the page).
  switchColumn({
    id: 'status',
    header: COMMON.status,
    label: (row) => texts().statusOf(row.litigationName),
    options: STATUSES,
    value: (row) => statusWord(row.activeStatus),
    save: async (row, next) => {
      const body = { encryptedLitigationCode: row.encryptedLitigationCode ?? '', litigationName: row.litigationName, activeStatus: next as (typeof STATUSES)[number], ModifyUser: auditName() }
      return (await api.POST('/update-litigation-type-master', { body })).data!.message
    },
  }),
]
