/** Shown when the provider gives no message of its own (spec §8: store-level network failure). */
export const GENERIC_ERROR = 'Something went wrong'
export const TIMEOUT_ERROR = 'The server took too long to answer. Please try again.'
export const SESSION_EXPIRED = 'Your session has expired. Please sign in again.'
export const OFFLINE_ERROR = 'Cannot reach the server. Check your connection and try again.'

/** A call that did not succeed: the provider's message (never HTML, always shown as text) and its status. */
export class ApiError extends Error {
  readonly status: number
  /** From the provider's Retry-After (seconds) on a 429: how long to wait before trying again. */
  readonly retryAfterSeconds: number | null
  constructor(message: string, status: number, retryAfterSeconds: number | null = null) {
    super(message || GENERIC_ERROR)
    this.name = 'ApiError'
    this.status = status
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/** Said when the provider limits attempts (429) and gives no message of its own. */
export function tooManyAttempts(retryAfterSeconds: number | null): string {
  if (!retryAfterSeconds) return 'Too many attempts. Please wait a few minutes and try again.'
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60))
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`
}

export function errorMessage(error: unknown, fallback = GENERIC_ERROR): string {
  if (error instanceof ApiError) return error.message
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) return TIMEOUT_ERROR
  if (error instanceof TypeError) return OFFLINE_ERROR
  return fallback
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401

/** Shown when a provider answers a list with something that is not a list. */
export const MALFORMED_LIST = 'The server sent a list this app cannot read. Please try again.'

/** A success answer whose data does not fit what the call lists; shown as a failed list, never rendered. */
export class MalformedAnswer extends ApiError {
  constructor() {
    super(MALFORMED_LIST, 502)
    this.name = 'MalformedAnswer'
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * QUALITY §7: a list call's answer must hold a list: `data` an array, or an object whose `...List`
 * fields are arrays and whose `totalCount` is a number. `data: null` or wrong types fail the call.
 */
export function isListAnswer(body: unknown): boolean {
  const data = isRecord(body) ? body.data : undefined
  if (Array.isArray(data)) return true
  if (!isRecord(data)) return false
  return Object.entries(data).every(([key, value]) => (/List$/.test(key) ? Array.isArray(value) : key !== 'totalCount' || typeof value === 'number'))
}
