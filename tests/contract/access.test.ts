import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { multipartBody } from '@/api/multipart'
import type { components } from '@/api/schema.gen'
import { OPERATIONS } from '@mocks/contract/requests.gen.js'
import { DEMO_ACCOUNTS, DEMO_ADVOCATE_CODE, encryptId, treeIdsFor, type SecurityUser } from '@mocks/db'
import { CONFIRM_TO_CHANGE, CONTACT_CONFIRMED } from '@mocks/handlers/session'
import { USER_UPDATED } from '@mocks/handlers/users'
import { ADVOCATE_UPDATED } from '@mocks/handlers/advocates'
import { ANY_SIGNED_IN, CASE_UPDATE_RIGHT, MESSAGES, rightsHeld } from '@mocks/http'
import { lastMail, onMail, type Mail } from '@mocks/outbox'
import { commit, provider } from '@mocks/provider'
import { signInAs } from '../support/session'
import { doc } from './openapi-validator'
import { failure } from '../support/failure'

/**
 * QUALITY 23 on the provider: every operation of the contract names the rights that grant it (x-rights), and the
 * request gate answers 403 to a signed-in user holding none of them, before it reads the request.
 */

const METHODS = ['get', 'post', 'put', 'delete']
const PUBLIC = 'public'

interface Op {
  method: string
  path: string
  rights: string[]
  hasBody: boolean
}

const ops = (): Op[] =>
  Object.entries(doc.paths as unknown as Record<string, Record<string, Record<string, unknown>>>).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method, path, rights: op['x-rights'] as string[], hasBody: !!op.requestBody })),
  )

const db = () => provider().db
const name = (op: Op) => `${op.method.toUpperCase()} ${op.path}`
const pages = () => new Set(db().menuItems.map((i) => i.menuItemPageURL))

/**
 * A request the contract refuses (a path parameter over its length, a body that is a list), so that a user let
 * through gets 400 from the schema check and no handler acts, while a user without the right gets 403 first.
 * Operations with neither a body nor a path parameter cannot be made invalid; `null` for them.
 */
function refusedRequest(op: Op): { path: string; body: string | undefined } | null {
  const hasParams = /\{\w+\}/.test(op.path)
  if (!hasParams && !op.hasBody) return null
  return { path: op.path.replace(/\{\w+\}/g, 'x'.repeat(201)), body: op.hasBody ? '[]' : undefined }
}

async function send(op: Op, token: string, request = refusedRequest(op) ?? { path: op.path, body: undefined }) {
  const response = await fetch(new URL(`/api${request.path}`, location.href), {
    method: op.method.toUpperCase(),
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: request.body,
  })
  const type = response.headers.get('Content-Type') ?? ''
  const json = type.includes('json') ? ((await response.json()) as { message?: string }) : {}
  return { status: response.status, message: json.message }
}

async function signIn(userId: string, password: string) {
  const response = await fetch(new URL('/api/login', location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userId, loginPassword: password }),
  })
  return ((await response.json()) as { data: { token: string } }).data.token
}

/** A staff user of the demo advocate whose menu and roles the walk sets: it holds exactly what is given. */
function walker(): SecurityUser {
  const clerk = db().users.find((u) => u.loginId === 'clerk')!
  const user: SecurityUser = { ...clerk, userId: 9000, loginId: 'walker', email: 'walker@example.in', mobileNo: '9000000001', password: 'Walker@123', treeIds: [], roles: ['STAFF'], advocateCode: DEMO_ADVOCATE_CODE }
  db().users.push(user)
  commit()
  return user
}

function holdOnly(user: SecurityUser, right: string) {
  user.roles = right === CASE_UPDATE_RIGHT ? ['ADVOCATE'] : ['STAFF']
  user.treeIds = right === CASE_UPDATE_RIGHT || right === ANY_SIGNED_IN ? [] : treeIdsFor(db().menuItems, [right])
  commit()
}

