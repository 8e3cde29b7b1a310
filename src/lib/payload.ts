import * as z from 'zod/mini'
/**
 * Spec §9: most text sent to the provider is upper-cased. Passwords, e-mail addresses, URLs and
 * file names never are: name them in `keep`. E-mail addresses are kept as typed wherever they are, by
 * their field name (QUALITY 16; the contract: e-mails keep their case and compare without it).
 */
const IS_EMAIL_FIELD = /e-?mail/i
export function upperCased<T extends Record<string, unknown>>(values: T, keep: readonly (keyof T)[] = []): T {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (typeof value !== 'string' || keep.includes(key as keyof T)) out[key] = value
    else out[key] = IS_EMAIL_FIELD.test(key) ? value.trim() : value.trim().toUpperCase()
  }
  return out as T
}

/**
 * A length limit on text that is sent upper-cased: the limit applies to what the provider stores,
 * and upper-casing can lengthen text ('ß' becomes 'SS'), so 50 × 'ß' is 100 characters and too long.
 */
export const maxStoredLength = (max: number, message: string) => z.refine<string>((value) => value.trim().toUpperCase().length <= max, message)
