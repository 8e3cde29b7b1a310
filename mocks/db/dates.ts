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

const toMs = (date: IsoDate) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))
const fromMs = (ms: number): IsoDate => new Date(ms).toISOString().slice(0, 10)

export const addDays = (date: IsoDate, days: number): IsoDate => fromMs(toMs(date) + days * DAY_MS)
export const daysBetween = (from: IsoDate, to: IsoDate): number => Math.round((toMs(to) - toMs(from)) / DAY_MS)
/** 0 Sunday … 6 Saturday. */
export const weekday = (date: IsoDate): number => new Date(toMs(date)).getUTCDay()

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
