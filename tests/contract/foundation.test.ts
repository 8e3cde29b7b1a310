import { describe, expect, it } from 'vitest'
import { CASE_UPDATE_RIGHT } from '@mocks/http'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { useSessionStore } from '@/session/session-store'
import { DEMO_ACCOUNTS, DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { PASSWORD_RESET, RESET_LINK_SENT, WRONG_CREDENTIALS } from '@mocks/handlers/session'
import { lastMail } from '@mocks/outbox'
import { signInAs } from '../support/session'
import { operationOf } from './contract-guard'
import { validateResponse } from './openapi-validator'

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? { status: error.status, message: error.message } : error),
  )

describe('the contract check itself', () => {
  it('finds the operation of a request, path parameters included', () => {
    expect(operationOf('GET', 'http://x/api/get-security-menu-tree-header-list/abc')?.path).toBe('/get-security-menu-tree-header-list/{encryptedSecurityUserId}')
    expect(operationOf('POST', 'http://x/api/no-such-call')).toBeUndefined()
  })

  it('rejects an answer that breaks the schema', () => {
    expect(validateResponse('post', '/login', 200, { status: 200, message: 'ok', data: { token: 5 } })).toMatch(/token|required/)
    expect(validateResponse('post', '/client-list', 200, { status: 200, message: 'ok', data: null })).not.toBeNull()
  })
})

describe('sign-in (POST /login)', () => {
  it.each(DEMO_ACCOUNTS.flatMap((a) => [a.username, a.email, a.mobile].map((id) => [a.username, id, a.password] as const)))(
    '%s signs in with %s',
    async (username, userId, loginPassword) => {
      const { data } = await api.POST('/login', { body: { userId, loginPassword } })
      expect(data?.data.token).toBeTruthy()
      const role = DEMO_ACCOUNTS.find((a) => a.username === username)!.role
      // The role, then the rights it holds beside it (spec 2 §6: staff register cases but do not change them).
      expect(data?.data.roles).toEqual(role === 'STAFF' ? [role] : [role, CASE_UPDATE_RIGHT])
    },
  )

  it('gives the administrator no advocate and the advocate and clerk the same one', async () => {
    const codes = await Promise.all(
      DEMO_ACCOUNTS.map(async (a) => (await api.POST('/login', { body: { userId: a.username, loginPassword: a.password } })).data?.data.encryptedAdvocateCode),
    )
    expect(codes).toEqual([null, encryptId('advocate', DEMO_ADVOCATE_CODE), encryptId('advocate', DEMO_ADVOCATE_CODE)])
  })

  it('answers wrong credentials with the provider message', async () => {
    expect(await failure(api.POST('/login', { body: { userId: 'advocate', loginPassword: 'advocate@123' } }))).toEqual({ status: 400, message: WRONG_CREDENTIALS })
    expect(await failure(api.POST('/login', { body: { userId: 'nobody', loginPassword: 'x' } }))).toEqual({ status: 400, message: WRONG_CREDENTIALS })
  })
})

/** Asks for a reset link as the forgot-password page does and reads it from the mock's outbox, as the user reads the mail. */
async function resetLinkOf(who: string) {
  const sent = await api.POST('/forgot-password/{userId}', { params: { path: { userId: who } } })
  expect(sent.data?.data ?? null).toBeNull()
  return lastMail()!.link.replace('/reset-password/', '')
}

