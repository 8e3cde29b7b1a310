import { describe, expect, it } from 'vitest'
import { isDrawingOnlySvg } from './svg-picture'
import { LOGO_SVG, REFUSED_SVGS, SVG_NS as NS } from './svg-picture.fixtures'

describe('the SVG picture rule: drawing only, shared by the screen and the provider', () => {
  it('accepts a logo with paths, gradients, a clip, a symbol and text', () => {
    expect(isDrawingOnlySvg(LOGO_SVG)).toBe(true)
    expect(isDrawingOnlySvg(`\uFEFF<svg ${NS}><circle r="4"/></svg>`)).toBe(true)
  })

  it('keeps plain words that only look alike', () => {
    expect(isDrawingOnlySvg(`<svg ${NS}><text>onion = tasty; javascript: scripted</text></svg>`)).toBe(true)
  })

  it('refuses a picture whose root is not <svg>', () => {
    expect(isDrawingOnlySvg(`<g ${NS}/>`)).toBe(false)
    expect(isDrawingOnlySvg('')).toBe(false)
  })

  it.each(REFUSED_SVGS)('refuses %s', (_, text) => {
    expect(isDrawingOnlySvg(text)).toBe(false)
  })
})
