/**
 * Opaque ids for the wire. The real provider sends encrypted ids; the mock only needs them to
 * look opaque, to differ by kind (a client id is not accepted as a case id) and to reject
 * anything it did not make. Layout before base64url: [salt, checksum, ...bytes of `kind:id`
 * XOR-ed with a fixed key offset by the salt]. This is obfuscation, not security.
 */
const KEY = new TextEncoder().encode('case-diary/mock-provider/2026')
const MAX_LENGTH = 200

function hash(text: string): number {
  let h = 7
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) & 0xff
  return h
}

const mask = (byte: number, index: number, salt: number) => byte ^ (KEY[(index + salt) % KEY.length] ?? 0) ^ ((salt * 13) & 0xff)
const checksum = (bytes: Uint8Array) => bytes.reduce((sum, b, i) => (sum + b * (i + 1)) & 0xff, 0x5a)

function toBase64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(value: string): Uint8Array {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (c) => c.charCodeAt(0))
}

export function encryptId(kind: string, id: number): string {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`Not an id: ${id}`)
  const plain = new TextEncoder().encode(`${kind}:${id}`)
  const salt = hash(`${kind}:${id}:salt`)
  const out = new Uint8Array(plain.length + 2)
  out[0] = salt
  out[1] = checksum(plain)
  plain.forEach((b, i) => (out[i + 2] = mask(b, i, salt)))
  return toBase64Url(out)
}

/** The id, or null for anything that is not an id of this kind made by encryptId. */
export function decryptId(kind: string, value: unknown): number | null {
  if (typeof value !== 'string' || value.length < 4 || value.length > MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return null
  let bytes: Uint8Array
  try {
    bytes = fromBase64Url(value)
  } catch {
    return null
  }
  if (bytes.length < 3) return null
  const salt = bytes[0] ?? 0
  const plain = bytes.slice(2).map((b, i) => mask(b, i, salt))
  if (checksum(plain) !== bytes[1]) return null
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(plain)
  } catch {
    return null
  }
  const prefix = `${kind}:`
  if (!text.startsWith(prefix)) return null
  const digits = text.slice(prefix.length)
  if (!/^(0|[1-9]\d{0,15})$/.test(digits)) return null
  const id = Number(digits)
  // The salt is derived from the id, so a forged body with a copied salt is refused too.
  return Number.isSafeInteger(id) && salt === hash(`${kind}:${id}:salt`) ? id : null
}
