import type { components } from '@/api/schema.gen'
import type { Columns } from '@/components/data-table/data-table'
import { StatusBadge } from '@/components/status-badge'
import { COMMON } from '@/components/texts'
import { TEXTS, texts } from './texts'

const C = TEXTS.columns
/** A value by name in the language on screen; one the app does not know as the provider sent it. */
const named = (names: Readonly<Record<string, string>>, value: string | null | undefined) => (value ? (names[value] ?? value) : '')

type Job = components['schemas']['SchedulerJob']

export const columns: Columns<Job> = [
  { header: C.jobName, accessorKey: 'jobName' },
  // A job's type and day by name in the language on screen; the provider's values stay English.
  { header: C.jobType, id: 'jobType', accessorFn: (row) => named(texts().scheduler.jobTypes, row.jobType) },
  { header: C.weekDay, accessorFn: (row) => named(texts().scheduler.weekDays, row.weekDay), id: 'weekDay' },
  { header: C.monthDate, accessorFn: (row) => row.monthDate ?? '', id: 'monthDate' },
  { header: C.time, accessorKey: 'triggerTime' },
  { id: 'status', header: COMMON.status, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
]
