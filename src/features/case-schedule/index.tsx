import { useFormContext, useWatch } from 'react-hook-form'
import { Link } from '@tanstack/react-router'
import { Pencil } from 'lucide-react'
import { api } from '@/api/client'
import { AddToCalendarButton } from '@/case-actions/add-to-calendar'
import type { components } from '@/api/schema.gen'
import type { Columns } from '@/components/data-table/data-table'
import { DateInput } from '@/components/form/form-fields'
import { reportDate } from '@/lib/dates'
import { ClientCasePicker, ClientPicker, CourtPicker } from '@/lookups/pickers'
import { currentAdvocateCode } from '@/session/session-store'
import { defineReport } from '@/shell/define-report'
import { emptyFilters, scheduleFilters, toRequest, type ScheduleFilters } from './schema'

type Row = components['schemas']['ReportCaseScheduleRow']

/** Spec 3 §9: 5 rows by default; 5, 10, 20, 30 or 40. */
export const PAGE_SIZE = 5
export const PAGE_SIZES = [5, 10, 20, 30, 40] as const
/** The file name the dashboard's calendar gives the same report (spec 1 §2.4). */
export const PDF_FILE = 'CaseSchedule.pdf'


function ScheduleFields() {
  const { setValue } = useFormContext<ScheduleFilters>()
  const clientCode = useWatch<ScheduleFilters, 'clientCode'>({ name: 'clientCode' })
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {/* Another client has other cases: the case number is cleared. */}
      <ClientPicker name="clientCode" label="Client" onValueChange={() => setValue('clientCaseNo', '')} />
      <ClientCasePicker name="clientCaseNo" label="Case No" clientCode={clientCode} />
      <CourtPicker name="courtCode" label="Court" />
      <DateInput name="fromDate" label="From Date" />
      <DateInput name="toDate" label="To Date" />
    </div>
  )
}

const text = (key: keyof Row) => ({ header: '', accessorFn: (row: Row) => (row[key] as string | null | undefined) ?? '' })

/**
 * The next date heads each group of rows (see `groups` below) rather than taking a column: the eleven other
 * columns and the edit icon then fit a laptop screen, long texts wrapping within their widths.
 */
const COLUMNS: Columns<Row> = [
  { header: 'Previous Date', id: 'previousDate', cell: ({ row }) => reportDate(row.original.previousDate), meta: { kind: 'nowrap' } },
  { ...text('courtName'), header: 'Court Name', meta: { width: 'normal' } },
  { ...text('courtNo'), header: 'Court No', meta: { kind: 'nowrap' } },
  // The case number is what a row is known by: it stays in view while a phone scrolls the table sideways.
  { ...text('clientCaseNo'), header: 'Client Case No', meta: { kind: 'nowrap', sticky: true } },
  { ...text('caseType'), header: 'Case Type', meta: { width: 'normal' } },
  { ...text('caseTitle'), header: 'Case Title', meta: { width: 'wide' } },
  { ...text('party'), header: 'Party' },
  { ...text('purpose'), header: 'Purpose', meta: { width: 'narrow' } },
  { ...text('judgeName'), header: 'Judge Name', meta: { width: 'normal' } },
  { ...text('clientName'), header: 'Client Name', meta: { width: 'normal' } },
  {
    header: 'Edit',
    id: 'edit',
    meta: { kind: 'action' },
    // Spec 3 §2.13: the next-date screen opens in a new tab, the schedule stays.
    cell: ({ row }) => (
      <Link
        to="/case-next-date/$id"
        params={{ id: row.original.encryptedCaseId ?? '' }}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex rounded-md p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
        aria-label={`Update next date of ${row.original.clientCaseNo ?? ''} (opens in a new tab)`}
      >
        <Pencil size={16} aria-hidden="true" />
      </Link>
    ),
  },
]

/** Spec 3 §2.13: the hearings of a date range, grouped by next date and by court within a date, and its PDF. */
export const scheduleReport = defineReport({
  title: 'Case Schedule',
  // Issue 14: the practice's hearings of a range (this week by default) for a phone's calendar.
  Intro: () => (
    <div className="flex justify-end">
      <AddToCalendarButton />
    </div>
  ),
  filters: { schema: scheduleFilters, empty: emptyFilters(), Fields: ScheduleFields },
  table: {
    path: '/get-client-case-schedule-list',
    searchLabel: 'Generate Report',
    body: (state, filters: ScheduleFilters) => ({ PageNumber: state.page, PageSize: state.size, EncryptedAdvocateCode: currentAdvocateCode(), ...toRequest(filters), isGeneratePDF: false }),
    rows: (data) => data.caseScheduleList,
    total: (data) => data.caseScheduleCount,
    columns: COLUMNS,
    rowId: (row: Row) => `${row.encryptedCaseId}|${row.nextHearingDate}`,
    // Spec 3 §2.13 lists the schedule's columns without a serial number, as its PDF prints them.
    serialHeader: false,
    // Spec 3 §2.13: rows grouped by next date, as the provider orders them (by date, then court).
    groups: { by: (row: Row) => row.nextHearingDate ?? '', label: (row: Row) => `Next Date: ${reportDate(row.nextHearingDate)}` },
    pageSize: PAGE_SIZE,
    pageSizes: PAGE_SIZES,
  },
  pdf: {
    label: 'Download PDF',
    fileName: PDF_FILE,
    call: async (filters) =>
      (await api.POST('/get-client-case-schedule-list', { body: { PageNumber: 1, PageSize: PAGE_SIZE, EncryptedAdvocateCode: currentAdvocateCode(), ...toRequest(filters), isGeneratePDF: true }, parseAs: 'blob' })).data,
  },
})
