import * as z from 'zod/mini'
/**
 * Spec §9: most text sent to the provider is upper-cased. Passwords, e-mail addresses, URLs and
 * file names never are: name them in `keep`.
 */
export function upperCased<T extends Record<string, unknown>>(values: T, keep: readonly (keyof T)[] = []): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) out[key] = typeof value === 'string' && !keep.includes(key as keyof T) ? value.trim().toUpperCase() : value
  return out as T
}

/**
 * A length limit on text that is sent upper-cased: the limit applies to what the provider stores,
 * and upper-casing can lengthen text ('ß' becomes 'SS'), so 50 × 'ß' is 100 characters and too long.
 */
export const maxStoredLength = (max: number, message: string) => z.refine<string>((value) => value.trim().toUpperCase().length <= max, message)
