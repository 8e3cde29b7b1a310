import { describe, expect, it, vi } from 'vitest'
import { api } from '@/api/client'
import { ApiError, SESSION_EXPIRED } from '@/api/errors'
import { useSessionStore } from '@/session/session-store'
import { encryptId } from '@mocks/db'
import { MESSAGES, SESSION_MAX_MS } from '@mocks/http'
import { PASSWORD_RESET, RESET_LINK_INVALID, RESET_LINK_LIFETIME_MS, SIGNED_OUT } from '@mocks/handlers/session'
import { server } from '@mocks/node'
import { lastMail } from '@mocks/outbox'
import { db } from '@mocks/provider'
import { signInAs } from '../support/session'

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? { status: error.status, message: error.message } : error),
  )
const refused = { status: 404, message: RESET_LINK_INVALID }

async function mailedLink(who: string) {
  const answer = await api.POST('/forgot-password/{userId}', { params: { path: { userId: who } } })
  // The link is mailed, never answered.
  expect(JSON.stringify(answer.data)).not.toMatch(/reset-password|[0-9a-f]{8}-[0-9a-f]{4}/)
  return lastMail()!.link.replace('/reset-password/', '')
}
const check = (id: string) => api.POST('/validate-client/{encryptedSecurityUserId}', { params: { path: { encryptedSecurityUserId: id } } })
const reset = (id: string, NewPassword = 'Taken@2026') => api.POST('/reset-password', { body: { NewPassword, EncryptedSecurityUserId: id } })

describe('a password reset cannot take an account', () => {
  it("refuses the user's own id (the administrator's included) and a made-up id", async () => {
    await mailedLink('admin')
    for (const id of [encryptId('user', 1), encryptId('user', 2), 'forged-reset-id', crypto.randomUUID()]) {
      expect(await failure(check(id))).toEqual(refused)
      expect(await failure(reset(id))).toEqual(refused)
    }
    expect((await api.POST('/login', { body: { userId: 'admin', loginPassword: 'Admin@123' } })).data?.status).toBe(200)
  })

  it('works once: a used link is refused', async () => {
    const id = await mailedLink('advocate')
    expect((await reset(id)).data?.message).toBe(PASSWORD_RESET)
    expect(await failure(check(id))).toEqual(refused)
    expect(await failure(reset(id, 'Again@2026'))).toEqual(refused)
  })

  it('expires after 30 minutes', async () => {
    const id = await mailedLink('advocate')
    const user = db().users.find((u) => u.passwordReset?.id === id)!
    const issued = Date.parse(user.passwordReset!.expiresAt) - RESET_LINK_LIFETIME_MS
    expect(RESET_LINK_LIFETIME_MS).toBe(30 * 60 * 1000)
    user.passwordReset!.expiresAt = new Date(issued + RESET_LINK_LIFETIME_MS - Date.now() > 0 ? Date.now() - 1 : issued).toISOString()
    expect(await failure(check(id))).toEqual(refused)
    expect(await failure(reset(id))).toEqual(refused)
  })

  it('is void once a newer link is asked for', async () => {
    const older = await mailedLink('clerk')
    const newer = await mailedLink('clerk@example.com')
    expect(newer).not.toBe(older)
    expect(await failure(reset(older))).toEqual(refused)
    expect((await reset(newer)).data?.message).toBe(PASSWORD_RESET)
  })
})

describe('signing out ends the session on the provider', () => {
  const keys = (token: string) => fetch(new URL('/api/get-key-combination-list', location.href), { headers: { Authorization: `Bearer ${token}` } })

  it('revokes the token: the old token gets 401', async () => {
    const { token } = await signInAs('advocate')
    expect((await keys(token)).status).toBe(200)
    const answer = await fetch(new URL('/api/logout', location.href), { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
    expect(await answer.json()).toEqual({ status: 200, message: SIGNED_OUT, data: null })
    const after = await keys(token)
    expect(after.status).toBe(401)
    expect(await after.json()).toEqual({ status: 401, message: MESSAGES.unauthorized, data: null })
  })

  it('is called by the app whenever a session ends on the device (the /logout page clears the session)', async () => {
    const { token } = await signInAs('advocate')
    const revoked = new Promise<string | null>((resolve) =>
      server.events.on('request:start', ({ request }) => {
        if (request.url.endsWith('/api/logout')) resolve(request.headers.get('Authorization'))
      }),
    )
    useSessionStore.setState({ session: null, endedBecause: null })
    expect(await revoked).toBe(`Bearer ${token}`)
    await expect.poll(async () => (await keys(token)).status).toBe(401)
  })

  it('sends no call with a session that ran out: the user is told why and signed out once', async () => {
    await signInAs('advocate')
    let sent = 0
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/get-key-combination-list')) sent++
    })
    useSessionStore.setState((s) => ({ session: { ...s.session!, expiresAt: Date.now() - 1 } }))
    expect(await failure(api.GET('/get-key-combination-list'))).toEqual({ status: 401, message: SESSION_EXPIRED })
    expect(sent).toBe(0)
    expect(useSessionStore.getState()).toMatchObject({ session: null, endedBecause: 'expired' })
  })
})

