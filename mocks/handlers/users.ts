import type { components } from '../../src/api/schema.gen'
import { decryptId, withAncestors, type SecurityUser } from '../db'
import { KIND, MESSAGES, advocateScope, authUser, fail, http, idOf, isAdmin, ok, requireId } from '../http'
import { findRow, listOf, sameText } from '../kit'
import { sendMail } from '../outbox'
import { commit, db, provider } from '../provider'
import { treeOf } from './menu-tree'
import { confirmContactChanges, mailResetLink } from './session'

export const USER_ADDED = 'User registered successfully! The sign-in details have been e-mailed to the user.'
export const USER_UPDATED = 'User Details updated successfully!'
export const ACCESS_ADDED = 'Menu access added successfully.'
export const ACCESS_REMOVED = 'Menu access removed successfully.'
export const USER_RESET_SENT = (email: string) => `A link to reset the password has been sent to ${email}.`
export const NO_USER_WITH_EMAIL = 'No user was found with this e-mail address.'
export const LOGIN_ID_TAKEN = (loginId: string) => `The login id "${loginId}" is already in use.`
export const EMAIL_TAKEN = (email: string) => `The e-mail address ${email} is already used by another user.`
export const MOBILE_TAKEN = (mobile: string) => `The mobile number ${mobile} is already used by another user.`
export const LOGIN_ID_FIXED = 'LoginId: the login id of a user cannot change.'
export const ADVOCATE_FIXED = "EncryptedAdvocateCode: a user's advocate cannot change."
export const STATE_NOT_OF_COUNTRY = 'StateCode: the state is not a state of the chosen country.'
export const NOT_GRANTABLE = (name: string) => `The menu item "${name}" cannot be given to this user: it is not part of the advocate's licence.`
export const UNKNOWN_ITEM = (id: number) => `The menu item ${id} does not exist.`
export const HAS_ITEM = (name: string) => `The user already has the menu item "${name}".`
export const LACKS_ITEM = (name: string) => `The user does not have the menu item "${name}".`
export const LAST_ITEM = 'Select atleast one menu tree item'
export const OWN_STATUS = 'You cannot suspend your own account.'
export const OWN_ACCESS = 'You cannot change your own menu access.'
export const ADVOCATE_ACCOUNT = "Only the administrator changes the advocate's own account."
export const TOO_MANY_USERS = (limit: number) =>
  `The advocate's licence allows ${limit} active user${limit === 1 ? '' : 's'}. Suspend another user first, or raise the advocate's number of users.`
export const INVALID_EMAIL = 'Please enter valid email address'
/** The welcome mail's advice, true to the user's menu: Change Password where it holds the page, else the sign-in page's link. */
export const WELCOME_CHANGE_PASSWORD = (path: string) => `Sign in with these details and change the password under ${path}.`
export const WELCOME_FORGOT_PASSWORD = 'Sign in with these details. To choose a password of your own, use Forgot Password? on the sign-in page.'
export const NOT_SIGNED_IN_USER = 'LoggedInEncryptedSecurityUserId: this is not the signed-in user.'

type Fields = components['schemas']['UserFields']

const items = () => db().menuItems
const nameOf = (treeId: number) => items().find((i) => i.childId === treeId)?.menuName ?? String(treeId)

/**
 * The menu items a caller may give a user of `advocateCode`: those the advocate's licences (the roles of
 * its transactions) hold; a non-admin caller gives no more than they hold themselves.
 */
function grantable(caller: SecurityUser, advocateCode: number): Set<number> {
  const licensed = new Set(db().advocateTransactions.filter((t) => t.advocateCode === advocateCode).map((t) => t.roleId))
  const ids = db().roles.filter((r) => licensed.has(r.roleId)).flatMap((r) => r.treeIds)
  const own = new Set(caller.treeIds)
  return new Set(withAncestors(items(), ids).filter((id) => isAdmin(caller) || own.has(id)))
}

/** Users with an advocate; the platform administrator is not one of them (not listed, not changed here). */
const inScope = (caller: SecurityUser) => {
  if (!isAdmin(caller) && caller.advocateCode === null) throw fail(403, MESSAGES.forbidden)
  return (u: SecurityUser) => u.advocateCode !== null && (isAdmin(caller) || u.advocateCode === caller.advocateCode)
}

