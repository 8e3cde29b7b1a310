import { intlLocale } from '@/i18n/language'

/** How two rows compare for a sortable column of a DataTable: negative when `a` comes first in ascending order. */
export type Compare<T> = (a: T, b: T) => number

/**
 * The order of text in every list sorted in the browser, in the language on screen (Devanagari names in Hindi's
 * order): numbers inside text by their value ('item 2' before 'ITEM 10') and case and accents ignored ('open' and
 * 'Open' are equal). One collator per language, made the first time it sorts.
 */
const collators = new Map<string, Intl.Collator>()
const collator = (locale: string) => {
  let made = collators.get(locale)
  if (!made) collators.set(locale, (made = new Intl.Collator(locale, { sensitivity: 'base', numeric: true })))
  return made
}
export const naturalOrder = (a: string, b: string) => collator(intlLocale()).compare(a, b)

/** A column's compare from a value of each row (text or a number), in the natural order; an empty value comes first. */
export const byValue =
  <T>(value: (row: T) => string | number | null | undefined): Compare<T> =>
  (a, b) =>
    naturalOrder(String(value(a) ?? ''), String(value(b) ?? ''))
