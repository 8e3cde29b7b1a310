import { lightFormat } from 'date-fns'
import { intlLocale } from '@/i18n/language'

/**
 * The one date module. Calendar dates are plain dates: parsed and formatted in local time
 * from their parts, never through `new Date('YYYY-MM-DD')` (which is UTC and shifts a day west of Greenwich).
 * Reading what a user typed is in date-input.ts, which only forms load.
 * Numbers are written with date-fns' lightFormat; month and weekday names come from the browser's Intl in the
 * language on screen (Hindi and Marathi in Devanagari): Intl holds every language at no cost to the pages, where
 * date-fns' format carries a whole locale a language, and date-fns has no Marathi. Typed dates stay numbers only.
 */
export const WIRE = 'yyyy-MM-dd'
export const DISPLAY = 'dd-MM-yyyy'
export const TABLE = 'dd/MM/yyyy'

/** A wire date (YYYY-MM-DD, or the date part of a timestamp) as a local date; null when it is not a real date. */
export const parseWire = (value: string | null | undefined): Date | null => {
  // Read by hand rather than with date-fns' parse: every table needs this, and parse is large.
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '')
  if (!m) return null
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))
  return date.getMonth() === Number(m[2]) - 1 && date.getDate() === Number(m[3]) ? date : null
}

export const toWire = (date: Date) => lightFormat(date, WIRE)
export const todayWire = (now = new Date()) => lightFormat(now, WIRE)

/** `days` after `from`, or the Monday after when that is a Sunday: no court sits on a Sunday. */
export function courtDayAfter(days: number, from = new Date()): Date {
  const day = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days)
  if (day.getDay() === 0) day.setDate(day.getDate() + 1)
  return day
}

/** Month and weekday names in the language on screen, one set of formatters a locale, made when first asked. */
const namers = new Map<string, Record<'month' | 'shortMonth' | 'weekday', Intl.DateTimeFormat>>()
function names() {
  // English names as the spec writes them ('Sep', not en-IN's 'Sept'); digits are never Intl's (mr writes its own).
  const locale = intlLocale() === 'en-IN' ? 'en-US' : intlLocale()
  let found = namers.get(locale)
  if (!found) {
    const make = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options)
    found = { month: make({ month: 'long' }), shortMonth: make({ month: 'short' }), weekday: make({ weekday: 'long' }) }
    namers.set(locale, found)
  }
  return found
}
const MONTH = { format: (date: Date) => names().month.format(date) }
const SHORT_MONTH = { format: (date: Date) => names().shortMonth.format(date) }
const WEEKDAY = { format: (date: Date) => names().weekday.format(date) }

/** 'November 2026'. */
export const monthTitle = (date: Date) => `${MONTH.format(date)} ${date.getFullYear()}`
/** 'Monday'. */
export const weekdayName = (date: Date) => WEEKDAY.format(date)
/** 'Monday 23 November 2026', what a calendar day is announced as. */
export const spokenDate = (date: Date) => `${weekdayName(date)} ${date.getDate()} ${MONTH.format(date)} ${date.getFullYear()}`
/** DD-MMM-YYYY. */
const reportText = (date: Date) => `${lightFormat(date, 'dd')}-${SHORT_MONTH.format(date)}-${date.getFullYear()}`

function reformat(value: string | null | undefined, write: (date: Date) => string) {
  const date = parseWire(value)
  return date ? write(date) : ''
}

/** Forms show DD-MM-YYYY. */
export const displayDate = (wire: string | null | undefined) => reformat(wire, (d) => lightFormat(d, DISPLAY))
/** Tables show DD/MM/YYYY. */
export const tableDate = (wire: string | null | undefined) => reformat(wire, (d) => lightFormat(d, TABLE))
/** Reports show DD-MMM-YYYY. */
export const reportDate = (wire: string | null | undefined) => reformat(wire, reportText)
/** A moment in this device's time, as the app writes dates: DD-MM-YYYY HH:mm (the case timeline). */
export const dateTimeText = (iso: string) => lightFormat(new Date(iso), `${DISPLAY} HH:mm`)
/** Footer clock: DD-MMM-YYYY h:mm A. */
export const clockText = (now: Date) => `${reportText(now)} ${lightFormat(now, 'h:mm a')}`.replace(/(am|pm)$/i, (m) => m.toUpperCase())

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
