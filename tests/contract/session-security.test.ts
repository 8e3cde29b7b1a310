import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { ApiError, SESSION_EXPIRED } from '@/api/errors'
import { useSessionStore } from '@/session/session-store'
import { encryptId } from '@mocks/db'
import { MESSAGES } from '@mocks/http'
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
