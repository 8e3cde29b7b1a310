import { formRule } from './form-rule'
import { inputToWire, parseDateInput } from './date-input'
import { todayWire } from './dates'

/**
 * The From/To dates of the report screens (spec 3 §5, §9), apart from date-schema.ts so only the
 * reports load them (the data-entry pages share date-schema's chunk).
 */
export const FROM_AFTER_TO = 'From Date cannot be greater than To Date'

const startOfToday = () => new Date(new Date().setHours(0, 0, 0, 0))

/**
 * A From/To pair of date fields (display text) where From must not be later than To; the message sits
 * on To. A form rule: it is checked even while other fields still fail. With `unsetIsToday` an empty
 * field counts as today, as a report sends it.
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

/** A report's date field to the wire: an unset one is today (spec 3 §9). */
export const reportDateToWire = (text: string, now = new Date()) => inputToWire(text) || todayWire(now)
