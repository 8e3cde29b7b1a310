import { useState } from 'react'
import { FormProvider, useForm, type Resolver } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import * as z from 'zod/mini'
import { useNavigate } from '@tanstack/react-router'
import type { RowData } from '@tanstack/react-table'
import { FileDown, Search } from 'lucide-react'
import { NO_RECORDS } from '@/components/data-table/texts'
import { useTableState } from '@/components/data-table/use-table-state'
import { toast } from '@/components/toast'
import type { PostPath } from './calls'
import type { Filters, ListSpec } from './define-module'
import { NEEDS_TOAST_MS, type ReportDefinition } from './define-report'
import { DEFAULT_PAGE_SIZE, ListView } from './list-view'
import { PageFrame, SingleTab } from './page-frame'
import { usePdfReport } from './pdf-report'
import { Toolbar } from './toolbar'
import { useList } from './use-list'
import { useTranslate } from '@/i18n/texts'
import { useTexts } from './texts'

/** A report without filters: nothing to choose, its table loads at once. */
const NO_FILTERS = { schema: z.object({}), empty: {}, Fields: () => null }

/** The report page shape: filters, Search and a paged table, and the PDF; 'No records found!' for an empty or failed answer. */
export function ReportPage<F extends Filters, Row extends RowData, P extends PostPath>({ report }: { report: ReportDefinition<F, Row, P> }) {
  const t = useTexts().report
  const translate = useTranslate()
  const filters = (report.filters ?? NO_FILTERS) as NonNullable<ReportDefinition<F, Row, P>['filters']>
  const [empty] = useState(() => (typeof filters.empty === 'function' ? filters.empty() : filters.empty))
  const form = useForm<F>({ resolver: zodResolver(filters.schema) as unknown as Resolver<F>, defaultValues: empty as never })
  /** The filters as last searched: the table shows their rows until the user searches again. */
  const [searched, setSearched] = useState<F | null>(report.filters ? null : empty)
  const table = report.table as (ListSpec<Row, PostPath, Filters> & { searchLabel?: string }) | undefined
  const state = useTableState('report', table?.pageSize ?? DEFAULT_PAGE_SIZE)
  const list = useList(table, state, searched ?? {}, searched !== null)
  const pdf = usePdfReport({ fileName: report.pdf?.fileName ?? '', call: (filters: F) => report.pdf!.call(filters) })
  // A report holds nothing to lose: Exit goes straight to /dashboard (spec §2.5).
  const navigate = useNavigate()

  /** Runs `then` with valid filters; a rule of `needs` is a 5 s toast instead. */
  const withFilters = (then: (filters: F) => void) =>
    form.handleSubmit((filters) => {
      const missing = report.needs?.(filters)
      if (missing) toast.error(missing, { duration: NEEDS_TOAST_MS })
      else then(filters)
    })()
  const search = () =>
    withFilters((filters) => {
      setSearched(filters)
      state.setPage(1)
    })
  const hasRows = list.status === 'success' && (list.rows?.length ?? 0) > 0
  const pdfBlocked = report.pdf?.needsRows && !hasRows
  const generate = () => withFilters((filters) => pdf.mutate(searched && table ? searched : filters))

  return (
    <PageFrame title={report.title} toolbar={<Toolbar onExit={() => void navigate({ to: '/dashboard' })} />}>
      <SingleTab label={report.tab ?? report.title} className="space-y-4">
        {report.Intro && <report.Intro data={list.data as never} filters={searched} />}
        {report.filters && (
          <FormProvider {...form}>
            <form
              noValidate
              aria-label={t.filtersOf(translate(report.title))}
              className="card space-y-4 p-4 sm:p-6"
              onSubmit={(event) => {
                event.preventDefault()
                // Enter searches; a report that is only a PDF generates it.
                if (table) void search()
                else if (report.pdf && !pdf.isPending) void generate()
              }}
            >
              <report.filters.Fields />
              <div className="flex flex-wrap gap-2">
                {table && (
                  <button type="submit" className="btn-primary">
                    <Search size={16} aria-hidden="true" /> {table.searchLabel ? translate(table.searchLabel) : t.searchRecord}
                  </button>
                )}
                {report.pdf && (
                  <button
                    type="button"
                    className={table ? 'btn-secondary' : 'btn-primary'}
                    disabled={pdf.isPending || pdfBlocked}
                    onClick={() => void generate()}
                  >
                    <FileDown size={16} aria-hidden="true" /> {pdf.isPending ? t.preparing : translate(report.pdf.label)}
                  </button>
                )}
              </div>
            </form>
          </FormProvider>
        )}
        {table && searched && (
          // Spec 3 §8: an empty or failed report list shows 'No records found!'.
          <ListView label={report.title} spec={{ ...table, failedText: NO_RECORDS, emptyText: NO_RECORDS }} list={list} state={state} filters={searched ?? {}} searchable={false} />
        )}
      </SingleTab>
    </PageFrame>
  )
}
