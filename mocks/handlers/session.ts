import { findUserByIdentifier, type Advocate, type ContactChange, type SecurityUser } from '../db'
import { KIND, REMEMBER_ME_LIFETIME_MS, SESSION_IDLE_MS, SESSION_MAX_MS, bearerToken, fail, http, idOf, ok, requireId, rightsOf } from '../http'
import { sameText } from '../kit'
import { sendMail } from '../outbox'
import { CLIENT, countAttempt, forgetAttempts, refuseWhenLimited } from '../throttle'
import { commit, db } from '../provider'

/**
 * A token of a session without Remember me lives SESSION_IDLE_MS past its last authenticated call (http.ts
 * renews it and tells the app), and at most SESSION_MAX_MS from sign-in; with Remember me it lives
 * REMEMBER_ME_LIFETIME_MS from sign-in, the spec's year (§9; OWASP ASVS would ask for at most 30 days: this
 * is the one place to change it). Sessions that ran out are removed at every sign-in and when their token comes back.
 * A token of a suspended user is refused at once.
 */
export const WRONG_CREDENTIALS = 'Invalid username or password.'
export const SUSPENDED = 'Your account is suspended. Please contact your advocate or the administrator.'
export const RESET_LINK_SENT = 'A link to reset your password has been sent to your registered email address.'
export const PASSWORD_RESET = 'Your password has been reset. Please log in with your new password.'
export const ACCOUNT_CONFIRMED = 'Your account has been confirmed.'
export const RESET_LINK_INVALID = 'This password reset link is not valid or has expired. Please ask for a new one.'
export const SIGNED_OUT = 'You have been signed out.'
export const CONTACT_CONFIRMED = (value: string) => `${value} is confirmed and now in use.`
export const CONFIRMATION_INVALID = 'This confirmation link is not valid.'
export const CONTACT_TAKEN = (value: string) => `${value} has been taken by another user since the link was sent.`
/** What an edit's answer adds when a new e-mail or mobile number waits for its confirmation. */
export const CONFIRM_TO_CHANGE = (values: string[]) =>
  ` A confirmation link has been sent to ${values.join(' and ')}; the change takes effect when it is opened.`
