import { describe, expect, it } from 'vitest'
import { weekWire } from './date-range'

describe('the week of a day', () => {
  it.each([
    ['Monday', new Date(2026, 10, 23, 0, 0), '2026-11-23', '2026-11-29'],
    ['Wednesday', new Date(2026, 10, 25, 13, 0), '2026-11-23', '2026-11-29'],
    ['Sunday night', new Date(2026, 10, 29, 23, 59), '2026-11-23', '2026-11-29'],
    ['across a year end', new Date(2026, 11, 31, 9, 0), '2026-12-28', '2027-01-03'],
    ['across a leap day', new Date(2028, 1, 29, 9, 0), '2028-02-28', '2028-03-05'],
  ])('runs Monday to Sunday (%s)', (_, now, from, to) => {
    expect(weekWire(now)).toEqual({ from, to })
  })
})