describe('access follows the menu: x-rights on every operation, checked by the request gate', () => {
  it('names on every operation rights that exist: menu pages, the case-update right, any-signed-in or public (and public exactly without a token)', () => {
    const known = pages()
    const all = ops()
    expect(all.length).toBe(Object.keys(OPERATIONS).length)
    for (const op of all) {
      expect(op.rights, name(op)).toBeInstanceOf(Array)
      expect(op.rights.length, name(op)).toBeGreaterThan(0)
      for (const right of op.rights) expect(known.has(right) || [CASE_UPDATE_RIGHT, ANY_SIGNED_IN, PUBLIC].includes(right), `${name(op)}: ${right}`).toBe(true)
      // The mock reads the same table, compiled from the contract.
      expect(OPERATIONS[`${op.method} ${op.path}`]!.rights, name(op)).toEqual(op.rights)
      expect(op.rights.includes(PUBLIC), name(op)).toBe(!OPERATIONS[`${op.method} ${op.path}`]!.secured)
    }
  })

  it('refuses 403 to every user lacking every granting right, before the schema, and lets a user holding any one right through', async () => {
    const user = walker()
    const token = await signIn('walker', 'Walker@123')
    const demo = await Promise.all(DEMO_ACCOUNTS.map(async (a) => ({ login: a.username, token: await signIn(a.username, a.password) })))
    const counts = { operations: 0, guarded: 0, refusedWalker: 0, refusedDemo: 0, grantedRights: 0 }
    const wrong: string[] = []

    for (const op of ops()) {
      counts.operations++
      if (op.rights.includes(PUBLIC) || op.rights.includes(ANY_SIGNED_IN)) continue
      counts.guarded++

      // A user holding nothing: refused with the gate's message, even for a request the schema would refuse.
      holdOnly(user, ANY_SIGNED_IN)
      const bare = await send(op, token)
      if (bare.status !== 403 || bare.message !== MESSAGES.noAccess) wrong.push(`${name(op)} without any right → ${bare.status} ${bare.message}`)
      else counts.refusedWalker++

      // Each demo account whose menu holds none of the rights.
      for (const account of demo) {
        const held = rightsHeld(db().users.find((u) => u.loginId === account.login)!)
        if (op.rights.some((r) => held.has(r))) continue
        const answer = await send(op, account.token)
        if (answer.status !== 403 || answer.message !== MESSAGES.noAccess) wrong.push(`${name(op)} as ${account.login} → ${answer.status} ${answer.message}`)
        else counts.refusedDemo++
      }

      // Each right alone lets the request through the gate: the contract's own check answers it (400), no handler acts.
      // An operation that cannot be made invalid goes with a demo account holding the right instead.
      for (const right of op.rights) {
        const request = refusedRequest(op)
        let answer
        if (request) {
          holdOnly(user, right)
          answer = await send(op, token, request)
          if (answer.status !== 400) wrong.push(`${name(op)} holding only ${right} → ${answer.status} ${answer.message}`)
        } else {
          const holder = demo.find((a) => rightsHeld(db().users.find((u) => u.loginId === a.login)!).has(right))!
          answer = await send(op, holder.token)
          if (answer.status === 403) wrong.push(`${name(op)} as ${holder.login} holding ${right} → 403 ${answer.message}`)
        }
        counts.grantedRights++
      }
    }
    console.info('access walk', JSON.stringify(counts))
    expect(wrong).toEqual([])
    expect(counts.operations).toBe(127)
    expect(counts.refusedWalker).toBe(counts.guarded)
  }, 120_000)

  it('lets every signed-in user through the layout calls, and no one without a token', async () => {
    const user = walker()
    holdOnly(user, ANY_SIGNED_IN)
    const token = await signIn('walker', 'Walker@123')
    for (const op of ops().filter((o) => o.rights.includes(ANY_SIGNED_IN) && o.path !== '/logout')) {
      const answer = await send(op, token)
      expect(answer.status, name(op)).not.toBe(403)
    }
  })
})


const REFUSED = { status: 403, message: MESSAGES.noAccess }
const own = encryptId('advocate', DEMO_ADVOCATE_CODE)
const byLogin = (loginId: string) => db().users.find((u) => u.loginId === loginId)!

/** update-user-detail's body for a seeded user, as the User screen sends it. */
function userUpdate(user: SecurityUser, patch: Record<string, unknown> = {}) {
  return {
    EncryptedUserId: encryptId('user', user.userId),
    EncryptedAdvocateCode: encryptId('advocate', user.advocateCode!),
    UserName: user.userName,
    UserAddress1: user.userAddress1,
    CountryCode: user.countryCode,
    StateCode: user.stateCode,
    ActiveStatus: user.status,
    EmailId: user.email,
    MobileNo: user.mobileNo,
    LoginId: user.loginId,
    ModifyUser: 'X',
    ...patch,
  } as components['schemas']['UserUpdateRequest']
}

