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

/** Shown wherever an answer could not be read: the same words on every screen, with a way to ask again. */
export const MALFORMED_ANSWER = 'The answer from the server could not be read.'

/**
 * A success answer that does not fit the contract (QUALITY §7): the call fails with it, so it is shown as a failed
 * call with Try again and never rendered. `where` names the first field that does not fit, for whoever debugs it.
 */
export class MalformedAnswer extends ApiError {
  readonly where: string
  constructor(where = 'answer') {
    super(MALFORMED_ANSWER, 502)
    this.name = 'MalformedAnswer'
    this.where = where
  }
}
