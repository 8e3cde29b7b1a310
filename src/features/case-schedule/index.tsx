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
import { COMMON, useCommon } from '@/components/texts'
import { emptyFilters, scheduleFilters, toRequest, type ScheduleFilters } from './schema'
import { TEXTS, texts, useTexts } from './texts'

type Row = components['schemas']['ReportCaseScheduleRow']

/** Spec 3 §9: 5 rows by default; 5, 10, 20, 30 or 40. */
export const PAGE_SIZE = 5
export const PAGE_SIZES = [5, 10, 20, 30, 40] as const
/** The file name the dashboard's calendar gives the same report (spec 1 §2.4). */
export const PDF_FILE = 'CaseSchedule.pdf'


function ScheduleFields() {
  const c = useCommon().fields
  const { setValue } = useFormContext<ScheduleFilters>()
  const clientCode = useWatch<ScheduleFilters, 'clientCode'>({ name: 'clientCode' })
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {/* Another client has other cases: the case number is cleared. */}
      <ClientPicker name="clientCode" label={c.client} onValueChange={() => setValue('clientCaseNo', '')} />
      <ClientCasePicker name="clientCaseNo" label={c.caseNo} clientCode={clientCode} />
      <CourtPicker name="courtCode" label={c.court} />
      <DateInput name="fromDate" label={c.fromDate} />
      <DateInput name="toDate" label={c.toDate} />
    </div>
  )
}

/** The edit icon of a row: opens its next-date screen. */
function EditLink({ row }: { row: Row }) {
  const t = useTexts()
  return (
    <Link
      to="/case-next-date/$id"
      params={{ id: row.encryptedCaseId ?? '' }}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex rounded-md p-1 hover:bg-slate-100 dark:hover:bg-slate-800"
      aria-label={t.editLabel(row.clientCaseNo ?? '')}
    >
      <Pencil size={16} aria-hidden="true" />
    </Link>
  )
}

const text = (key: keyof Row) => ({ header: '', accessorFn: (row: Row) => (row[key] as string | null | undefined) ?? '' })

/**
 * The next date heads each group of rows (see `groups` below) rather than taking a column: the eleven other
 * columns and the edit icon then fit a laptop screen, long texts wrapping within their widths.
 */
const COLUMNS: Columns<Row> = [
  { header: TEXTS.columns.previousDate, id: 'previousDate', cell: ({ row }) => reportDate(row.original.previousDate), meta: { kind: 'nowrap' } },
  { ...text('courtName'), header: COMMON.fields.courtName, meta: { width: 'normal' } },
  { ...text('courtNo'), header: COMMON.fields.courtNo, meta: { kind: 'nowrap' } },
  // The case number is what a row is known by: it stays in view while a phone scrolls the table sideways.
  { ...text('clientCaseNo'), header: TEXTS.columns.clientCaseNo, meta: { kind: 'nowrap', sticky: true } },
  { ...text('caseType'), header: TEXTS.columns.caseType, meta: { width: 'normal' } },
  { ...text('caseTitle'), header: TEXTS.columns.caseTitle, meta: { width: 'wide' } },
  { ...text('party'), header: TEXTS.columns.party },
  { ...text('purpose'), header: COMMON.fields.purpose, meta: { width: 'narrow' } },
  { ...text('judgeName'), header: TEXTS.columns.judgeName, meta: { width: 'normal' } },
  { ...text('clientName'), header: COMMON.fields.clientName, meta: { width: 'normal' } },
  {
    header: COMMON.edit,
    id: 'edit',
    meta: { kind: 'action' },
    // Spec 3 §2.13: the next-date screen opens in a new tab, the schedule stays.
    cell: ({ row }) => <EditLink row={row.original} />,
  },
]

/** Spec 3 §2.13: the hearings of a date range, grouped by next date and by court within a date, and its PDF. */
export const scheduleReport = defineReport({
  title: TEXTS.title,
  // Issue 14: the practice's hearings of a range (this week by default) for a phone's calendar.
  Intro: () => (
    <div className="flex justify-end">
      <AddToCalendarButton />
    </div>
  ),
  filters: { schema: scheduleFilters, empty: emptyFilters(), Fields: ScheduleFields },
  table: {
    path: '/get-client-case-schedule-list',
    searchLabel: TEXTS.generate,
    body: (state, filters: ScheduleFilters) => ({ PageNumber: state.page, PageSize: state.size, EncryptedAdvocateCode: currentAdvocateCode(), ...toRequest(filters), isGeneratePDF: false }),
    rows: (data) => data.caseScheduleList,
    total: (data) => data.caseScheduleCount,
    columns: COLUMNS,
    rowId: (row: Row) => `${row.encryptedCaseId}|${row.nextHearingDate}`,
    // Spec 3 §2.13 lists the schedule's columns without a serial number, as its PDF prints them.
    serialHeader: false,
    // Spec 3 §2.13: rows grouped by next date, as the provider orders them (by date, then court).
    groups: { by: (row: Row) => row.nextHearingDate ?? '', label: (row: Row) => texts().nextDate(reportDate(row.nextHearingDate)) },
    pageSize: PAGE_SIZE,
    pageSizes: PAGE_SIZES,
  },
  pdf: {
    label: TEXTS.downloadPdf,
    fileName: PDF_FILE,
    call: async (filters) =>
      (await api.POST('/get-client-case-schedule-list', { body: { PageNumber: 1, PageSize: PAGE_SIZE, EncryptedAdvocateCode: currentAdvocateCode(), ...toRequest(filters), isGeneratePDF: true }, parseAs: 'blob' })).data,
  },
})