describe('the holes of the second security round: a clerk acts only within its menu', () => {
  it('cannot take over a colleague: the user calls refuse the clerk, and nothing is changed or mailed', async () => {
    await signInAs('clerk')
    const mails: Mail[] = []
    const stop = onMail((mail) => mails.push(mail))
    const colleague = byLogin('priya.naik')
    const before = colleague.email
    expect(await failure(api.POST('/update-user-detail', { body: userUpdate(colleague, { EmailId: 'clerk@example.com' }) }))).toEqual(REFUSED)
    expect(await failure(api.POST('/send-user-reset-password-mail', { body: { EmailId: before } }))).toEqual(REFUSED)
    expect(await failure(api.POST('/user-list', { body: { pageNumber: 1, pageSize: 15 } }))).toEqual(REFUSED)
    stop()
    expect(byLogin('priya.naik').email).toBe(before)
    expect(mails).toEqual([])
  })

  it('learns nothing of a call it lacks the right for: a bad body is refused 403, not described', async () => {
    await signInAs('clerk')
    const bad = { EncryptedUserId: '', EmailId: 42 } as never
    expect(await failure(api.POST('/update-user-detail', { body: bad }))).toEqual(REFUSED)
    expect(await failure(api.POST('/user-registration', { body: bad }))).toEqual(REFUSED)
  })

  it('cannot delete a registered case (the case-update right), which keeps its hearings', async () => {
    await signInAs('clerk')
    const found = db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE)!
    const hearings = db().hearings.filter((h) => h.caseId === found.caseId).length
    expect(await failure(api.DELETE('/delete-advocate-client-case', { body: { EncryptedCaseId: encryptId('case', found.caseId) } }))).toEqual(REFUSED)
    expect(db().cases.some((c) => c.caseId === found.caseId)).toBe(true)
    expect(db().hearings.filter((h) => h.caseId === found.caseId).length).toBe(hearings)
  })

  it("cannot change the advocate's profile or contact e-mail", async () => {
    await signInAs('clerk')
    const advocate = db().advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!
    const { chamberNo, email } = advocate
    const profile = {
      IsProfile: true, EncryptedAdvocateCode: own, AdvocateName: advocate.advocateName, CountryCode: advocate.countryCode, StateCode: advocate.stateCode,
      NoOfUsers: advocate.noOfUsers, ChamberNo: 'CLERK-WAS-HERE', IsDeleteAdvocatePicFile: false, modifyUser: 'CLERK',
    }
    expect(await failure(api.POST('/update-advocate-detail', { body: profile as never, bodySerializer: multipartBody }))).toEqual(REFUSED)
    expect(await failure(api.POST('/verify-email-mobile-no', { body: { EncryptedAdvocateCode: own, EmailOrMobileNo: 'clerk@example.com' } }))).toEqual(REFUSED)
    expect(advocate).toMatchObject({ chamberNo, email })
  })

  it('is refused the payment, subscription and user lists and the renewal mail, which its menu does not hold', async () => {
    await signInAs('clerk')
    expect(await failure(api.POST('/client-payment-list', { body: { pageNumber: 1, pageSize: 15, EncryptedAdvocateCode: own } }))).toEqual(REFUSED)
    expect(await failure(api.POST('/client-subscription-list', { body: { PageNumber: 1, PageSize: 15, EncryptedAdvocateCode: own } }))).toEqual(REFUSED)
    expect(await failure(api.POST('/user-list', { body: { pageNumber: 1, pageSize: 15 } }))).toEqual(REFUSED)
    expect(await failure(api.GET('/send-subscription-renew-mail/{encryptedAdvocateCode}', { params: { path: { encryptedAdvocateCode: own } } }))).toEqual(REFUSED)
  })
})

