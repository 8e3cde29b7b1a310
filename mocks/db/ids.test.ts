import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { decryptId, encryptId, idSecret, restoreIdSecret } from './ids'

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

  it('cannot be made without the provider\'s secret: an id sealed with another secret is refused', () => {
    const mine = idSecret()
    expect(mine).toMatch(/^[0-9a-f]{64}$/)
    const real = encryptId('transaction', 7)
    restoreIdSecret('ab'.repeat(32))
    const forged = encryptId('transaction', 7)
    restoreIdSecret(mine)
    expect(forged).not.toBe(real)
    expect(decryptId('transaction', forged)).toBeNull()
    expect(decryptId('transaction', real)).toBe(7)
  })

  it('carries a 128-bit tag: every one-character change of an id is refused', () => {
    const value = encryptId('transaction', 12)
    expect(value.length).toBeGreaterThanOrEqual(Math.ceil((128 / 8) * 4 / 3))
    for (let i = 0; i < value.length; i++) {
      const changed = value.slice(0, i) + (value[i] === 'A' ? 'B' : 'A') + value.slice(i + 1)
      expect(decryptId('transaction', changed)).toBeNull()
    }
  })

  it('takes back only a well-formed kept secret', () => {
    const mine = idSecret()
    for (const bad of [undefined, '', 'xyz', 'AB'.repeat(32), 'ab'.repeat(31)]) restoreIdSecret(bad)
    expect(idSecret()).toBe(mine)
  })
})
