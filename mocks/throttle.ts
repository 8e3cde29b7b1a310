import { HttpResponse } from 'msw'

/**
 * Attempt limits of sign-in and password reset (the contract's rule): failures are counted per account
 * and per client over a sliding window; past the limit every attempt, the right password included, is
 * answered 429 with Retry-After until the oldest failure leaves the window. The mock has no network
 * address to tell clients apart (in the browser it serves one page), so it counts every caller as one
 * client; a real provider keys the client by its network address. Kept in memory: a restart forgets it.
 */
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000
export const LIMITS = {
  /** Wrong passwords of one account, whoever sends them. */
  signInPerAccount: 5,
  /** Wrong passwords from one client, whichever accounts they name. */
  signInPerClient: 20,
  /** Reset links asked for one account. */
  resetPerAccount: 3,
  /** Reset links asked for, and reset ids refused, from one client. */
  resetPerClient: 10,
} as const
type Limit = keyof typeof LIMITS

export const CLIENT = 'client'
const attempts = new Map<string, number[]>()

/** "Too many attempts. Try again in N minutes.", rounded up to whole minutes. */
export function tooManyAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

const keyOf = (limit: Limit, who: string) => `${limit}:${who.trim().toLowerCase()}`

function live(key: string, now: number): number[] {
  const kept = (attempts.get(key) ?? []).filter((at) => at > now - ATTEMPT_WINDOW_MS)
  if (kept.length) attempts.set(key, kept)
  else attempts.delete(key)
  return kept
}

/** Throws the 429 when any of the given counters is full. */
export function refuseWhenLimited(checks: [Limit, string][], now = Date.now()) {
  let wait = 0
  for (const [limit, who] of checks) {
    const times = live(keyOf(limit, who), now)
    if (times.length >= LIMITS[limit]) wait = Math.max(wait, times[times.length - LIMITS[limit]]! + ATTEMPT_WINDOW_MS - now)
  }
  if (wait <= 0) return
  const seconds = Math.ceil(wait / 1000)
  throw HttpResponse.json({ status: 429, message: tooManyAttempts(seconds), data: null }, { status: 429, headers: { 'Retry-After': String(seconds) } })
}

export function countAttempt(checks: [Limit, string][], now = Date.now()) {
  for (const [limit, who] of checks) attempts.set(keyOf(limit, who), [...live(keyOf(limit, who), now), now])
}

export function forgetAttempts(limit: Limit, who: string) {
  attempts.delete(keyOf(limit, who))
}

export const clearAttempts = () => attempts.clear()
