import { isValid, lightFormat, parse } from 'date-fns'
import { DISPLAY, WIRE, toWire } from './dates'

/** Dates as users type them (spec §5), apart from dates.ts so pages that only show dates never load date-fns' parse. */
/** Spec §5: accepted input formats DD-MM-YYYY, YYYY-MM-DD, MM/DD/YYYY. */
const INPUT_FORMATS = [DISPLAY, WIRE, 'MM/dd/yyyy'] as const
const REFERENCE = new Date(2000, 0, 1)

export function parseDateInput(text: string): Date | null {
  const value = text.trim()
  for (const pattern of INPUT_FORMATS) {
    if (value.length !== pattern.length) continue
    const date = parse(value, pattern, REFERENCE)
    // Round-tripping rejects what date-fns would otherwise roll over or half-read.
    if (isValid(date) && lightFormat(date, pattern) === value) return date
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
