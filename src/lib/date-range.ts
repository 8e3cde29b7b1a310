import { inputToWire, parseDateInput } from './date-input'
import { toWire, todayWire } from './dates'
import { formRule } from './form-rule'
import { TEXTS } from './texts'

/** The From/To dates of reports, apart from date-schema.ts and date-input.ts so that other pages do not carry them. */
const startOfToday = () => new Date(new Date().setHours(0, 0, 0, 0))

export const FROM_AFTER_TO = TEXTS.fromAfterTo

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

/** A report's date field to the wire: an unset one is today (spec 3 §9). */
export const reportDateToWire = (text: string, now = new Date()) => inputToWire(text) || todayWire(now)

/** The week of `now`, Monday to Sunday, as wire dates. */
export function weekWire(now = new Date()): { from: string; to: string } {
  const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7))
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6)
  return { from: toWire(monday), to: toWire(sunday) }
}
