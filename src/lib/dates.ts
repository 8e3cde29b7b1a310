import { format, isValid, parse } from 'date-fns'

/**
 * The one date module. Calendar dates are plain dates: parsed and formatted in local time
 * from their parts, never through `new Date('YYYY-MM-DD')` (which is UTC and shifts a day west of Greenwich).
 */
export const WIRE = 'yyyy-MM-dd'
export const DISPLAY = 'dd-MM-yyyy'
export const TABLE = 'dd/MM/yyyy'
export const REPORT = 'dd-MMM-yyyy'
export const CLOCK = 'dd-MMM-yyyy h:mm a'

/** Spec §5: accepted input formats DD-MM-YYYY, YYYY-MM-DD, MM/DD/YYYY. */
const INPUT_FORMATS = [DISPLAY, WIRE, 'MM/dd/yyyy'] as const
const REFERENCE = new Date(2000, 0, 1)

export function parseDateInput(text: string): Date | null {
  const value = text.trim()
  for (const pattern of INPUT_FORMATS) {
    if (value.length !== pattern.length) continue
    const date = parse(value, pattern, REFERENCE)
    // Round-tripping rejects what date-fns would otherwise roll over or half-read.
    if (isValid(date) && format(date, pattern) === value) return date
  }
  return null
}

/** A wire date (YYYY-MM-DD, or the date part of a timestamp) as a local date; null when it is not a real date. */
export const parseWire = (value: string | null | undefined): Date | null => {
  // Read by hand rather than with date-fns' parse: every table needs this, and parse is large.
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '')
  if (!m) return null
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return date.getMonth() === Number(m[2]) - 1 && date.getDate() === Number(m[3]) ? date : null
}

export const toWire = (date: Date) => format(date, WIRE)
export const todayWire = (now = new Date()) => format(now, WIRE)

function reformat(value: string | null | undefined, pattern: string) {
  const date = parseWire(value)
  return date ? format(date, pattern) : ''
}

/** Forms show DD-MM-YYYY. */
export const displayDate = (wire: string | null | undefined) => reformat(wire, DISPLAY)
/** Tables show DD/MM/YYYY. */
export const tableDate = (wire: string | null | undefined) => reformat(wire, TABLE)
/** Reports show DD-MMM-YYYY. */
export const reportDate = (wire: string | null | undefined) => reformat(wire, REPORT)
/** Footer clock: DD-MMM-YYYY h:mm A. */
export const clockText = (now: Date) => format(now, CLOCK).replace(/(am|pm)$/i, (m) => m.toUpperCase())

/** A form value in any accepted format to the wire, or '' when it is not a date. */
export function inputToWire(text: string): string {
  const date = parseDateInput(text)
  return date ? toWire(date) : ''
}

export type DateTone = 'past' | 'soon' | 'upcoming'

/**
 * Spec §2.4 row colouring: past dates red, the date two days ahead amber, today and every other
 * future date green. Works on wire dates, so the result never depends on the time zone.
 */
export function dateTone(wire: string, today: string = todayWire()): DateTone {
  const date = parseWire(wire)
  const now = parseWire(today)
  if (!date || !now) return 'upcoming'
  const days = Math.round((date.getTime() - now.getTime()) / 86_400_000)
  if (days < 0) return 'past'
  return days === 2 ? 'soon' : 'upcoming'
}

/** What a date field shows once the user leaves it: any accepted format as DD-MM-YYYY; null if it is not a date. */
export function normalizeDateInput(text: string): string | null {
  const date = parseDateInput(text)
  return date ? format(date, DISPLAY) : null
}
