import * as z from 'zod/mini'
import { parseDateInput } from './date-input'
import { formRule } from './form-rule'

const startOfToday = () => new Date(new Date().setHours(0, 0, 0, 0))

export const INVALID_DATE = 'Enter a valid date as DD-MM-YYYY'

/**
 * A date field of a form (display text): required with the screen's message, or optional when
 * `required` is omitted; anything typed must be a real date in an accepted format.
 */
export const dateText = (required?: string) =>
  z.string().check(
    z.trim(),
    z.refine((text) => !required || text.length > 0, required ?? ''),
    z.refine((text) => text.length === 0 || parseDateInput(text) !== null, INVALID_DATE),
  )

export const FROM_AFTER_TO = 'From Date cannot be greater than To Date'

/**
 * Spec 3 §5: a From/To pair of date fields (display text) where From must not be later than To; the
 * message sits on To. A form rule: it is checked even while other fields still fail. With
 * `unsetIsToday` an empty field counts as today, as a report sends it (spec 3 §9).
 */
export const dateRange = <K extends string>(from: K, to: K, { unsetIsToday = false } = {}) =>
  formRule<Record<K, string>>((value, ctx) => {
    const read = (key: K) => {
      const text = typeof value[key] === 'string' ? value[key].trim() : ''
      return text === '' && unsetIsToday ? startOfToday() : parseDateInput(text)
    }
    const [start, end] = [read(from), read(to)]
    if (start && end && start > end) ctx.addIssue({ code: 'custom', message: FROM_AFTER_TO, path: [to] })
  })
