import { currentSession, useSessionStore, type Session, type SignOutReason } from './session-store'

/**
 * A session without remember-me lives in its tab's session storage, which a new tab does not get: a link
 * opened in a new tab (the case schedule's edit icon) would find no session. The tabs of one browser hand
 * it over instead, on a channel only pages of this origin hear: a tab that needs a session asks, a
 * signed-in tab answers, and the session goes to the new tab's own session storage, never to persistent
 * storage. A session that ends in one tab (sign-out, expiry, a refused token, another sign-in) ends in
 * every tab that holds it.
 */
export const SESSION_CHANNEL = 'case-diary:session'
/**
 * How long a tab waits for an answer before it decides that no tab is signed in. Nothing says whether
 * another tab is open, so every visit without a session waits this long: an open tab answers in a few
 * milliseconds, and the page shows nothing meanwhile (the route's loading view appears only after 1 s).
 */
export const HANDOVER_WAIT_MS = 300

export type TabMessage =
  | { type: 'ask'; id: string }
  | { type: 'answer'; id: string; session: Session }
  | { type: 'ended'; token: string; reason: SignOutReason }

// Absent in very old browsers: a new tab there starts signed out, as before.
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL)
/** The questions this tab is waiting on, by id: each takes the first valid answer. */
const waiting = new Map<string, (session: unknown) => void>()
let asking: Promise<Session | null> | null = null

channel?.addEventListener('message', (event: MessageEvent<TabMessage>) => {
  const message = event.data
  if (message.type === 'ask') {
    const session = currentSession()
    if (session) channel.postMessage({ type: 'answer', id: message.id, session } satisfies TabMessage)
  } else if (message.type === 'answer') waiting.get(message.id)?.(message.session)
  else if (message.type === 'ended' && useSessionStore.getState().session?.token === message.token)
    useSessionStore.getState().signOut(message.reason, { anotherTab: true })
})

useSessionStore.subscribe((state, previous) => {
  const old = previous.session
  if (!channel || !old || state.session?.token === old.token || state.endedInAnotherTab) return
  channel.postMessage({ type: 'ended', token: old.token, reason: state.endedBecause ?? 'logout' } satisfies TabMessage)
})

/**
 * Asks the other tabs of this browser for their session and takes the first valid answer; null when none
 * answers within `wait`. Questions asked while one is open share its answer.
 */
export function sessionFromAnotherTab(wait = HANDOVER_WAIT_MS): Promise<Session | null> {
  if (!channel) return Promise.resolve(null)
  asking ??= new Promise<Session | null>((resolve) => {
    // Not a secret: it only pairs an answer with its question (randomUUID needs a secure origin, a LAN demo is not one).
    const id = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
    const done = (session: Session | null) => {
      window.clearTimeout(timer)
      waiting.delete(id)
      asking = null
      resolve(session)
    }
    const timer = window.setTimeout(() => done(null), wait)
    waiting.set(id, (session) => {
      if (useSessionStore.getState().adopt(session)) done(useSessionStore.getState().session)
    })
    channel.postMessage({ type: 'ask', id } satisfies TabMessage)
  })
  return asking
}
