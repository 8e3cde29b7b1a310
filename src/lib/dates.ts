import { format } from 'date-fns'

/**
 * The one date module. Calendar dates are plain dates: parsed and formatted in local time
 * from their parts, never through `new Date('YYYY-MM-DD')` (which is UTC and shifts a day west of Greenwich).
 * Reading what a user typed is in date-input.ts: date-fns' parse is large, and pages that only show
 * dates (the dashboard) do not load it.
 */
export const WIRE = 'yyyy-MM-dd'
export const DISPLAY = 'dd-MM-yyyy'
export const TABLE = 'dd/MM/yyyy'
export const REPORT = 'dd-MMM-yyyy'
export const CLOCK = 'dd-MMM-yyyy h:mm a'

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
