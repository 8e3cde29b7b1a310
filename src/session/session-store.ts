import { create } from 'zustand'
import { clearAppStorage, DRAFT_KEY, importOwner, local, markDraftEnded, outboxOwner, readJson, session as sessionArea, SESSION_KEY, writeJson } from './storage'

/**
 * Spec §9: without remember-me the session lasts 1 hour in session storage; the provider renews it while it
 * is used and the app follows (`renew`), so it ends an hour after the last call.
 */
export const SESSION_LIFETIME_MS = 60 * 60 * 1000
/**
 * Spec §9: with remember-me the session lasts 1 year in local storage.
 * OWASP ASVS 5.0 would ask for at most 30 days; the spec decides here, and this is the one place to change it.
 */
export const REMEMBER_ME_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000

export interface Session {
  token: string
  expiresAt: number
  remember: boolean
  encryptedSecurityUserId: string
  loginUserName: string
  loginUserEmailId: string
  loginUserMobileNumber: string
  encryptedAdvocateCode: string
  roles: string[]
  menuHeaderId: number
}

export type SignOutReason = 'logout' | 'expired' | 'unauthorized'

interface SessionState {
  session: Session | null
  /** Why the last session ended; the login page explains it once. */
  endedBecause: SignOutReason | null
  /** The last session was ended by another tab of this browser, which has already revoked it and told the others. */
  endedInAnotherTab: boolean
  /** `providerExpiresAt` (ms): the token's end as the provider gave it; else this device's own rule. */
  signIn: (data: Omit<Session, 'expiresAt' | 'remember' | 'menuHeaderId'>, remember: boolean, now?: number, providerExpiresAt?: number) => void
  /** The provider moved the end of the session of `token` (a sliding session); kept where the session is kept. */
  renew: (token: string, expiresAt: number) => void
  /** Takes a session another tab of this browser handed over (src/session/tab-handover.ts); false when it is not a valid one. */
  adopt: (value: unknown, now?: number) => boolean
  signOut: (reason: SignOutReason, from?: { anotherTab: boolean }) => void
  setMenuHeaderId: (id: number) => void
  acknowledgeEnd: () => void
}

function isSession(value: unknown): value is Session {
  const v = value as Partial<Session> | null
  return !!v && typeof v.token === 'string' && typeof v.expiresAt === 'number' && Array.isArray(v.roles)
}

/** Reads the stored session; an expired or unreadable one clears all storage (spec §4). */
export function loadSession(now = Date.now(), onExpired?: () => void): Session | null {
  const stored = readJson<unknown>(local(), SESSION_KEY) ?? readJson<unknown>(sessionArea(), SESSION_KEY)
  if (!stored) return null
  if (!isSession(stored) || stored.expiresAt <= now) {
    if (isSession(stored)) markDraftEnded()
    clearAppStorage({ keepDraft: true, keepOutbox: true })
    if (isSession(stored)) onExpired?.()
    return null
  }
  return stored
}

/** At start-up a session found expired is ended like one that runs out in memory: the login page says why (QUALITY §3). */
function initialState(): Pick<SessionState, 'session' | 'endedBecause' | 'endedInAnotherTab'> {
  let endedBecause: SignOutReason | null = null
  const session = loadSession(Date.now(), () => (endedBecause = 'expired'))
  return { session, endedBecause, endedInAnotherTab: false }
}

function persist(value: Session) {
  writeJson(value.remember ? local() : sessionArea(), SESSION_KEY, value)
}

export const useSessionStore = create<SessionState>((set, get) => ({
  ...initialState(),
  signIn: (data, remember, now = Date.now(), providerExpiresAt) => {
    const own = now + (remember ? REMEMBER_ME_LIFETIME_MS : SESSION_LIFETIME_MS)
    const value: Session = {
      ...data,
      remember,
      menuHeaderId: 0,
      // Never beyond what the provider grants: a session the provider has ended is no session here either.
      expiresAt: providerExpiresAt && Number.isFinite(providerExpiresAt) ? Math.min(own, providerExpiresAt) : own,
    }
    // A draft kept when a session expired is offered back to the same user only.
    // So are the court day's unsent outcomes.
    const keepOutbox = outboxOwner() === value.encryptedSecurityUserId
    // And an import under way, resumed by the user who started it.
    const keepImport = importOwner() === value.encryptedSecurityUserId
    if (readJson<{ user?: string }>(sessionArea(), DRAFT_KEY)?.user !== value.loginUserName) clearAppStorage({ keepOutbox, keepImport })
    else clearAppStorage({ keepDraft: true, keepOutbox, keepImport })
    persist(value)
    set({ session: value, endedBecause: null, endedInAnotherTab: false })
  },
  adopt: (value, now = Date.now()) => {
    if (!isSession(value) || value.expiresAt <= now) return false
    // Kept where the signing-in tab keeps it: a session without remember-me stays in this tab's session storage.
    persist(value)
    set({ session: value, endedBecause: null, endedInAnotherTab: false })
    return true
  },
  signOut: (reason, from = { anotherTab: false }) => {
    if (!get().session && get().endedBecause) return
    if (reason !== 'logout') markDraftEnded()
    clearAppStorage({ keepDraft: reason !== 'logout', keepOutbox: reason !== 'logout' })
    set({ session: null, endedBecause: reason, endedInAnotherTab: from.anotherTab })
  },
  setMenuHeaderId: (menuHeaderId) => {
    const current = get().session
    if (!current) return
    const value = { ...current, menuHeaderId }
    persist(value)
    set({ session: value })
  },
  renew: (token, expiresAt) => {
    const current = get().session
    if (!current || current.token !== token || current.expiresAt === expiresAt) return
    const value = { ...current, expiresAt }
    persist(value)
    set({ session: value })
  },
  acknowledgeEnd: () => set({ endedBecause: null }),
}))

/** The current session if it is still valid; signs out (once) when it has expired. */
export function currentSession(now = Date.now()): Session | null {
  const { session, signOut } = useSessionStore.getState()
  if (session && session.expiresAt <= now) {
    signOut('expired')
    return null
  }
  return session
}

export const hasRole = (session: Session | null, role: string) => !!session?.roles.includes(role)

/** Spec §6: records name their creator or modifier by the signed-in user's name, upper-cased. */
/** The signed-in user's advocate ('' for the administrator): the advocate every call of the practice is about. */
export const currentAdvocateCode = () => useSessionStore.getState().session?.encryptedAdvocateCode ?? ''

export const auditName = () => (useSessionStore.getState().session?.loginUserName ?? '').toUpperCase()