/** How long a mailed confirmation of a new e-mail address or mobile number works. */
export const CONFIRM_LINK_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000
/** How long an e-mailed reset link works. */
export const RESET_LINK_LIFETIME_MS = 30 * 60 * 1000
const PASSWORD_RULE = /^(?=.*\d)(?=.*[A-Z])(?=.*[!@#$%^&*])[A-Za-z\d!@#$%^&*]{6,16}$/

/**
 * Issues a user's one live reset link and mails it: a random single-use id (never derived from the
 * user id) valid for RESET_LINK_LIFETIME_MS; it voids any earlier link. Forgot-password and the user
 * screen's reset both go through here.
 */
export function mailResetLink(user: SecurityUser) {
  user.passwordReset = { id: crypto.randomUUID(), expiresAt: new Date(Date.now() + RESET_LINK_LIFETIME_MS).toISOString() }
  commit()
  sendMail({ to: user.email, subject: 'Reset your Case Diary password', link: `/reset-password/${user.passwordReset.id}` })
}

/**
 * A new e-mail address or mobile number takes effect only once its owner opens the link mailed to it: the change
 * waits under a random single-use id (never the advocate's or user's id, which others of the practice know), so
 * whoever asked for it without holding the new inbox cannot confirm it. A newer change of the same field voids
 * the earlier one. Until then sign-in, reset links and mail go to the confirmed address.
 */
export function mailContactConfirmation(owner: Advocate | SecurityUser, field: ContactChange['field'], value: string, name: string) {
  const change: ContactChange = { id: crypto.randomUUID(), field, value, expiresAt: new Date(Date.now() + CONFIRM_LINK_LIFETIME_MS).toISOString() }
  owner.contactChanges = [...(owner.contactChanges ?? []).filter((c) => c.field !== field), change]
  commit()
  sendMail({
    to: value,
    subject: 'Confirm your Case Diary contact details',
    link: `/validate-advocate/${change.id}/${encodeURIComponent(value)}`,
    lines: [`Open the link to confirm ${value} for ${name}.`],
  })
}

/**
 * An edit by anyone (the administrator's Advocate or User screen included) that names an e-mail or mobile number
 * other than the confirmed one leaves it waiting for its confirmation, else whoever may edit the record could
 * point it at an inbox of their own. Returns what the answer's message adds ('' when neither changed).
 */
export function confirmContactChanges(owner: Advocate | SecurityUser, wanted: { email?: string; mobileNo?: string }, name: string): string {
  const changed = (['email', 'mobileNo'] as const).flatMap((field) => {
    const value = wanted[field]
    return value !== undefined && !sameText(value, owner[field]) ? [[field, value] as const] : []
  })
  for (const [field, value] of changed) mailContactConfirmation(owner, field, value, name)
  return changed.length ? CONFIRM_TO_CHANGE(changed.map(([, value]) => value)) : ''
}

/** Applies the waiting change whose link this is; null when the id is no change's. */
function confirmContactChange(id: string, given: string): string | null {
  const owners: (Advocate | SecurityUser)[] = [...db().advocates, ...db().users]
  const owner = owners.find((o) => o.contactChanges?.some((c) => c.id === id))
  if (!owner) return null
  const change = owner.contactChanges!.find((c) => c.id === id)!
  if (change.value.toLowerCase() !== given || Date.parse(change.expiresAt) <= Date.now()) throw fail(404, CONFIRMATION_INVALID)
  // Sign-in takes a user's e-mail or mobile, so one taken by another user meanwhile is not given to a second.
  if ('userId' in owner && db().users.some((u) => u.userId !== owner.userId && (u.email.toLowerCase() === given || u.mobileNo === given || u.loginId.toLowerCase() === given))) {
    throw fail(409, CONTACT_TAKEN(change.value))
  }
  owner[change.field] = change.value
  owner.contactChanges = owner.contactChanges!.filter((c) => c.id !== id)
  commit()
  return change.value
}

/** The user whose live reset link this is; a user id, a used, replaced, expired or made-up id is refused alike. */
function userOfResetLink(id: string): SecurityUser {
  const user = db().users.find((u) => u.passwordReset?.id === id)
  if (!user || Date.parse(user.passwordReset!.expiresAt) <= Date.now()) throw fail(404, RESET_LINK_INVALID)
  return user
}

/** A reset id guessed again and again from one client is limited like a wrong password. */
function userOfResetLinkLimited(id: string): SecurityUser {
  refuseWhenLimited([['resetPerClient', CLIENT]])
  try {
    return userOfResetLink(id)
  } catch (refused) {
    countAttempt([['resetPerClient', CLIENT]])
    throw refused
  }
}

export const sessionHandlers = [
  http.post('/login', async ({ request, response }) => {
    const { userId, loginPassword, rememberMe } = await request.json()
    const user = findUserByIdentifier(db(), String(userId ?? ''))
    // An unknown identifier is counted like an account, so the limit tells nothing about who exists.
    const account = user ? `user:${user.userId}` : `unknown:${userId}`
    const limits: [ 'signInPerAccount' | 'signInPerClient', string][] = [['signInPerAccount', account], ['signInPerClient', CLIENT]]
    refuseWhenLimited(limits)
    if (!user || user.password !== loginPassword) {
      countAttempt(limits)
      throw fail(400, WRONG_CREDENTIALS)
    }
    forgetAttempts('signInPerAccount', account)
    if (user.status !== 'A') throw fail(403, SUSPENDED)
    const remember = rememberMe === true
    const now = Date.now()
    const expiresAt = new Date(now + (remember ? REMEMBER_ME_LIFETIME_MS : SESSION_IDLE_MS)).toISOString()
    const endsBy = remember ? expiresAt : new Date(now + SESSION_MAX_MS).toISOString()
    // Every sign-in adds a session: the ones that ran out go, so the provider's memory does not grow with them.
    const sessions = db().sessions.filter((s) => Date.parse(s.expiresAt) > now)
    db().sessions = sessions
    const token = crypto.randomUUID()
    sessions.push({ sessionId: (sessions.at(-1)?.sessionId ?? 0) + 1, token, userId: user.userId, expiresAt, endsBy, remember })
    commit()
    return response(200).json(
      ok(
        {
          token,
          expiresAt,
          encryptedSecurityUserId: idOf(KIND.user, user.userId),
          loginUserName: user.userName,
          loginUserEmailId: user.email,
          loginUserMobileNumber: user.mobileNo,
          encryptedAdvocateCode: user.advocateCode === null ? null : idOf(KIND.advocate, user.advocateCode),
          roles: [...user.roles, ...rightsOf(user)],
          language: user.language ?? null,
        },
        'Login successful',
      ),
    )
  }),

  http.post('/logout', ({ request, response }) => {
    const token = bearerToken(request)
    db().sessions = db().sessions.filter((s) => s.token !== token)
    commit()
    return response(200).json(ok(null, SIGNED_OUT))
  }),

  // A new link voids the previous one; the link is mailed, never answered.
  // The same answer whether or not the account exists, so the call tells no one which accounts there are.
  http.post('/forgot-password/{userId}', ({ params, response }) => {
    const user = findUserByIdentifier(db(), params.userId)
    const limits: ['resetPerAccount' | 'resetPerClient', string][] = [['resetPerAccount', user ? `user:${user.userId}` : `unknown:${params.userId}`], ['resetPerClient', CLIENT]]
    refuseWhenLimited(limits)
    countAttempt(limits)
    if (user) mailResetLink(user)
    return response(200).json(ok(null, RESET_LINK_SENT))
  }),

  http.post('/validate-client/{encryptedSecurityUserId}', ({ params, response }) => {
    userOfResetLinkLimited(params.encryptedSecurityUserId)
    return response(200).json(ok(null, 'Valid link'))
  }),

  http.post('/reset-password', async ({ request, response }) => {
    const { NewPassword, EncryptedSecurityUserId } = await request.json()
    const user = userOfResetLinkLimited(EncryptedSecurityUserId)
    if (!PASSWORD_RULE.test(NewPassword)) throw fail(400, 'The password does not meet the password rules.')
    user.password = NewPassword
    user.passwordReset = null
    // Every open session of the user ends with a new password.
    db().sessions = db().sessions.filter((s) => s.userId !== user.userId)
    commit()
    return response(200).json(ok(null, PASSWORD_RESET))
  }),

  http.get('/validate-advocate/{encryptedAdvocateCode}/{emailOrMobileNo}', ({ params, response }) => {
    const confirmed = confirmContactChange(params.encryptedAdvocateCode, params.emailOrMobileNo.trim().toLowerCase())
    if (confirmed !== null) return response(200).json(ok(null, CONTACT_CONFIRMED(confirmed)))
    // Otherwise the account-ready link after registration: the advocate and an address already confirmed.
    const code = requireId(KIND.advocate, params.encryptedAdvocateCode, 'The advocate')
    const advocate = db().advocates.find((a) => a.advocateCode === code)
    const given = params.emailOrMobileNo.trim().toLowerCase()
    if (!advocate || (advocate.email.toLowerCase() !== given && advocate.mobileNo !== given)) throw fail(404, 'This confirmation link is not valid.')
    return response(200).json(ok(null, ACCOUNT_CONFIRMED))
  }),
]