/** The user named by `encryptedUserId` that the caller may reach, else 404 (another advocate's user is not found either). */
const targetOf = (caller: SecurityUser, encryptedUserId: unknown) => findRow('users', encryptedUserId, inScope(caller))

/** Staff of the advocate change the advocate's staff; the advocate's own account is the administrator's (or its owner's). */
function requireChangeable(caller: SecurityUser, target: SecurityUser) {
  if (!isAdmin(caller) && target.userId !== caller.userId && target.roles.includes('ADVOCATE')) throw fail(403, ADVOCATE_ACCOUNT)
}

function requireCaller(caller: SecurityUser, loggedIn: unknown) {
  if (decryptId(KIND.user, loggedIn) !== caller.userId) throw fail(403, NOT_SIGNED_IN_USER)
}

/**
 * Sign-in takes a login id, an e-mail address or a mobile number, so none of them may name two users:
 * a new login id is no other user's login id or e-mail address, and so on.
 */
function requireUnique(fields: { loginId: string; email: string; mobileNo: string }, except?: number) {
  const others = db().users.filter((u) => u.userId !== except)
  const named = (text: string) => others.some((u) => sameText(u.loginId, text) || sameText(u.email, text) || u.mobileNo === text.trim())
  if (named(fields.loginId)) throw fail(409, LOGIN_ID_TAKEN(fields.loginId.trim()))
  if (named(fields.email)) throw fail(409, EMAIL_TAKEN(fields.email.trim().toLowerCase()))
  if (named(fields.mobileNo)) throw fail(409, MOBILE_TAKEN(fields.mobileNo))
}

function requirePlace(countryCode: string, stateCode: string) {
  if (!db().states.some((s) => s.stateCode === stateCode && s.countryCode === countryCode)) throw fail(400, STATE_NOT_OF_COUNTRY)
}

/** The advocate's `noOfUsers` is how many of its users may be active at once. */
function requireRoom(advocateCode: number, except?: number) {
  const limit = db().advocates.find((a) => a.advocateCode === advocateCode)?.noOfUsers ?? 1
  const active = db().users.filter((u) => u.advocateCode === advocateCode && u.status === 'A' && u.userId !== except).length
  if (active >= limit) throw fail(400, TOO_MANY_USERS(limit))
}

function requireGrantable(allowed: Set<number>, treeIds: readonly number[]) {
  for (const id of treeIds) {
    if (!items().some((i) => i.childId === id)) throw fail(400, UNKNOWN_ITEM(id))
    if (!allowed.has(id)) throw fail(400, NOT_GRANTABLE(nameOf(id)))
  }
}

/** The welcome mail's advice on the password, by the menu items the user was given. */
function passwordAdvice(treeIds: readonly number[]): string {
  // The page itself, not the header that links to it.
  const isPage = (id: number) => !items().some((i) => i.parentId === id)
  let item = items().find((i) => i.menuItemPageURL === '/change-password' && isPage(i.childId) && treeIds.includes(i.childId))
  if (!item) return WELCOME_FORGOT_PASSWORD
  // The way the menu shows it: its header (and group), then the page.
  const path: string[] = []
  while (item) {
    path.unshift(item.menuName)
    const parentId: number = item.parentId
    item = items().find((i) => i.childId === parentId)
  }
  return WELCOME_CHANGE_PASSWORD(path.join(' → '))
}

/** A password meeting the sign-in rules (6–16 characters with a digit, a capital and one of !@#$%^&*), from a secure source. */
function newPassword(): string {
  const pick = (set: string) => set[crypto.getRandomValues(new Uint32Array(1))[0] % set.length]
  const [upper, lower, digits] = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789']
  const chars = [pick(upper), pick(digits), pick('@#$%&'), ...Array.from({ length: 7 }, () => pick(upper + lower + digits))]
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.getRandomValues(new Uint32Array(1))[0] % (i + 1)
    ;[chars[i], chars[j]] = [chars[j], chars[i]]
  }
  return chars.join('')
}