describe('a new e-mail or mobile number takes effect only once confirmed', () => {
  it("keeps a user's confirmed e-mail when the administrator changes it, sends the reset link there, and changes it when the link is opened", async () => {
    await signInAs('admin')
    const user = byLogin('priya.naik')
    const old = user.email
    const { data } = await api.POST('/update-user-detail', { body: userUpdate(user, { EmailId: 'Priya.New@Example.in', UserName: 'PRIYA N' }) })
    expect(data!.message).toBe(USER_UPDATED + CONFIRM_TO_CHANGE(['priya.new@example.in']))
    // The other fields change at once; the address waits.
    expect(byLogin('priya.naik')).toMatchObject({ userName: 'PRIYA N', email: old })
    await api.POST('/send-user-reset-password-mail', { body: { EmailId: old } })
    expect(lastMail(old)!.link).toMatch(/^\/reset-password\//)
    expect(await failure(api.POST('/send-user-reset-password-mail', { body: { EmailId: 'priya.new@example.in' } }))).toMatchObject({ status: 404 })
    expect(lastMail('priya.new@example.in')!.link).not.toMatch(/reset-password/)

    const [, , id, value] = lastMail('priya.new@example.in')!.link.split('/')
    expect(id).not.toBe(encryptId('user', user.userId))
    const confirmed = await api.GET('/validate-advocate/{encryptedAdvocateCode}/{emailOrMobileNo}', { params: { path: { encryptedAdvocateCode: id!, emailOrMobileNo: decodeURIComponent(value!) } } })
    expect(confirmed.data!.message).toBe(CONTACT_CONFIRMED('priya.new@example.in'))
    expect(byLogin('priya.naik').email).toBe('priya.new@example.in')
    await api.POST('/send-user-reset-password-mail', { body: { EmailId: 'priya.new@example.in' } })
    expect(lastMail('priya.new@example.in')!.link).toMatch(/^\/reset-password\//)
  })

  it("keeps a new mobile number waiting too, and a link for the wrong address or a used link confirms nothing", async () => {
    await signInAs('admin')
    const user = byLogin('priya.naik')
    const old = user.mobileNo
    await api.POST('/update-user-detail', { body: userUpdate(user, { MobileNo: '9988776655' }) })
    expect(byLogin('priya.naik').mobileNo).toBe(old)
    const [, , id] = lastMail('9988776655')!.link.split('/')
    const confirm = (emailOrMobileNo: string) => api.GET('/validate-advocate/{encryptedAdvocateCode}/{emailOrMobileNo}', { params: { path: { encryptedAdvocateCode: id!, emailOrMobileNo } } })
    expect((await failure(confirm('9988776600'))).status).toBe(404)
    await confirm('9988776655')
    expect(byLogin('priya.naik').mobileNo).toBe('9988776655')
    expect((await failure(confirm('9988776655'))).status).toBe(404)
  })

  it("keeps an advocate's confirmed e-mail and mobile when the administrator's Advocate screen changes them, until the links are opened", async () => {
    await signInAs('admin')
    const advocate = db().advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!
    const { email, mobileNo } = advocate
    const moduleForm = {
      IsProfile: false, encryptedAdvocateCode: own, advocateName: advocate.advocateName, chamberNo: 'CH-9', countryCode: advocate.countryCode,
      stateCode: advocate.stateCode, email: 'advocate.new@example.in', mobileNo: '9988776611', noOfUsers: advocate.noOfUsers, modifyUser: 'ADMIN',
    }
    const { data } = await api.POST('/update-advocate-detail', { body: moduleForm as never, bodySerializer: multipartBody })
    expect(data!.message).toBe(ADVOCATE_UPDATED + CONFIRM_TO_CHANGE(['advocate.new@example.in', '9988776611']))
    // The other fields change at once; the contacts wait, and mail keeps going to the confirmed address.
    expect(db().advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)).toMatchObject({ chamberNo: 'CH-9', email, mobileNo })
    expect(lastMail('advocate.new@example.in')!.link).toMatch(/^\/validate-advocate\//)
    await api.GET('/send-subscription-renew-mail/{encryptedAdvocateCode}', { params: { path: { encryptedAdvocateCode: own } } })
    expect(lastMail(email)!.subject).toMatch(/renew/i)
    expect(lastMail('advocate.new@example.in')!.link).toMatch(/^\/validate-advocate\//)

    // Saved again as confirmed, nothing new is mailed.
    const mails: Mail[] = []
    const stop = onMail((mail) => mails.push(mail))
    const again = await api.POST('/update-advocate-detail', { body: { ...moduleForm, email: email.toUpperCase(), mobileNo } as never, bodySerializer: multipartBody })
    stop()
    expect(again.data!.message).toBe(ADVOCATE_UPDATED)
    expect(mails).toEqual([])

    const [, , id, value] = lastMail('advocate.new@example.in')!.link.split('/')
    await api.GET('/validate-advocate/{encryptedAdvocateCode}/{emailOrMobileNo}', { params: { path: { encryptedAdvocateCode: id!, emailOrMobileNo: decodeURIComponent(value!) } } })
    expect(db().advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)).toMatchObject({ email: 'advocate.new@example.in', mobileNo })
  })
})
