import type { components } from '@/api/schema.gen'
import type { Columns } from '@/components/data-table/data-table'
import { StatusBadge } from '@/components/status-badge'

type RoleRow = components['schemas']['RoleRow']

export const roleColumns: Columns<RoleRow> = [
  { header: 'Role Id', accessorKey: 'roleId' },
  { header: 'Role Name', accessorKey: 'roleName' },
  { header: 'Active Status', id: 'status', cell: ({ row }) => <StatusBadge status={row.original.status ?? 'S'} /> },
]
