import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import type { Columns } from '@/components/data-table/data-table'
import { toast } from '@/components/toast'
import { auditName } from '@/session/session-store'
import { STATUSES, statusWord } from './schema'

export type LitigationRow = components['schemas']['LitigationRow']

/**
 * Spec 3 §2.8: the list's status dropdown saves at once (update-litigation-type-master) and the list
 * is fetched again (the original reloads the page after 0.5 s).
 */
function StatusSwitch({ row }: { row: LitigationRow }) {
  const queryClient = useQueryClient()
  const [value, setValue] = useState(statusWord(row.activeStatus))
  const [busy, setBusy] = useState(false)
  const change = async (next: (typeof STATUSES)[number]) => {
    const before = value
    setValue(next)
    setBusy(true)
    try {
      const { data } = await api.POST('/update-litigation-type-master', {
        body: { encryptedLitigationCode: row.encryptedLitigationCode ?? '', litigationName: row.litigationName, activeStatus: next, ModifyUser: auditName() },
      })
      toast.success(data!.message)
      await queryClient.invalidateQueries()
    } catch (error) {
      setValue(before)
      toast.error(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <select
      className="input py-1"
      aria-label={`Status of ${row.litigationName}`}
      value={value}
      disabled={busy}
      // The row opens on double-click; using the dropdown must not open it.
      onDoubleClick={(event) => event.stopPropagation()}
      onChange={(event) => void change(event.target.value as (typeof STATUSES)[number])}
    >
      {STATUSES.map((s) => (
        <option key={s} value={s}>
          {s}
        </option>
      ))}
    </select>
  )
}

export const columns: Columns<LitigationRow> = [
  { header: 'Code', accessorKey: 'litigationCode' },
  { header: 'Name', accessorKey: 'litigationName' },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusSwitch key={`${row.original.litigationCode}-${row.original.activeStatus}`} row={row.original} /> },
]
