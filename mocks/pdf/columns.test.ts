import { describe, expect, it } from 'vitest'
import { LONGEST_WORD, columnWidths, type Row } from './columns'

/** A monospaced stand-in for the font: 5 points a character. */
const measure = (text: string) => text.length * 5
const PAD = 8
const exact = (head: string[], body: Row[], available: number) => columnWidths({ head: [head], body, foot: [] }, head.length, available, PAD, measure)
const widths = (head: string[], body: Row[], available: number) => exact(head, body, available).map((w) => Math.round(w * 10) / 10)
const total = (widths: number[]) => Math.round(widths.reduce((a, b) => a + b))

describe('columnWidths', () => {
  const head = ['State', 'Mobile No', 'Address']
  const row = (address: string): Row => ['MAHARASHTRA', '9876543210', address]
  const addresses = Array.from({ length: 20 }, (_, i) => row(`${i + 1}, KRISHNA RESIDENCY, LAXMI ROAD, NEAR THE OLD BUS STAND, MUMBAI - 4000${i + 10}`))

  it('gives every column its widest line when that fits, widened alike to fill the table', () => {
    // Widest lines 55, 50 and the heading 'Address' 35, each padded: 63 + 58 + 43 = 164, times 300 / 164.
    expect(widths(head, [row('FORT')], 300)).toEqual([115.2, 106.1, 78.7])
  })

  it('keeps short words whole and gives the room left to the long text', () => {
    const all = exact(head, addresses, 300)
    const [state, mobile, address] = all
    expect(state).toBeGreaterThanOrEqual(55 + PAD)
    expect(mobile).toBeGreaterThanOrEqual(50 + PAD)
    expect(total(all)).toBe(300)
    expect(address).toBeGreaterThan(150)
  })

  it('lets a word longer than LONGEST_WORD break in its own cell: the other columns keep their widths', () => {
    const long = 'FLAT42BUILDING7'.repeat(14).slice(0, 200)
    expect(measure(long)).toBeGreaterThan(LONGEST_WORD)
    expect(widths(head, [...addresses, row(long)], 300)).toEqual(widths(head, addresses, 300))
  })

  it('cuts only the widest columns when not every short word fits', () => {
    // Least widths 18 ('S.', 'No'), 63 (a date), 73 and 73 (the names): 227 for 210. The two widest share what is left.
    const tight = widths(['S. No', 'Date', 'Client', 'Court'], [['1', '01-Jan-2026', 'ORGANIZATIONS', 'MAGISTRATES..']], 210)
    expect(tight).toEqual([18, 63, 64.5, 64.5])
  })
})