/** Spec 2 §5: the advocate rules for an e-mail address (a 2 to 3 letter domain suffix). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,3}$/

/** What the form sends, as the store keeps it: e-mail addresses in lower case. */
function stored(body: Fields) {
  if (!EMAIL_PATTERN.test(body.EmailId.trim())) throw fail(400, INVALID_EMAIL)
  return fields(body)
}
const fields = (body: Fields) => ({
  userName: body.UserName.trim(),
  email: body.EmailId.trim().toLowerCase(),
  mobileNo: body.MobileNo,
  userAddress1: body.UserAddress1?.trim() ?? '',
  userAddress2: body.UserAddress2?.trim() ?? '',
  countryCode: body.CountryCode,
  stateCode: body.StateCode,
  status: body.ActiveStatus,
})

function rowOf(u: SecurityUser) {
  const country = db().countries.find((c) => c.countryCode === u.countryCode)
  const state = db().states.find((s) => s.stateCode === u.stateCode && s.countryCode === u.countryCode)
  return {
    encryptedUserId: idOf(KIND.user, u.userId),
    encryptedAdvocateCode: u.advocateCode === null ? null : idOf(KIND.advocate, u.advocateCode),
    userName: u.userName,
    loginId: u.loginId,
    email: u.email,
    mobileNo: u.mobileNo,
    userAddress1: u.userAddress1,
    userAddress2: u.userAddress2,
    countryCode: u.countryCode,
    stateCode: u.stateCode,
    countryName: country?.countryName ?? '',
    stateName: state?.stateName ?? '',
    status: u.status,
  }
}

/** The item and every item below it. */
function withDescendants(id: number): Set<number> {
  const ids = new Set([id])
  for (let size = 0; size !== ids.size; ) {
    size = ids.size
    for (const i of items()) if (ids.has(i.parentId)) ids.add(i.childId)
  }
  return ids
}

