import { lightFormat } from 'date-fns'
import { DISPLAY, toWire } from './dates'

/**
 * Dates as users type them. Spec §5 accepts exactly three all-digit formats, DD-MM-YYYY, YYYY-MM-DD and
 * MM/DD/YYYY, so they are read by pattern rather than with date-fns' parse: parse carries every token and a
 * locale (about 7 KB on every page with a form) for what three patterns say.
 */
const INPUT_FORMATS: [RegExp, (m: string[]) => [year: string, month: string, day: string]][] = [
  [/^(\d{2})-(\d{2})-(\d{4})$/, ([, d, m, y]) => [y, m, d]],
  [/^(\d{4})-(\d{2})-(\d{2})$/, ([, y, m, d]) => [y, m, d]],
  [/^(\d{2})\/(\d{2})\/(\d{4})$/, ([, m, d, y]) => [y, m, d]],
]

export function parseDateInput(text: string): Date | null {
  const value = text.trim()
  for (const [pattern, parts] of INPUT_FORMATS) {
    const m = pattern.exec(value)
    if (!m) continue
    const [year, month, day] = parts(m).map(Number)
    const date = new Date(2000, 0, 1)
    // setFullYear, not the constructor, which reads years 0–99 as 1900–1999.
    date.setFullYear(year, month - 1, day)
    // A day the month does not have (31-04, 29-02 of a common year) rolls over: it is refused.
    return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day ? date : null
  }
  return null
}

/** A form value in any accepted format to the wire, or '' when it is not a date. */
export function inputToWire(text: string): string {
  const date = parseDateInput(text)
  return date ? toWire(date) : ''
}

/** What a date field shows once the user leaves it: any accepted format as DD-MM-YYYY; null if it is not a date. */
export function normalizeDateInput(text: string): string | null {
  const date = parseDateInput(text)
  return date ? lightFormat(date, DISPLAY) : null
}
