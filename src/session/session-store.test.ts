import { beforeEach, describe, expect, it } from 'vitest'
import { loadSession, REMEMBER_ME_LIFETIME_MS, SESSION_LIFETIME_MS, useSessionStore, currentSession } from './session-store'
import { IMPORT_JOB_KEY, SESSION_KEY, THEME_KEY } from './storage'

const profile = {
  token: 'token-1',
  encryptedSecurityUserId: 'u1',
  loginUserName: 'ADVOCATE',
  loginUserEmailId: 'a@example.com',
  loginUserMobileNumber: '9876543210',
  encryptedAdvocateCode: 'adv1',
  roles: ['ADVOCATE'],
}

describe('session rules (spec §4, §6, §9)', () => {
  beforeEach(() => useSessionStore.setState({ session: null, endedBecause: null }))

  it('keeps a session without remember-me in session storage for 1 hour', () => {
    useSessionStore.getState().signIn(profile, false, 1_000)
    expect(localStorage.getItem(SESSION_KEY)).toBeNull()
    const stored = JSON.parse(sessionStorage.getItem(SESSION_KEY)!)
    expect(stored.expiresAt).toBe(1_000 + SESSION_LIFETIME_MS)
    expect(SESSION_LIFETIME_MS).toBe(3_600_000)
  })

  it('keeps a remembered session in local storage for 1 year', () => {
    useSessionStore.getState().signIn(profile, true, 1_000)
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull()
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!).expiresAt).toBe(1_000 + REMEMBER_ME_LIFETIME_MS)
    expect(REMEMBER_ME_LIFETIME_MS).toBe(365 * 24 * 3_600_000)
  })

  it('reads a valid stored session and clears storage when it has expired', () => {
    useSessionStore.getState().signIn(profile, true, 1_000)
    localStorage.setItem('case-diary:selection', '{"client":"C1"}')
    expect(loadSession(2_000)?.token).toBe('token-1')
    expect(loadSession(1_000 + REMEMBER_ME_LIFETIME_MS)).toBeNull()
    expect(localStorage.getItem(SESSION_KEY)).toBeNull()
    expect(localStorage.getItem('case-diary:selection')).toBeNull()
  })

  it('treats unreadable stored sessions as signed out', () => {
    localStorage.setItem(SESSION_KEY, '{"token":')
    expect(loadSession()).toBeNull()
    localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 5 }))
    expect(loadSession()).toBeNull()
  })

  it('signs out once when the session has expired in memory, and remembers why', () => {
    useSessionStore.getState().signIn(profile, false, 0)
    expect(currentSession(SESSION_LIFETIME_MS + 1)).toBeNull()
    expect(useSessionStore.getState().endedBecause).toBe('expired')
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull()
  })

  it('sign-out leaves no auth key in web storage but keeps the theme and the mock database', () => {
    localStorage.setItem(THEME_KEY, '{"isDark":true}')
    localStorage.setItem('case-diary:mock-db', '{}')
    useSessionStore.getState().signIn(profile, true)
    useSessionStore.getState().signOut('logout')
    expect(localStorage.getItem(SESSION_KEY)).toBeNull()
    expect(sessionStorage.length).toBe(0)
    expect(localStorage.getItem(THEME_KEY)).not.toBeNull()
    expect(localStorage.getItem('case-diary:mock-db')).not.toBeNull()
  })

  it('keeps an import under way when the session ends by itself, for the same user to resume; sign-out removes it', () => {
    const keep = () => {
      localStorage.setItem(IMPORT_JOB_KEY, '{"user":"u1"}')
      localStorage.setItem(`${IMPORT_JOB_KEY}:file`, 'Y3N2')
    }
    keep()
    useSessionStore.getState().signIn(profile, true)
    expect(localStorage.getItem(IMPORT_JOB_KEY)).not.toBeNull()
    useSessionStore.getState().signOut('expired')
    expect(localStorage.getItem(IMPORT_JOB_KEY)).not.toBeNull()
    expect(localStorage.getItem(`${IMPORT_JOB_KEY}:file`)).not.toBeNull()
    // Another user signing in on the device does not get it.
    useSessionStore.getState().signIn({ ...profile, encryptedSecurityUserId: 'u2', loginUserName: 'CLERK' }, true)
    expect(localStorage.getItem(IMPORT_JOB_KEY)).toBeNull()
    keep()
    useSessionStore.getState().signIn(profile, true)
    useSessionStore.getState().signOut('logout')
    expect(localStorage.getItem(IMPORT_JOB_KEY)).toBeNull()
    expect(localStorage.getItem(`${IMPORT_JOB_KEY}:file`)).toBeNull()
  })

  it('clears only this app\u2019s keys: another app on the same origin keeps its own', () => {
    localStorage.setItem('storybook-prefs', 'x')
    sessionStorage.setItem('other-app', 'y')
    useSessionStore.getState().signIn(profile, false)
    useSessionStore.getState().signOut('logout')
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull()
    expect(localStorage.getItem('storybook-prefs')).toBe('x')
    expect(sessionStorage.getItem('other-app')).toBe('y')
  })
})
