import type { ComponentType } from 'react'
import type { RowData } from '@tanstack/react-table'
import type { z } from 'zod/mini'
import type { PostData, PostPath } from './calls'
import type { Filters, ListSpec } from './define-module'

/** Spec 3 §5: a rule the report shows as a toast for this long rather than beside a field ('Please select client first'). */
export const NEEDS_TOAST_MS = 5_000

/**
 * A report screen of spec 3 §2.13, declared as one object: its filters (a zod/mini schema with the spec's
 * messages; `dateRange` of lib/date-range gives the From/To rule), an optional paged table of what they select, and the PDF
 * of the same report. A report without filters shows its table at once. The shell builds the tab, the buttons, the table and the PDF flow from it.
 */
export interface ReportDefinition<F extends Filters, Row extends RowData, P extends PostPath> {
  title: string
  /** The one tab's label; the title by default. */
  tab?: string
  /** Left out for a report of the signed-in user's own records (the subscription list): its table then loads at once. */
  /** `empty` may be a function when it depends on the day: unset report dates are today (spec 3 §9). */
  filters?: { schema: z.ZodMiniType<F, F>; empty: F | (() => F); Fields: ComponentType }
  /**
   * Above the filters: what the report is about and actions on it, given the table's latest answer and the
   * filters it was asked with (null before the first search): the advocate's name, a renewal button.
   */
  Intro?: ComponentType<{ data: PostData<P> | undefined; filters: F | null }>
  /** A rule shown as a toast for 5 s instead of running the report (its message, or null when met). */
  needs?: (filters: F) => string | null
  /** The rows the filters select, paged; the call gets the filters as the user last searched them. */
  table?: ListSpec<Row, P, F> & { searchLabel?: string }
  /** The PDF of the same report, opened in a new tab and downloaded. */
  pdf?: {
    label: string
    fileName: string
    call: (filters: F) => Promise<Blob | undefined>
    /** Spec 3 §4: some reports offer the PDF only once the table has rows. */
    needsRows?: boolean
  }
}

export const defineReport = <F extends Filters, Row extends RowData, P extends PostPath>(definition: ReportDefinition<F, Row, P>) => definition
