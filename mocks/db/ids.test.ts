import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decryptId, encryptId } from './ids'

describe('opaque ids', () => {
  it('round-trips any kind and id', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 30 }), fc.nat(), (kind, id) => {
        expect(decryptId(kind, encryptId(kind, id))).toBe(id)
      }),
    )
  })

  it('looks opaque and differs between neighbours and kinds', () => {
    const a = encryptId('client', 12)
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/)
    expect(a).not.toContain('client')
    expect(encryptId('client', 13)).not.toBe(a)
    expect(encryptId('case', 12)).not.toBe(a)
  })

  it('refuses an id of another kind', () => {
    expect(decryptId('case', encryptId('client', 12))).toBeNull()
  })

  it('refuses tampered, empty and foreign values', () => {
    const value = encryptId('client', 12)
    const flipped = value.slice(0, -2) + (value.at(-2) === 'A' ? 'B' : 'A') + value.at(-1)
    for (const bad of [flipped, '', '12', 'client:12', btoa('client:12'), '%%%', 'a'.repeat(500), null, undefined, 12, {}]) {
      expect(decryptId('client', bad)).toBeNull()
    }
  })

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string(), fc.anything(), (kind, value) => {
        expect(() => decryptId(kind, value)).not.toThrow()
      }),
    )
  })

  it('refuses ids that are not safe non-negative integers when encrypting', () => {
    expect(() => encryptId('client', -1)).toThrow(RangeError)
    expect(() => encryptId('client', 1.5)).toThrow(RangeError)
  })
})
