import type { ReactNode } from 'react'

/**
 * How a column of the DataTable lays out its cells, declared on the column as `meta`. A wide report keeps
 * its key columns on a laptop screen by wrapping its text within sensible widths, and never by scrolling
 * its amounts or its controls out of sight.
 */
export interface ColumnLook {
  /**
   * - 'text' (the default): wraps between words; with `width`, within that width range.
   * - 'number': amounts and counts, right-aligned on one line with figures of equal width, so a column of
   *   them lines up and no amount breaks over two lines.
   * - 'nowrap': a value read whole on one line: a date ('02-Oct-2026' would break at its hyphens), a case number.
   * - 'action': a control (an icon link, a button), as narrow as it is.
   */
  kind?: 'text' | 'number' | 'nowrap' | 'action'
  /**
   * For text that can be long (a case title, a court, a name): how narrow the column may get (a longer word
   * then breaks rather than pushing the table wider) and how wide it grows before wrapping, so one long
   * title cannot take the room of the columns after it.
   */
  width?: 'narrow' | 'normal' | 'wide'
  /** The row's key (a case number): it stays in view while the table scrolls sideways on a narrow screen. */
  sticky?: boolean
}

/**
 * Each width as a box inside the cell: table cells ignore max-width, a box inside them does not. From a laptop's
 * width a word longer than the narrowest width breaks, so that the table fits the screen rather than scrolling;
 * a phone scrolls the table anyway, and there words stay whole.
 */
const WRAP = 'break-words lg:[overflow-wrap:anywhere]'
export const WIDTH_CLASS: Record<NonNullable<ColumnLook['width']>, string> = {
  narrow: `min-w-18 max-w-32 ${WRAP}`,
  normal: `min-w-20 max-w-48 ${WRAP}`,
  wide: `min-w-28 max-w-72 ${WRAP}`,
}

const KIND_CLASS: Record<NonNullable<ColumnLook['kind']>, string> = {
  text: '',
  number: 'whitespace-nowrap text-end tabular-nums',
  nowrap: 'whitespace-nowrap',
  // The narrowest the control allows: the text columns get the room.
  action: 'w-px whitespace-nowrap',
}

/**
 * A sticky cell hides what scrolls under it: it takes its row's background (rows set theirs) and a line on
 * its far side marks the edge.
 */
const STICKY_CLASS = 'sticky start-0 z-[1] bg-inherit shadow-[inset_-1px_0_0_var(--color-slate-200)] rtl:shadow-[inset_1px_0_0_var(--color-slate-200)] dark:shadow-[inset_-1px_0_0_var(--color-slate-700)] dark:rtl:shadow-[inset_1px_0_0_var(--color-slate-700)]'

/** The classes a body cell of a column gets (padding apart). */
export const cellClass = (look: ColumnLook | undefined) => [KIND_CLASS[look?.kind ?? 'text'], look?.sticky ? STICKY_CLASS : ''].filter(Boolean).join(' ')

/**
 * A header cell aligns as its column does. Its words wrap whatever the kind ('Consulting Fees' on two lines
 * is narrower than any amount under it), but never break.
 */
export const headerClass = (look: ColumnLook | undefined) =>
  [look?.kind === 'number' ? 'text-end' : 'text-start', look?.kind === 'action' ? 'w-px whitespace-nowrap' : '', look?.sticky ? STICKY_CLASS : ''].filter(Boolean).join(' ')

/**
 * Rows grouped under a header row, e.g. the hearings of one next date. A group is a run of rows next to each
 * other with the same key, so the rows come in the group's order (the provider sorts them); a group that
 * goes on from the previous page starts this page with its header again.
 */
export interface RowGroups<T> {
  by: (row: T) => string
  /** What the group's header row says, e.g. 'Next Date: 12-Mar-2026'. */
  label: (row: T) => ReactNode
}

/** Consecutive runs of items with the same key, in their order. */
export function runs<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const out: T[][] = []
  let last: string | undefined
  for (const item of items) {
    const k = key(item)
    if (out.length && k === last) out[out.length - 1].push(item)
    else out.push([item])
    last = k
  }
  return out
}