/** Users of advocates and their menu access (spec 2 §2, §6, §7). */
export const userHandlers = [
  http.post('/user-list', async ({ request, response }) => {
    const caller = authUser(request)
    const body = await request.json()
    const reach = inScope(caller)
    const advocate = isAdmin(caller) && body.advocateCode ? requireId(KIND.advocate, body.advocateCode, 'The advocate') : null
    const users = db().users.filter((u) => reach(u) && (advocate === null || u.advocateCode === advocate))
    const { rows, totalCount } = listOf(users, body, {
      search: (u) => [u.userName, u.loginId, u.email, u.mobileNo],
      sort: (a, b) => a.userName.localeCompare(b.userName) || a.userId - b.userId,
    })
    return response(200).json(ok({ userList: rows.map(rowOf), totalCount }))
  }),

  http.post('/user-registration', async ({ request, response }) => {
    const caller = authUser(request)
    const body = await request.json()
    requireCaller(caller, body.LoggedInEncryptedSecurityUserId)
    const advocateCode = advocateScope(caller, body.EncryptedAdvocateCode)
    if (!db().advocates.some((a) => a.advocateCode === advocateCode)) throw fail(404, MESSAGES.notFound('The advocate'))
    const fields = stored(body)
    requirePlace(fields.countryCode, fields.stateCode)
    requireUnique({ loginId: body.LoginId, email: fields.email, mobileNo: fields.mobileNo })
    requireGrantable(grantable(caller, advocateCode), body.treeIds)
    if (fields.status === 'A') requireRoom(advocateCode)
    const userId = provider().nextId('users')
    const password = newPassword()
    const loginId = body.LoginId.trim()
    const treeIds = withAncestors(items(), body.treeIds)
    db().users.push({ userId, advocateCode, loginId, password, roles: ['STAFF'], treeIds, passwordReset: null, ...fields })
    commit()
    sendMail({
      to: fields.email,
      subject: 'Your Case Diary account',
      link: '/login',
      lines: [`Login id: ${loginId}`, `Password: ${password}`, passwordAdvice(treeIds)],
    })
    return response(200).json(ok({ encryptedUserId: idOf(KIND.user, userId) }, USER_ADDED))
  }),

  http.post('/update-user-detail', async ({ request, response }) => {
    const caller = authUser(request)
    const body = await request.json()
    const user = targetOf(caller, body.EncryptedUserId)
    requireChangeable(caller, user)
    if (decryptId(KIND.advocate, body.EncryptedAdvocateCode) !== user.advocateCode) throw fail(400, ADVOCATE_FIXED)
    if (!sameText(body.LoginId, user.loginId)) throw fail(400, LOGIN_ID_FIXED)
    const fields = stored(body)
    requirePlace(fields.countryCode, fields.stateCode)
    requireUnique({ loginId: user.loginId, email: fields.email, mobileNo: fields.mobileNo }, user.userId)
    if (fields.status !== 'A' && user.userId === caller.userId) throw fail(400, OWN_STATUS)
    if (fields.status === 'A' && user.status !== 'A') requireRoom(user.advocateCode!, user.userId)
    // A new e-mail or mobile waits for its owner to confirm it, so a reset link only goes to a confirmed address.
    const { email, mobileNo, ...rest } = fields
    Object.assign(user, rest)
    commit()
    return response(200).json(ok(null, USER_UPDATED + confirmContactChanges(user, { email, mobileNo }, user.userName)))
  }),

  http.post('/get-advocate-user-menu-tree', async ({ request, response }) => {
    const caller = authUser(request)
    const { encryptedAdvocateCode, encryptedSecurityUserId } = await request.json()
    if (encryptedSecurityUserId) {
      const user = targetOf(caller, encryptedSecurityUserId)
      const held = new Set(user.treeIds)
      // Items the user holds beyond what may be given now stay in the tree, so they can be taken away.
      const shown = new Set([...grantable(caller, user.advocateCode!), ...held])
      return response(200).json(ok(treeOf(0, held, shown)))
    }
    if (!encryptedAdvocateCode) throw fail(400, 'encryptedAdvocateCode or encryptedSecurityUserId is required.')
    const advocateCode = advocateScope(caller, encryptedAdvocateCode)
    return response(200).json(ok(treeOf(0, new Set(), grantable(caller, advocateCode))))
  }),

  http.post('/add-security-user-role-master', async ({ request, response }) => {
    const caller = authUser(request)
    const { loggedInEncryptedSecurityUserId, encryptedSecurityUserId, treeIds } = await request.json()
    requireCaller(caller, loggedInEncryptedSecurityUserId)
    const user = targetOf(caller, encryptedSecurityUserId)
    requireChangeable(caller, user)
    if (user.userId === caller.userId) throw fail(400, OWN_ACCESS)
    requireGrantable(grantable(caller, user.advocateCode!), treeIds)
    const held = treeIds.find((id) => user.treeIds.includes(id))
    if (held !== undefined) throw fail(409, HAS_ITEM(nameOf(held)))
    user.treeIds = withAncestors(items(), [...user.treeIds, ...treeIds])
    commit()
    return response(200).json(ok(null, ACCESS_ADDED))
  }),

  http.delete('/delete-security-user-role-master', async ({ request, response }) => {
    const caller = authUser(request)
    const { encryptedSecurityUserId, treeId } = await request.json()
    const user = targetOf(caller, encryptedSecurityUserId)
    requireChangeable(caller, user)
    if (user.userId === caller.userId) throw fail(400, OWN_ACCESS)
    if (!user.treeIds.includes(treeId)) throw fail(404, LACKS_ITEM(nameOf(treeId)))
    // A page goes with its header: the items below the one taken away go too.
    const gone = withDescendants(treeId)
    const left = user.treeIds.filter((id) => !gone.has(id))
    if (!left.length) throw fail(400, LAST_ITEM)
    user.treeIds = left
    commit()
    return response(200).json(ok(null, ACCESS_REMOVED))
  }),

  http.post('/send-user-reset-password-mail', async ({ request, response }) => {
    const caller = authUser(request)
    const { EmailId } = await request.json()
    const user = db().users.find((u) => inScope(caller)(u) && sameText(u.email, EmailId))
    if (!user) throw fail(404, NO_USER_WITH_EMAIL)
    requireChangeable(caller, user)
    mailResetLink(user)
    return response(200).json(ok(null, USER_RESET_SENT(user.email)))
  }),
]
