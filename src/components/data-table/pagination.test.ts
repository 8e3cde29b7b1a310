import { describe, expect, it } from 'vitest'
import { MAX_PAGE_BUTTONS, pageWindow, rangeText } from './pagination'

describe('pager (spec §9)', () => {
  it('offers at most five page buttons around the current page', () => {
    expect(MAX_PAGE_BUTTONS).toBe(5)
    expect(pageWindow(1, 3)).toEqual([1, 2, 3])
    expect(pageWindow(1, 40)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(20, 40)).toEqual([18, 19, 20, 21, 22])
    expect(pageWindow(40, 40)).toEqual([36, 37, 38, 39, 40])
  })

  it("says 'x to y of total', the last page short", () => {
    expect(rangeText(1, 10, 40)).toBe('1 to 10 of 40')
    expect(rangeText(3, 15, 40)).toBe('31 to 40 of 40')
    expect(rangeText(1, 15, 0)).toBe('0 to 0 of 0')
  })
})
