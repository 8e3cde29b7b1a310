/** How two rows compare for a sortable column of a DataTable: negative when `a` comes first in ascending order. */
export type Compare<T> = (a: T, b: T) => number

/**
 * The order of text in every list sorted in the browser: numbers inside text by their value ('item 2'
 * before 'ITEM 10') and case and accents ignored ('open' and 'Open' are equal).
 */
const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' })
export const naturalOrder = (a: string, b: string) => collator.compare(a, b)

/** A column's compare from a value of each row (text or a number), in the natural order; an empty value comes first. */
export const byValue =
  <T>(value: (row: T) => string | number | null | undefined): Compare<T> =>
  (a, b) =>
    naturalOrder(String(value(a) ?? ''), String(value(b) ?? ''))
