import { jsPDF } from 'jspdf'
import { describe, expect, it } from 'vitest'
import { FONT, STYLES, addFonts } from './fonts'
import { MARKER, fontCoverage, legible } from './legible'

/** What the report font (DejaVu Sans, both styles) can draw, read from its cmap as every report reads it. */
async function coverage() {
  const doc = new jsPDF({ unit: 'pt' })
  await addFonts(doc)
  return fontCoverage(doc, FONT, STYLES)
}

describe('legible: text as the report font can show it', () => {
  it('reads what the font can draw from its cmap: ₹ and Latin yes, Devanagari and anything past U+FFFF no', async () => {
    const covered = await coverage()
    for (const c of 'A₹é—') expect(covered[c.charCodeAt(0)], c).toBe(1)
    for (const c of 'रा\n') expect(covered[c.charCodeAt(0)], JSON.stringify(c)).toBe(0)
    // An emoji's surrogate halves are never drawable: jsPDF looks code units up one by one.
    expect(covered['🙏'.charCodeAt(0)]).toBe(0)
  })

  it('replaces each run of what it cannot draw with one marker, keeping words, lines and what it can draw', async () => {
    const show = legible(await coverage())
    expect(show.text('SHAH & SONS ₹1,23,456.50')).toBe('SHAH & SONS ₹1,23,456.50')
    expect(show.replaced).toBe(false)
    expect(show.text('राम कुमार')).toBe(`${MARKER} ${MARKER}`)
    expect(show.replaced).toBe(true)
    // An emoji with a skin tone and a presentation selector, and a family joined by zero-width joiners, are one character each.
    expect(show.text('Ravi 🙏🏽\uFE0F Sharma')).toBe(`Ravi ${MARKER} Sharma`)
    expect(show.text('👨‍👩‍👧')).toBe(MARKER)
    expect(show.text('Line 1 राम\nLine 2\tend')).toBe(`Line 1 ${MARKER}\nLine 2 end`)
    // A decomposed letter becomes the single character the font has.
    expect(show.text('Jose\u0301')).toBe('José')
  })
})
