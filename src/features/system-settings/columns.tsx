import type { components } from '@/api/schema.gen'
import type { Columns } from '@/components/data-table/data-table'
import { StatusBadge } from '@/components/status-badge'
import { COMMON } from '@/components/texts'
import { TEXTS } from './texts'

const C = TEXTS.columns

type Job = components['schemas']['SchedulerJob']

export const columns: Columns<Job> = [
  { header: C.jobName, accessorKey: 'jobName' },
  { header: C.jobType, accessorKey: 'jobType' },
  { header: C.weekDay, accessorFn: (row) => row.weekDay || '' , id: 'weekDay' },
  { header: C.monthDate, accessorFn: (row) => row.monthDate ?? '', id: 'monthDate' },
  { header: C.time, accessorKey: 'triggerTime' },
  { id: 'status', header: COMMON.status, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
]
