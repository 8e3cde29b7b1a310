import type { components } from '@/api/schema.gen'
import type { Columns } from '@/components/data-table/data-table'
import { StatusBadge } from '@/components/status-badge'

type Job = components['schemas']['SchedulerJob']

export const columns: Columns<Job> = [
  { header: 'Job Name', accessorKey: 'jobName' },
  { header: 'Job Type', accessorKey: 'jobType' },
  { header: 'Week Day', accessorFn: (row) => row.weekDay || '' , id: 'weekDay' },
  { header: 'Month Date', accessorFn: (row) => row.monthDate ?? '', id: 'monthDate' },
  { header: 'Time', accessorKey: 'triggerTime' },
  { id: 'status', header: 'Status', cell: ({ row }) => <StatusBadge status={row.original.status} /> },
]
