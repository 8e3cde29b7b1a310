import type { components } from '@/api/schema.gen'

export type ImportRow = components['schemas']['ImportRow']

/** The same value whatever the order its object's fields were written in. */
const canonical = (value: unknown): string =>
  value === null || typeof value !== 'object'
    ? JSON.stringify(value ?? null)
    : Array.isArray(value)
      ? `[${value.map(canonical).join(',')}]`
      : `{${Object.keys(value)
          .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
          .join(',')}}`

/** FNV-1a, 64 bits: enough to tell rows of a practice apart, and synchronous (crypto.subtle is not). */
function fnv64(text: string): string {
  let hash = 0xcbf29ce484222325n
  for (let i = 0; i < text.length; i++) hash = BigInt.asUintN(64, (hash ^ BigInt(text.charCodeAt(i))) * 0x100000001b3n)
  return hash.toString(36)
}

/**
 * An import row's idempotency key (the contract's `Key`): made from what the row says, never from where it sits in
 * its file, so the same row imported again (after a reload, or the file sent twice) is known to the provider.
 */
export const rowKey = (row: Omit<ImportRow, 'Key' | 'Line'> & Partial<Pick<ImportRow, 'Key' | 'Line'>>) => {
  const { Key: _key, Line: _line, CourtName: _c, CaseTypeName: _t, StateName: _s, ...said } = row
  return `${row.Kind.toLowerCase()}-${fnv64(canonical(said))}`
}
