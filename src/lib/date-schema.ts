import * as z from 'zod/mini'
import { parseDateInput } from './dates'

export const INVALID_DATE = 'Enter a valid date as DD-MM-YYYY'

/**
 * A date field of a form (display text): required with the screen's message, or optional when
 * `required` is omitted; anything typed must be a real date in an accepted format.
 */
export const dateText = (required?: string) =>
  z.string().check(
    z.trim(),
    z.refine((text) => !required || text.length > 0, { error: required ?? '', abort: true }),
    z.refine((text) => text.length === 0 || parseDateInput(text) !== null, INVALID_DATE),
  )

export const FROM_AFTER_TO = 'From Date cannot be greater than To Date'

/**
 * Spec 3 §5: a From/To pair of date fields (display text) where From must not be later than To; the
 * message sits on To. It is checked whenever both dates are readable, even while other fields of the
 * form still fail, so every message shows at the first Save.
 */
export const dateRange = <K extends string>(from: K, to: K) => {
  const dates = (value: unknown) => {
    const record = (value ?? {}) as Record<string, unknown>
    const read = (key: K) => (typeof record[key] === 'string' ? parseDateInput(record[key]) : null)
    return [read(from), read(to)] as const
  }
  return z.refine<Record<K, string>>(
    (value) => {
      const [start, end] = dates(value)
      return !start || !end || start <= end
    },
    { error: FROM_AFTER_TO, path: [to], when: (payload) => dates(payload.value).every((d) => d !== null) },
  )
}
