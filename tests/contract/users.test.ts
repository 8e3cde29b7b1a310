import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { DEMO_ADVOCATE_CODE, encryptId, type SecurityUser } from '@mocks/db'
import { RESET_LINK_INVALID } from '@mocks/handlers/session'
import {
  ACCESS_ADDED,
  ADVOCATE_ACCOUNT,
  ADVOCATE_FIXED,
  EMAIL_TAKEN,
  HAS_ITEM,
  LAST_ITEM,
  LOGIN_ID_FIXED,
  LOGIN_ID_TAKEN,
  MOBILE_TAKEN,
  NOT_GRANTABLE,
  NO_USER_WITH_EMAIL,
  OWN_ACCESS,
  TOO_MANY_USERS,
  USER_ADDED,
  USER_UPDATED,
  WELCOME_CHANGE_PASSWORD,
  WELCOME_FORGOT_PASSWORD,
} from '@mocks/handlers/users'
import { MESSAGES } from '@mocks/http'
import { lastMail } from '@mocks/outbox'
import { provider } from '@mocks/provider'
import { grantPages } from '../support/access'
import { signInAs } from '../support/session'
import { failure } from '../support/failure'

type Registration = components['schemas']['UserRegistrationRequest']
type MenuTreeNode = components['schemas']['MenuTreeNode']

const db = () => provider().db
const demoAdvocate = encryptId('advocate', DEMO_ADVOCATE_CODE)
const otherAdvocateCode = () => db().advocates.find((a) => a.advocateCode !== DEMO_ADVOCATE_CODE)!.advocateCode
const userById = (id: number) => db().users.find((u) => u.userId === id)!
const byLogin = (loginId: string) => db().users.find((u) => u.loginId === loginId)!
const otherUser = () => db().users.find((u) => u.advocateCode !== null && u.advocateCode !== DEMO_ADVOCATE_CODE)!
/** Client (11), Case Registration (12) and Change Password (51) of the demo advocate's licence. */
const THREE = [11, 12, 51]

const registration = (patch: Partial<Registration> = {}): Registration => ({
  EncryptedAdvocateCode: demoAdvocate,
  LoggedInEncryptedSecurityUserId: encryptId('user', 1),
  UserName: 'MEERA JOSHI',
  UserAddress1: '4, LAKE VIEW',
  CountryCode: 'IN',
  StateCode: 'MH',
  ActiveStatus: 'A',
  EmailId: 'Meera.Joshi@Example.in',
  MobileNo: '9123456780',
  LoginId: 'meera.joshi',
  AddUser: 'SYSTEM ADMINISTRATOR',
  treeIds: THREE,
  ...patch,
})


async function register(patch: Partial<Registration> = {}) {
  const session = await signInAs('admin')
  const { data } = await api.POST('/user-registration', { body: registration({ LoggedInEncryptedSecurityUserId: session.encryptedSecurityUserId, ...patch }) })
  return { id: data!.data.encryptedUserId, message: data!.message, user: byLogin(patch.LoginId ?? 'meera.joshi') }
}

const ids = (nodes: readonly MenuTreeNode[]): number[] => nodes.flatMap((n) => [n.id, ...ids(n.children)])
const ticked = (nodes: readonly MenuTreeNode[]): number[] => nodes.flatMap((n) => [...(n.isChecked ? [n.id] : []), ...ticked(n.children)])