describe('sign-in and reset attempts are limited per account and per client', () => {
  const tryLogin = (userId: string, loginPassword: string) =>
    fetch(new URL('/api/login', location.href), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId, loginPassword }) })

  it('refuses the sixth attempt on an account for 15 minutes, the right password included, with Retry-After and the message', async () => {
    for (let i = 0; i < 5; i++) expect((await tryLogin('advocate', `Wrong@${i}`)).status).toBe(400)
    const limited = await tryLogin('advocate', 'Advocate@123')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(14 * 60)
    expect((await limited.json()).message).toBe('Too many attempts. Try again in 15 minutes.')
    // Another account from the same client is not locked by them.
    expect((await tryLogin('clerk', 'Clerk@123')).status).toBe(200)
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000)
    expect((await tryLogin('advocate', 'Advocate@123')).status).toBe(200)
  })

  it('counts an unknown account like a known one, and limits one client across accounts', async () => {
    for (let i = 0; i < 5; i++) expect((await tryLogin('ghost', 'Wrong@1')).status).toBe(400)
    expect((await tryLogin('ghost', 'Wrong@1')).status).toBe(429)
    for (let i = 0; i < 15; i++) expect((await tryLogin(`ghost${i}`, 'Wrong@1')).status).toBe(400)
    const limited = await tryLogin('admin', 'Admin@123')
    expect(limited.status).toBe(429)
    expect((await limited.json()).message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/)
  })

  it('limits reset links per account and passes Retry-After to the app', async () => {
    for (let i = 0; i < 3; i++) await mailedLink('clerk')
    const error = await api.POST('/forgot-password/{userId}', { params: { path: { userId: 'clerk' } } }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(429)
    expect((error as ApiError).message).toBe('Too many attempts. Try again in 15 minutes.')
    expect((error as ApiError).retryAfterSeconds).toBeGreaterThan(14 * 60)
  })

  it('limits guessed reset ids from one client', async () => {
    for (let i = 0; i < 10; i++) expect(await failure(check(`guess-${i}`))).toEqual(refused)
    expect((await failure(check('guess-11'))) as { status: number }).toMatchObject({ status: 429 })
  })
})

describe('session lifetimes on the provider', () => {
  const keys = (token: string) => fetch(new URL('/api/get-key-combination-list', location.href), { headers: { Authorization: `Bearer ${token}` } })
  const hour = 60 * 60 * 1000

  it('gives a session without Remember me an hour, renewed by use and followed by the app', async () => {
    const { token, expiresAt } = await signInAs('advocate')
    const start = Date.now()
    expect(Date.parse(db().sessions.find((s) => s.token === token)!.expiresAt) - start).toBeLessThanOrEqual(hour)
    expect(expiresAt - start).toBeLessThanOrEqual(hour)
    vi.setSystemTime(start + 50 * 60 * 1000)
    const used = await keys(token)
    expect(Date.parse(used.headers.get('X-Session-Expires-At')!)).toBeGreaterThanOrEqual(start + 110 * 60 * 1000)
    await api.GET('/get-key-combination-list')
    expect(useSessionStore.getState().session!.expiresAt).toBeGreaterThanOrEqual(start + 110 * 60 * 1000)
    vi.setSystemTime(start + 50 * 60 * 1000 + hour + 1000)
    expect((await keys(token)).status).toBe(401)
  })

  it('ends a session without Remember me 12 hours after sign-in however busy it is, and prunes it', async () => {
    const { token } = await signInAs('advocate')
    const start = Date.now()
    expect(SESSION_MAX_MS).toBe(12 * hour)
    // Used every 50 minutes, it slides until the twelfth hour and no further.
    for (let at = 50 * 60 * 1000; at < 12 * hour; at += 50 * 60 * 1000) {
      vi.setSystemTime(start + at)
      const used = await keys(token)
      expect(used.status).toBe(200)
      expect(Date.parse(used.headers.get('X-Session-Expires-At')!)).toBeLessThanOrEqual(start + 12 * hour)
    }
    vi.setSystemTime(start + 12 * hour + 1000)
    const ended = await keys(token)
    expect(ended.status).toBe(401)
    expect(await ended.json()).toEqual({ status: 401, message: MESSAGES.unauthorized, data: null })
    expect(db().sessions.some((s) => s.token === token)).toBe(false)
  })

  it('gives Remember me a year that use does not move', async () => {
    const { token } = await signInAs('advocate', true)
    const end = db().sessions.find((s) => s.token === token)!.expiresAt
    expect(Date.parse(end) - Date.now()).toBeGreaterThan(364 * 24 * hour)
    vi.setSystemTime(Date.now() + 2 * hour)
    expect((await keys(token)).headers.get('X-Session-Expires-At')).toBe(end)
  })

  it('prunes sessions that ran out: sign-ins do not pile up', async () => {
    const login = () => fetch(new URL('/api/login', location.href), { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: 'clerk', loginPassword: 'Clerk@123' }) })
    const before = db().sessions.length
    for (let i = 0; i < 5; i++) {
      expect((await login()).status).toBe(200)
      vi.setSystemTime(Date.now() + hour + 1000)
    }
    expect((await login()).status).toBe(200)
    expect(db().sessions.length).toBeLessThanOrEqual(before + 1)
    expect(db().sessions.every((s) => Date.parse(s.expiresAt) > Date.now())).toBe(true)
  })
})
