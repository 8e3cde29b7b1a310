import type { components } from '@/api/schema.gen'
import type { Columns } from '@/components/data-table/data-table'
import { reportDate } from '@/lib/dates'
import { rupees } from '@/lib/money'
import { currentAdvocateCode } from '@/session/session-store'
import type { AnyList, ListSpec } from '@/shell/define-module'
import { NO_RECORDS } from '@/components/data-table/texts'
import { toRequest, type StatementFilters } from './schema'
import { TEXTS, texts, useTexts } from './texts'

type CaseRow = components['schemas']['ReportCaseRow']
type MergedRow = components['schemas']['ReportMergedRow']
type Statement = components['schemas']['ReportClientStatement']

/** Spec 3 §9: 5 rows by default; 5, 10, 20, 30 or 40. */
export const PAGE_SIZE = 5
export const PAGE_SIZES = [5, 10, 20, 30, 40] as const

/**
 * The statement's two lists over one call. Typed here rather than with defineList: importing the module
 * definitions at run time would split them into a chunk that /case-registration then loads too.
 */
const declare = <Row extends object>(spec: ListSpec<Row, '/client-report-detail', StatementFilters>) => spec as unknown as AnyList
const amount = (value: unknown) => rupees(Number(value || 0))
const body = (isGeneratePDF: boolean) => (state: { page: number; size: number }, filters: StatementFilters) => ({
  PageNumber: state.page,
  PageSize: state.size,
  EncryptedAdvocateCode: currentAdvocateCode(),
  ...toRequest(filters),
  isGeneratePDF,
})
export const pdfBody = (filters: StatementFilters) => body(true)({ page: 1, size: PAGE_SIZE }, filters)

/** The Total Amount line under the table (spec 3 §2.13); the Summary adds what the balances come to. */
function Totals({ data, summary }: { data: Statement; summary: boolean }) {
  const t = useTexts()
  const cases = data.caseReport
  return (
    <p className="flex flex-wrap justify-end gap-x-6 gap-y-1 px-3 py-2 text-sm font-semibold" role="status">
      {summary && <span>{t.totals.consultingFees(amount(cases?.totalConsultingFees))}</span>}
      <span>{t.totals.totalAmount(amount(data.paymentReport?.totalAmount ?? data.paymentReport?.clientTotalAmount))}</span>
      {summary && <span>{t.totals.balance(amount(cases?.totalBalance))}</span>}
    </p>
  )
}

/** Summary: one row per case; its Case No. narrows the report to that case. */
export const summaryList = (narrow: (clientCode: string, caseNo: string) => void) =>
  declare({
    path: '/client-report-detail',
    body: body(false),
    rows: (data) => data.caseReport?.caseReportList,
    total: (data) => data.caseReport?.reportCount,
    columns: [
      {
        header: TEXTS.columns.caseNo,
        id: 'caseNo',
        // The row's key: it stays in view while a phone scrolls the amounts sideways.
        meta: { kind: 'nowrap', sticky: true },
        cell: ({ row }) => (
          <button type="button" className="text-start text-brand-700 underline hover:no-underline dark:text-sky-300" onClick={() => narrow(row.original.clientCode ?? '', row.original.caseNo)} aria-label={texts().statementOfCase(row.original.caseNo)}>
            {row.original.caseNo}
          </button>
        ),
      },
      { header: TEXTS.columns.caseTitle, accessorFn: (row: CaseRow) => row.caseTitle, meta: { width: 'wide' } },
      { header: TEXTS.columns.caseNature, accessorFn: (row: CaseRow) => row.caseNature ?? '', meta: { width: 'narrow' } },
      { header: TEXTS.columns.hearing, accessorFn: (row: CaseRow) => row.noOFHearing ?? 0, meta: { kind: 'number' } },
      { header: TEXTS.columns.consultingFees, accessorFn: (row: CaseRow) => amount(row.consultingFees), meta: { kind: 'number' } },
      { header: TEXTS.columns.receiveAmount, accessorFn: (row: CaseRow) => amount(row.receiveAmount), meta: { kind: 'number' } },
      { header: TEXTS.columns.balance, accessorFn: (row: CaseRow) => amount(row.balance), meta: { kind: 'number' } },
    ] satisfies Columns<CaseRow>,
    rowId: (row: CaseRow) => row.caseNo,
    pageSize: PAGE_SIZE,
    pageSizes: PAGE_SIZES,
    emptyText: NO_RECORDS,
    toastOnFailure: true,
    footer: (data) => <Totals data={data} summary />,
  })

/** Whether a row starts its case's group on the page: the case cells show there and are merged below it. */
const startsCase = (rows: { original: MergedRow }[], index: number) => index === 0 || rows[index - 1]?.original.caseNo !== rows[index].original.caseNo
/** A case cell: shown on the group's first row; the rows below keep it for screen readers only. */
const caseCell =
  (text: (row: MergedRow) => string) =>
  ({ row, table }: { row: { index: number; original: MergedRow }; table: { getRowModel: () => { rows: { original: MergedRow }[] } } }) =>
    startsCase(table.getRowModel().rows, row.index) ? text(row.original) : <span className="sr-only">{text(row.original)}</span>

/** Details: the payments, the case cells merged across the case's rows (spec 3 §2.13). */
export const detailsList = declare({
  path: '/client-report-detail',
  body: body(false),
  rows: (data) => data.mergedList,
  total: (data) => data.paymentReport?.paymentReportCount,
  columns: [
    { header: TEXTS.columns.caseNo, id: 'caseNo', cell: caseCell((r) => r.caseNo), meta: { kind: 'nowrap', sticky: true } },
    { header: TEXTS.columns.caseTitle, id: 'caseTitle', cell: caseCell((r) => r.caseTitle ?? ''), meta: { width: 'wide' } },
    { header: TEXTS.columns.caseNature, id: 'caseNature', cell: caseCell((r) => r.caseNature ?? ''), meta: { width: 'narrow' } },
    { header: TEXTS.columns.hearings, id: 'hearings', cell: caseCell((r) => String(r.noOfHearing ?? 0)), meta: { kind: 'number' } },
    { header: TEXTS.columns.consultingFees, id: 'fees', cell: caseCell((r) => amount(r.consultingFees)), meta: { kind: 'number' } },
    { header: TEXTS.columns.paymentDate, accessorFn: (row: MergedRow) => reportDate(row.paymentDate), meta: { kind: 'nowrap' } },
    { header: TEXTS.columns.amount, accessorFn: (row: MergedRow) => amount(row.amount), meta: { kind: 'number' } },
  ] satisfies Columns<MergedRow>,
  rowId: (row: MergedRow) => `${row.caseNo}|${row.paymentDate}|${row.amount}`,
  pageSize: PAGE_SIZE,
  pageSizes: PAGE_SIZES,
  emptyText: NO_RECORDS,
  toastOnFailure: true,
  footer: (data) => <Totals data={data} summary={false} />,
})
