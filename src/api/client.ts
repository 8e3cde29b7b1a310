import createClient, { type Middleware } from 'openapi-fetch'
import type { paths } from './schema.gen'
import { ApiError, GENERIC_ERROR, MalformedAnswer, SESSION_EXPIRED, tooManyAttempts } from './errors'
import { answerMisfit, loadShapes } from './answers'
import { currentSession, useSessionStore } from '@/session/session-store'
import { providerLanguage } from '@/i18n/language'

/** The answer header with the session's current end (ISO date-time), see the contract's login. */
export const SESSION_EXPIRES_HEADER = 'X-Session-Expires-At'

/** Empty means the same origin (the mock provider, or a provider behind the same host). */
export const API_BASE_URL = `${(import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/$/, '')}/api`
/** QUALITY §5: a hung request is aborted well before 30 s so no spinner runs for ever. */
export const REQUEST_TIMEOUT_MS = 20_000

interface Envelope {
  status?: unknown
  message?: unknown
}

const isJson = (response: Response) => (response.headers.get('Content-Type') ?? '').includes('json')

/**
 * The provider answers `{status, message, data}`; success means `status === 200` in the body.
 * Anything else becomes an ApiError carrying the provider's message, and a 401 signs the user out once.
 * A success answer that does not fit the contract's shape of it (src/api/answers.ts), or is no JSON where
 * JSON is expected, fails as a MalformedAnswer here, so no screen ever reads it.
 */
export const envelope: Middleware = {
  onRequest({ request }) {
    // The answers' shapes are fetched beside the first request, not after its answer.
    void loadShapes()
    const signedIn = useSessionStore.getState().session !== null
    const token = currentSession()?.token
    // A session that ran out is not sent as no session: the call would be refused anyway, and the user
    // must learn why instead of seeing a 401 (currentSession has signed out once, saying why).
    if (signedIn && !token) throw new ApiError(SESSION_EXPIRED, 401)
    if (token) request.headers.set('Authorization', `Bearer ${token}`)
    // The provider writes a PDF's words in the language on screen (the contract's Accept-Language), unless the caller chose.
    if (!request.headers.has('Accept-Language')) request.headers.set('Accept-Language', providerLanguage())
    return request
  },
  async onResponse({ request, response, schemaPath, options }) {
    // The provider renews a session without Remember me on every authenticated call and says until when.
    const renewedUntil = Date.parse(response.headers.get(SESSION_EXPIRES_HEADER) ?? '')
    const sentToken = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1]
    if (sentToken && Number.isFinite(renewedUntil)) useSessionStore.getState().renew(sentToken, renewedUntil)
    let body: Envelope | null = null
    if (isJson(response)) {
      try {
        body = (await response.clone().json()) as Envelope
      } catch {
        throw response.ok ? new MalformedAnswer() : new ApiError(GENERIC_ERROR, response.status)
      }
    }
    const status = typeof body?.status === 'number' ? body.status : response.status
    if (response.ok && status === 200) {
      if (!body) {
        // A PDF or other file is asked for as a blob; anything asked for as JSON must be JSON.
        if (options.parseAs === 'json') throw new MalformedAnswer()
        return response
      }
      const where = await answerMisfit(request.method, schemaPath, body)
      if (where) throw new MalformedAnswer(where)
      return response
    }
    const given = typeof body?.message === 'string' && body.message ? body.message : null
    if (status === 429 || response.status === 429) {
      const seconds = Number(response.headers.get('Retry-After'))
      const retryAfter = Number.isInteger(seconds) && seconds > 0 ? seconds : null
      throw new ApiError(given ?? tooManyAttempts(retryAfter), 429, retryAfter)
    }
    const message = given ?? GENERIC_ERROR
    if (status === 401 || response.status === 401) {
      // A refusal after the session's own end is that end: say it expired, not that it is no longer valid.
      const session = useSessionStore.getState().session
      if (session) useSessionStore.getState().signOut(session.expiresAt <= Date.now() ? 'expired' : 'unauthorized')
      throw new ApiError(message, 401)
    }
    if (!body && response.ok) return response
    throw new ApiError(message, status)
  },
}

let providerReady: Promise<unknown> = Promise.resolve()
/**
 * The demo build starts its mock provider while the first page renders; calls made before it is
 * ready wait for it instead of going to the network. A provider that fails to start lets them go
 * on, so the failure is shown rather than hidden.
 */
export function holdRequestsUntil(ready: Promise<unknown>) {
  providerReady = ready.catch(() => undefined)
}

async function fetchWithTimeout(request: Request) {
  await providerReady
  const signal = AbortSignal.any([request.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
  // Looked up per call so test and mock fetch interceptors installed later still apply.
  return globalThis.fetch(new Request(request, { signal }))
}

// Request objects need an absolute URL wherever no page resolves one for them (tests, workers).
const absoluteBase = typeof location === 'undefined' ? API_BASE_URL : new URL(API_BASE_URL, location.href).href

export const api = createClient<paths>({ baseUrl: absoluteBase, fetch: fetchWithTimeout })
api.use(envelope)

/**
 * Whenever a session ends on this device (the /logout page, a session that ran out, signing in as
 * someone else) the provider revokes its token, which would otherwise go on working. A token the
 * provider already refused (401) needs no revoking, nor one another tab ended (that tab revoked it).
 * Failures are ignored: the device forgets the token anyway.
 */
useSessionStore.subscribe((state, previous) => {
  const old = previous.session
  if (!old || state.session?.token === old.token || state.endedBecause === 'unauthorized' || state.endedInAnotherTab) return
  // Sent past the envelope middleware: its 401 (a token already gone) must not sign out the session that replaced it.
  const logout: keyof paths = '/logout'
  fetchWithTimeout(new Request(`${absoluteBase}${logout}`, { method: 'POST', headers: { Authorization: `Bearer ${old.token}` } })).catch(() => undefined)
})