describe('user calls', () => {
  it('registers a user with the ancestors of the ticked items, mails the sign-in details and lets the user sign in to exactly those menus', async () => {
    const { id, message, user } = await register()
    expect(message).toBe(USER_ADDED)
    expect(user).toMatchObject({ advocateCode: DEMO_ADVOCATE_CODE, email: 'meera.joshi@example.in', status: 'A', roles: ['STAFF'], treeIds: [10, 11, 12, 50, 51] })
    const mail = lastMail('meera.joshi@example.in')!
    expect(mail.lines).toEqual(expect.arrayContaining(['Login id: meera.joshi', `Password: ${user.password}`]))
    expect(user.password).toMatch(/^(?=.*\d)(?=.*[A-Z])(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{6,16}$/)

    const { data } = await api.POST('/login', { body: { userId: 'MEERA.JOSHI', loginPassword: user.password } })
    const session = data!.data
    expect(session.encryptedSecurityUserId).toBe(id)
    const { useSessionStore } = await import('@/session/session-store')
    useSessionStore.getState().signIn({ ...session, encryptedAdvocateCode: session.encryptedAdvocateCode ?? '' }, false)
    const menu = await api.POST('/get-security-menu-tree-menu-list', { body: { encryptedSecurityUserId: id, parentId: 0 } })
    expect(menu.data!.data.map((i) => i.menuItemPageURL).sort()).toEqual(['/case-registration', '/change-password', '/change-password', '/client', '/client'])
    const headers = await api.GET('/get-security-menu-tree-header-list/{encryptedSecurityUserId}', { params: { path: { encryptedSecurityUserId: id } } })
    expect(headers.data!.data.map((h) => h.menuHeaderName)).toEqual(['Data Entry', 'Settings'])
    const keys = await api.GET('/get-key-combination-list')
    expect(keys.data!.data.data.map((k) => k.route).sort()).toEqual(['/case-registration', '/client'])
  })

  it('the welcome mail points to Settings → Change Password only for a user whose menu holds it, else to Forgot Password? on the sign-in page', async () => {
    const { user } = await register()
    expect(lastMail(user.email)!.lines).toEqual(['Login id: meera.joshi', `Password: ${user.password}`, WELCOME_CHANGE_PASSWORD('Settings → Change Password')])
    expect(WELCOME_CHANGE_PASSWORD('Settings → Change Password')).toBe('Sign in with these details and change the password under Settings → Change Password.')
    const { user: other } = await register({ LoginId: 'ravi.k', EmailId: 'ravi.k@example.in', MobileNo: '9123456781', treeIds: [11, 12] })
    expect(other.treeIds).not.toContain(51)
    expect(lastMail('ravi.k@example.in')!.lines).toEqual(['Login id: ravi.k', `Password: ${other.password}`, WELCOME_FORGOT_PASSWORD])
    expect(WELCOME_FORGOT_PASSWORD).toBe('Sign in with these details. To choose a password of your own, use Forgot Password? on the sign-in page.')
  })

  it('lists the administrator every advocate user (not the administrator), and an advocate only their own', async () => {
    await signInAs('admin')
    const all = await api.POST('/user-list', { body: { pageNumber: 1, pageSize: 1000 } })
    expect(all.data!.data.totalCount).toBe(db().users.filter((u) => u.advocateCode !== null).length)
    const one = await api.POST('/user-list', { body: { pageNumber: 1, pageSize: 1000, advocateCode: demoAdvocate } })
    expect(one.data!.data.userList.map((u) => u.loginId).sort()).toEqual(['advocate', 'clerk', 'priya.naik'])

    // Within the User page's right, a non-admin reaches only their own advocate's users.
    grantPages('advocate', '/user')
    await signInAs('advocate')
    const own = await api.POST('/user-list', { body: { pageNumber: 1, pageSize: 1000, advocateCode: encryptId('advocate', otherAdvocateCode()) } })
    expect(own.data!.data.userList.map((u) => u.loginId).sort()).toEqual(['advocate', 'clerk', 'priya.naik'])
    expect(own.data!.data.userList.find((u) => u.loginId === 'clerk')).toMatchObject({ countryName: 'INDIA', stateName: 'MAHARASHTRA', status: 'A' })
  })

  it('never sends a password back: no row of the user list carries one, nor does the answer hold any user password', async () => {
    await signInAs('admin')
    const { data } = await api.POST('/user-list', { body: { pageNumber: 1, pageSize: 1000 } })
    const text = JSON.stringify(data)
    for (const row of data!.data.userList) expect(row).not.toHaveProperty('password')
    for (const user of db().users) expect(text).not.toContain(JSON.stringify(user.password))
  })

  it("keeps an advocate to their own advocate's users: another advocate's user is not found for update, tree, access or reset", async () => {
    grantPages('advocate', '/user')
    await signInAs('advocate')
    const other = otherUser()
    const encryptedUserId = encryptId('user', other.userId)
    const update = { EncryptedUserId: encryptedUserId, EncryptedAdvocateCode: encryptId('advocate', other.advocateCode!), UserName: 'X', CountryCode: 'IN', StateCode: 'MH', ActiveStatus: 'S' as const, EmailId: other.email, MobileNo: other.mobileNo, LoginId: other.loginId, ModifyUser: 'X' }
    expect(await failure(api.POST('/update-user-detail', { body: update }))).toEqual({ status: 404, message: MESSAGES.notFound('The account') })
    expect(await failure(api.POST('/get-advocate-user-menu-tree', { body: { encryptedSecurityUserId: encryptedUserId } }))).toMatchObject({ status: 404 })
    expect(await failure(api.DELETE('/delete-security-user-role-master', { body: { encryptedSecurityUserId: encryptedUserId, treeId: other.treeIds.at(-1)! } }))).toMatchObject({ status: 404 })
    expect(await failure(api.POST('/send-user-reset-password-mail', { body: { EmailId: other.email } }))).toEqual({ status: 404, message: NO_USER_WITH_EMAIL })
    expect(userById(other.userId).status).toBe('A')
    // A user the advocate creates is theirs whatever advocate the request names.
    const session = await signInAs('advocate')
    await api.POST('/user-registration', { body: registration({ EncryptedAdvocateCode: encryptId('advocate', otherAdvocateCode()), LoggedInEncryptedSecurityUserId: session.encryptedSecurityUserId }) })
    expect(byLogin('meera.joshi').advocateCode).toBe(DEMO_ADVOCATE_CODE)
  })

  it('answers 400 for bad input: a missing or too long field, a bad mobile or e-mail, no menu item, a state of another country', async () => {
    await signInAs('admin')
    const bad = async (body: unknown) => (await failure(api.POST('/user-registration', { body: body as Registration }))).status
    expect(await bad({ ...registration(), LoginId: '' })).toBe(400)
    expect(await bad({ ...registration(), LoginId: 'x'.repeat(51) })).toBe(400)
    expect(await bad({ ...registration(), UserName: 'x'.repeat(201) })).toBe(400)
    expect(await bad({ ...registration(), EmailId: 'meera@' })).toBe(400)
    expect(await bad({ ...registration(), EmailId: `${'m'.repeat(40)}@example.in` })).toBe(400)
    expect(await bad({ ...registration(), MobileNo: '0123456789' })).toBe(400)
    expect(await bad({ ...registration(), ActiveStatus: 'X' })).toBe(400)
    expect(await bad({ ...registration(), treeIds: [] })).toBe(400)
    expect(await bad({ ...registration(), StateCode: 'CA' })).toBe(400)
    const { EmailId: _e, ...noEmail } = registration()
    expect(await bad(noEmail)).toBe(400)
    expect(byLogin('meera.joshi')).toBeUndefined()
  })

  it('refuses a login id, e-mail or mobile number that names another user, in any case and across the three', async () => {
    await signInAs('admin')
    const clerk = byLogin('clerk')
    expect(await failure(register({ LoginId: 'CLERK' }))).toEqual({ status: 409, message: LOGIN_ID_TAKEN('CLERK') })
    expect(await failure(register({ LoginId: clerk.email }))).toMatchObject({ status: 409 })
    expect(await failure(register({ EmailId: 'Clerk@Example.com' }))).toEqual({ status: 409, message: EMAIL_TAKEN('clerk@example.com') })
    expect(await failure(register({ MobileNo: clerk.mobileNo }))).toEqual({ status: 409, message: MOBILE_TAKEN(clerk.mobileNo) })
  })

  it("gives only the items of the advocate's licence, and keeps to the advocate's number of active users", async () => {
    expect(await failure(register({ treeIds: [32] }))).toEqual({ status: 400, message: NOT_GRANTABLE('User') })
    const advocate = db().advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!
    const active = db().users.filter((u) => u.advocateCode === DEMO_ADVOCATE_CODE && u.status === 'A').length
    advocate.noOfUsers = active
    expect(await failure(register())).toEqual({ status: 400, message: TOO_MANY_USERS(active) })
    // A suspended user takes no place; making them active needs one.
    const { user } = await register({ ActiveStatus: 'S' })
    expect(user.status).toBe('S')
    const body = { ...registration(), EncryptedUserId: encryptId('user', user.userId), ActiveStatus: 'A' as const, ModifyUser: 'ADMIN' }
    expect(await failure(api.POST('/update-user-detail', { body }))).toEqual({ status: 400, message: TOO_MANY_USERS(active) })
  })

  it('updates the details but never the login id or the advocate; a suspended user cannot sign in and their sessions end', async () => {
    const { id, user } = await register()
    const body = { ...registration(), EncryptedUserId: id, ModifyUser: 'ADMIN', UserName: 'MEERA J', ActiveStatus: 'S' as const }
    expect(await failure(api.POST('/update-user-detail', { body: { ...body, LoginId: 'meera2' } }))).toEqual({ status: 400, message: LOGIN_ID_FIXED })
    expect(await failure(api.POST('/update-user-detail', { body: { ...body, EncryptedAdvocateCode: encryptId('advocate', otherAdvocateCode()) } }))).toEqual({ status: 400, message: ADVOCATE_FIXED })
    const { data } = await api.POST('/update-user-detail', { body: { ...body, LoginId: 'MEERA.JOSHI' } })
    expect(data!.message).toBe(USER_UPDATED)
    expect(userById(user.userId)).toMatchObject({ userName: 'MEERA J', status: 'S', loginId: 'meera.joshi' })
    expect(await failure(api.POST('/login', { body: { userId: 'meera.joshi', loginPassword: user.password } }))).toMatchObject({ status: 403 })
  })

  it('saves access as the difference: add first, then each removal; pages go with their header; the last item stays', async () => {
    const { id, user } = await register()
    const admin = await signInAs('admin')
    const tree = (await api.POST('/get-advocate-user-menu-tree', { body: { encryptedSecurityUserId: id } })).data!.data
    expect(ticked(tree)).toEqual([10, 11, 12, 50, 51])
    expect(ids(tree)).not.toContain(32)
    const add = { loggedInEncryptedSecurityUserId: admin.encryptedSecurityUserId, encryptedSecurityUserId: id, treeIds: [13, 15], addUser: 'ADMIN' }
    expect((await api.POST('/add-security-user-role-master', { body: add })).data!.message).toBe(ACCESS_ADDED)
    expect(await failure(api.POST('/add-security-user-role-master', { body: add }))).toEqual({ status: 409, message: HAS_ITEM('Case Next Date') })
    expect(await failure(api.POST('/add-security-user-role-master', { body: { ...add, loggedInEncryptedSecurityUserId: encryptId('user', 3) } }))).toMatchObject({ status: 403 })
    await api.DELETE('/delete-security-user-role-master', { body: { encryptedSecurityUserId: id, treeId: 12 } })
    expect(userById(user.userId).treeIds).toEqual([10, 11, 13, 15, 50, 51])
    await api.DELETE('/delete-security-user-role-master', { body: { encryptedSecurityUserId: id, treeId: 10 } })
    expect(userById(user.userId).treeIds).toEqual([50, 51])
    expect(await failure(api.DELETE('/delete-security-user-role-master', { body: { encryptedSecurityUserId: id, treeId: 11 } }))).toMatchObject({ status: 404 })
    expect(await failure(api.DELETE('/delete-security-user-role-master', { body: { encryptedSecurityUserId: id, treeId: 50 } }))).toEqual({ status: 400, message: LAST_ITEM })
  })

  it("a clerk gives no more than they hold, never changes the advocate's own account or their own access", async () => {
    // A clerk given the User page: the page is not the advocate's to give, so the tree still holds only the clerk's own items.
    const held = byLogin('clerk').treeIds
    grantPages('clerk', '/user')
    const clerk = await signInAs('clerk')
    const tree = (await api.POST('/get-advocate-user-menu-tree', { body: { encryptedAdvocateCode: demoAdvocate } })).data!.data
    expect(ids(tree).sort((a, b) => a - b)).toEqual(held)
    expect(await failure(api.POST('/user-registration', { body: registration({ LoggedInEncryptedSecurityUserId: clerk.encryptedSecurityUserId, treeIds: [15] }) }))).toEqual({
      status: 400,
      message: NOT_GRANTABLE('Client Payment'),
    })
    const advocate: SecurityUser = byLogin('advocate')
    const body = { EncryptedUserId: encryptId('user', advocate.userId), EncryptedAdvocateCode: demoAdvocate, UserName: 'X', CountryCode: 'IN', StateCode: 'MH', ActiveStatus: 'S' as const, EmailId: advocate.email, MobileNo: advocate.mobileNo, LoginId: advocate.loginId, ModifyUser: 'X' }
    expect(await failure(api.POST('/update-user-detail', { body }))).toEqual({ status: 403, message: ADVOCATE_ACCOUNT })
    const own = { loggedInEncryptedSecurityUserId: clerk.encryptedSecurityUserId, encryptedSecurityUserId: clerk.encryptedSecurityUserId, treeIds: [13], addUser: 'X' }
    expect(await failure(api.POST('/add-security-user-role-master', { body: own }))).toEqual({ status: 400, message: OWN_ACCESS })
  })

  it("mails a single-use reset link that is not the user's id", async () => {
    const { id, user } = await register()
    await api.POST('/send-user-reset-password-mail', { body: { EmailId: 'MEERA.JOSHI@example.in' } })
    const link = lastMail(user.email)!.link.replace('/reset-password/', '')
    expect(link).not.toBe(id)
    expect(await failure(api.POST('/validate-client/{encryptedSecurityUserId}', { params: { path: { encryptedSecurityUserId: id } } }))).toEqual({ status: 404, message: RESET_LINK_INVALID })
    await api.POST('/reset-password', { body: { NewPassword: 'Fresh@123', EncryptedSecurityUserId: link } })
    expect(userById(user.userId).password).toBe('Fresh@123')
    expect(await failure(api.POST('/reset-password', { body: { NewPassword: 'Again@123', EncryptedSecurityUserId: link } }))).toMatchObject({ status: 404 })
  })
})
