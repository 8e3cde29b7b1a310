import type { components } from '@/api/schema.gen'
import type { Columns } from '@/components/data-table/data-table'
import { StatusBadge } from '@/components/status-badge'
import { TEXTS } from './texts'

type RoleRow = components['schemas']['RoleRow']

export const roleColumns: Columns<RoleRow> = [
  { header: TEXTS.columns.roleId, accessorKey: 'roleId' },
  { header: TEXTS.columns.roleName, accessorKey: 'roleName' },
  { header: TEXTS.columns.activeStatus, id: 'status', cell: ({ row }) => <StatusBadge status={row.original.status ?? 'S'} /> },
]
