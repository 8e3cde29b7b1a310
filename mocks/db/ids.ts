import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'

/**
 * Opaque ids for the wire. The contract asks every id a provider hands out to be unguessable: knowing
 * the mock's source and one's own ids must not lead to anyone else's. So each id is sealed with a
 * secret of 256 random bits that every provider draws for itself (the browser's mock keeps it with its
 * data, so ids survive a reload; `npm run provider` draws a new one at each start):
 *
 *   base64url( tag (16 bytes) || digits of the id XOR-ed with a pad derived from the tag )
 *   tag = HMAC-SHA256(secret, "kind:id"), cut to 128 bits; pad = HMAC-SHA256(secret, "pad" || tag)
 *
 * The tag makes a forged or altered id fail (2^-128 per guess) and differ by kind; the pad hides the
 * number. Ids stay deterministic for one secret, so a test that makes an id sees the one the mock answers.
 */
const TAG_BYTES = 16
const MAX_LENGTH = 200
const encoder = new TextEncoder()

let secret: Uint8Array = crypto.getRandomValues(new Uint8Array(32))

/** The secret as hex, for the store that keeps it beside its data. */
export const idSecret = () => Array.from(secret, (b) => b.toString(16).padStart(2, '0')).join('')

/** Takes back a kept secret (64 hex digits); anything else is ignored and the drawn one stays. */
export function restoreIdSecret(hex: unknown) {
  if (typeof hex !== 'string' || !/^[0-9a-f]{64}$/.test(hex)) return
  secret = Uint8Array.from(hex.match(/../g)!, (pair) => parseInt(pair, 16))
  sealed.clear()
  opened.clear()
}

// Sealing costs four HMACs, and a busy day's board seals some 2,000 ids on a phone's main thread (the demo's mock
// runs there): each id is sealed once per secret. Bounded, so a long session on the large seed stays small.
const sealed = new Map<string, string>()
/** The same ids the other way: an id this provider sealed opens without an HMAC. */
const opened = new Map<string, { kind: string; id: number }>()
const SEALED_MAX = 100_000

const mac = (...parts: Uint8Array[]) => {
  const joined = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const part of parts) {
    joined.set(part, at)
    at += part.length
  }
  return hmac(sha256, secret, joined)
}
const tagOf = (kind: string, id: number) => mac(encoder.encode(`${kind}:${id}`)).subarray(0, TAG_BYTES)
const padOf = (tag: Uint8Array) => mac(encoder.encode('pad'), tag)

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(value: string): Uint8Array {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

/** Equal without stopping at the first difference, so timing tells nothing about a guess. */
function same(a: Uint8Array, b: Uint8Array) {
  let diff = a.length ^ b.length
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

export function encryptId(kind: string, id: number): string {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`Not an id: ${id}`)
  const key = `${kind}:${id}`
  const known = sealed.get(key)
  if (known) return known
  if (sealed.size >= SEALED_MAX) {
    sealed.clear()
    opened.clear()
  }
  const value = seal(kind, id)
  sealed.set(key, value)
  opened.set(value, { kind, id })
  return value
}

function seal(kind: string, id: number): string {
  const tag = tagOf(kind, id)
  const pad = padOf(tag)
  const digits = encoder.encode(String(id)).map((b, i) => b ^ (pad[i] ?? 0))
  const out = new Uint8Array(TAG_BYTES + digits.length)
  out.set(tag)
  out.set(digits, TAG_BYTES)
  return toBase64Url(out)
}

/** The id, or null for anything that is not an id of this kind sealed with this provider's secret. */
export function decryptId(kind: string, value: unknown): number | null {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return null
  const known = opened.get(value)
  if (known) return known.kind === kind ? known.id : null
  let bytes: Uint8Array
  try {
    bytes = fromBase64Url(value)
  } catch {
    return null
  }
  // A safe integer has at most 16 digits.
  if (bytes.length <= TAG_BYTES || bytes.length > TAG_BYTES + 16) return null
  const tag = bytes.subarray(0, TAG_BYTES)
  const pad = padOf(tag)
  const digits = String.fromCharCode(...bytes.subarray(TAG_BYTES).map((b, i) => b ^ (pad[i] ?? 0)))
  if (!/^(0|[1-9]\d{0,15})$/.test(digits)) return null
  const id = Number(digits)
  return Number.isSafeInteger(id) && same(tag, tagOf(kind, id)) ? id : null
}
