import { describe, expect, it } from 'vitest'
import { addDays, addYears, daysBetween, notSunday, weekday } from './dates'

/** The plain Date arithmetic the remembered day numbers must always agree with. */
const slow = {
  addDays: (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10),
  weekday: (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay(),
}

describe('calendar dates (remembered day numbers)', () => {
  it('agree with Date arithmetic across leap days, month and year ends, before 1970 and far ahead', () => {
    for (const date of ['2024-02-28', '2024-02-29', '2023-02-28', '2026-12-31', '2000-02-29', '1969-12-31', '1900-03-01', '2099-12-31']) {
      for (const days of [-400, -366, -1, 0, 1, 2, 365, 366, 1000]) expect(addDays(date, days)).toBe(slow.addDays(date, days))
      expect(weekday(date)).toBe(slow.weekday(date))
    }
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2)
    expect(daysBetween('2026-03-01', '2025-03-01')).toBe(-365)
    expect(addYears('2024-02-29', 1)).toBe('2025-02-28')
    expect(notSunday('2026-11-22')).toBe('2026-11-23')
  })

  it('stay right after more distinct days than they remember (the memory starts again)', () => {
    let day = '1990-01-01'
    for (let i = 0; i < 25_000; i++) day = addDays(day, 1)
    expect(day).toBe(slow.addDays('1990-01-01', 25_000))
    expect(weekday(day)).toBe(slow.weekday(day))
    expect(addDays('1990-01-01', 7)).toBe('1990-01-08')
  })

  it('still refuse a date that is no date, as Date does', () => {
    expect(() => addDays('not a date', 1)).toThrow(RangeError)
    expect(weekday('not a date')).toBeNaN()
  })
})