describe('password reset', () => {
  it('answers a known and an unknown account alike, and mails a link only to the known one', async () => {
    const ask = (userId: string) => fetch(new URL(`/api/forgot-password/${userId}`, location.href), { method: 'POST' })
    const known = await ask('clerk@example.com')
    const mailsBefore = lastMail()
    const unknown = await ask('ghost')
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(await unknown.json()).toEqual(await known.json())
    expect((await ask('nobody@example.com').then((r) => r.json())).message).toBe(RESET_LINK_SENT)
    expect(lastMail()).toBe(mailsBefore)
    expect(mailsBefore!.to).toBe('clerk@example.com')
  })

  it('checks the mailed link, refuses a weak password, then sets a new one that signs in', async () => {
    const id = await resetLinkOf('clerk@example.com')
    expect((await api.POST('/validate-client/{encryptedSecurityUserId}', { params: { path: { encryptedSecurityUserId: id } } })).data?.status).toBe(200)
    expect(await failure(api.POST('/reset-password', { body: { NewPassword: 'weakpass', EncryptedSecurityUserId: id } }))).toMatchObject({ status: 400 })
    const reset = await api.POST('/reset-password', { body: { NewPassword: 'New@2026', EncryptedSecurityUserId: id } })
    expect(reset.data?.message).toBe(PASSWORD_RESET)
    expect((await api.POST('/login', { body: { userId: 'clerk', loginPassword: 'New@2026' } })).data?.data.loginUserName).toBe('SURESH PATIL')
    expect(await failure(api.POST('/login', { body: { userId: 'clerk', loginPassword: 'Clerk@123' } }))).toMatchObject({ status: 400 })
  })

  it('confirms an advocate by e-mail or mobile number only', async () => {
    const code = encryptId('advocate', DEMO_ADVOCATE_CODE)
    const path = (emailOrMobileNo: string) => ({ params: { path: { encryptedAdvocateCode: code, emailOrMobileNo } } })
    const { data: login } = await api.POST('/login', { body: { userId: 'advocate', loginPassword: 'Advocate@123' } })
    expect((await api.GET('/validate-advocate/{encryptedAdvocateCode}/{emailOrMobileNo}', path(login!.data.loginUserEmailId))).data?.status).toBe(200)
    expect(await failure(api.GET('/validate-advocate/{encryptedAdvocateCode}/{emailOrMobileNo}', path('someone@else.in')))).toMatchObject({ status: 404 })
  })
})

describe('menus and shortcuts decided by the provider', () => {
  const menu = async (parentId = 0) => {
    const session = useSessionStore.getState().session!
    return (await api.POST('/get-security-menu-tree-menu-list', { body: { encryptedSecurityUserId: session.encryptedSecurityUserId, parentId } })).data!.data
  }
  const headers = async () => {
    const session = useSessionStore.getState().session!
    const { data } = await api.GET('/get-security-menu-tree-header-list/{encryptedSecurityUserId}', { params: { path: { encryptedSecurityUserId: session.encryptedSecurityUserId } } })
    return data!.data.map((h) => h.menuHeaderName)
  }

  it('shows each account its own headers', async () => {
    await signInAs('advocate')
    expect(await headers()).toEqual(['Data Entry', 'Reports', 'Settings'])
    await signInAs('admin')
    expect(await headers()).toEqual(['Administration', 'Masters', 'Settings'])
    await signInAs('clerk')
    expect(await headers()).toEqual(['Data Entry', 'Settings'])
  })

  it('gives the items under one header, three levels at most', async () => {
    await signInAs('advocate')
    const all = await menu()
    const reports = all.find((i) => i.menuName === 'Reports')!
    const under = await menu(reports.childId)
    expect(under.length).toBeGreaterThan(3)
    expect(under.every((i) => all.some((a) => a.childId === i.childId))).toBe(true)
    expect(under.map((i) => i.menuItemPageURL)).toContain('/client-payment-report')
    expect(all.map((i) => i.menuItemPageURL)).not.toContain('/advocate')
  })

  it('lists shortcuts of the pages the user may open only', async () => {
    await signInAs('clerk')
    const { data } = await api.GET('/get-key-combination-list')
    const routes = data!.data.data.map((s) => s.route)
    expect(data!.data.data).toContainEqual({ shortCutKey: 'SHIFT+C', route: '/client' })
    expect(routes).not.toContain('/client-payment')
    expect(routes).not.toContain('/advocate')
  })

  it('does not let a user read another user\u2019s menus', async () => {
    await signInAs('clerk')
    const other = encryptId('user', 2)
    expect(await failure(api.POST('/get-security-menu-tree-menu-list', { body: { encryptedSecurityUserId: other, parentId: 0 } }))).toMatchObject({ status: 403 })
  })

  it('answers 401 without a valid token, and the client signs out once', async () => {
    await signInAs('advocate')
    useSessionStore.setState((s) => ({ session: { ...s.session!, token: 'forged' } }))
    expect(await failure(api.GET('/get-key-combination-list'))).toMatchObject({ status: 401 })
    expect(useSessionStore.getState()).toMatchObject({ session: null, endedBecause: 'unauthorized' })
    expect(await failure(api.GET('/get-key-combination-list'))).toMatchObject({ status: 401 })
    expect(useSessionStore.getState().endedBecause).toBe('unauthorized')
  })
})
