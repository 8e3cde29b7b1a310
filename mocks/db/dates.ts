import type { IsoDate } from './types'

/**
 * Calendar-date arithmetic on 'YYYY-MM-DD' strings. It goes through UTC on purpose: a plain
 * date has no time zone, and UTC has no daylight-saving gaps, so the result never shifts a day.
 */
const DAY_MS = 86_400_000
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/

export function isIsoDate(value: string): boolean {
  const m = ISO.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

/**
 * Day numbers (days since 1970-01-01) and the text of each day are remembered: the large seed does date
 * arithmetic about a million times on a few thousand distinct days, and making a Date and its ISO text
 * each time was a third of building it (the demo builds it on every page load). Bounded, so a long-lived
 * provider answering arbitrary dates does not grow without end.
 */
const MEMO_LIMIT = 20_000
const dayNumbers = new Map<string, number>()
const dayTexts = new Map<number, IsoDate>()
function remember<K, V>(memo: Map<K, V>, key: K, value: V): V {
  if (memo.size >= MEMO_LIMIT) memo.clear()
  memo.set(key, value)
  return value
}

const dayOf = (date: IsoDate): number =>
  dayNumbers.get(date) ?? remember(dayNumbers, date, Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS)
// An invalid day (NaN) throws here as toISOString does: it is never remembered.
const textOf = (day: number): IsoDate => dayTexts.get(day) ?? remember(dayTexts, day, new Date(day * DAY_MS).toISOString().slice(0, 10))
const toMs = (date: IsoDate) => dayOf(date) * DAY_MS
const fromMs = (ms: number): IsoDate => textOf(Math.round(ms / DAY_MS))

export const addDays = (date: IsoDate, days: number): IsoDate => textOf(dayOf(date) + days)
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round(dayOf(to) - dayOf(from))
/** 0 Sunday … 6 Saturday; 1970-01-01, day 0, was a Thursday. */
export const weekday = (date: IsoDate): number => {
  const day = dayOf(date)
  return Number.isNaN(day) ? NaN : (((day + 4) % 7) + 7) % 7
}

export function addYears(date: IsoDate, years: number): IsoDate {
  const d = new Date(toMs(date))
  d.setUTCFullYear(d.getUTCFullYear() + years)
  // 29 Feb plus a year lands on 1 Mar; keep it in February.
  return d.getUTCDate() === Number(date.slice(8, 10)) ? fromMs(d.getTime()) : fromMs(d.getTime() - DAY_MS)
}

/** 'YYYY-MM' of the month `offset` months after the month of `date`. */
export function monthOf(date: IsoDate, offset = 0): string {
  const d = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 + offset, 1))
  return d.toISOString().slice(0, 7)
}

/** Sundays move to the Monday after: courts do not sit on Sundays. */
export const notSunday = (date: IsoDate): IsoDate => (weekday(date) === 0 ? addDays(date, 1) : date)
