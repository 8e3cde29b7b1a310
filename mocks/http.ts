import { HttpResponse } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '../src/api/schema.gen'
import { operationOf, requestProblem } from './contract/check-request'
import { decryptId, encryptId, type SecurityUser } from './db'
import { commit, db } from './provider'
import { startRecording } from './timeline/recorder'

const typed = createOpenApiHttp<paths>({ baseUrl: '*/api' })

export const UNEXPECTED = 'The provider could not handle this request. Please try again.'

/**
 * Runs before every handler: a secured operation needs a valid token (401), then one of the rights the
 * contract names for it (x-rights, 403), then a body within its size (413), then the request must match the
 * contract (400 naming the field),
 * so a handler only ever sees what the contract allows. The right comes before the schema so a user
 * without it learns nothing of the operation's body.
 * A failure a handler throws is its answer; anything else it throws is answered 500 without its text.
 */
type Info = { request: Request; params: Record<string, unknown> }
function guarded<R>(method: string, path: string, resolver: R): R {
  const op = operationOf(method, path)
  const handle = resolver as (info: Info) => unknown
  return (async (info: Info) => {
    try {
      const expiresAt = op.secured ? renewSession(info.request) : null
      if (op.secured && !grants(authUser(info.request), op.rights)) throw fail(403, MESSAGES.noAccess)
      const tooLarge = await bodyTooLarge(op, info.request)
      if (tooLarge) throw fail(413, tooLarge)
      const problem = await requestProblem(op, info.request, info.params)
      if (problem) throw fail(400, problem)
      // Changes to cases are journalled here, around the handler, so the case's timeline misses none of them.
      const recording = await startRecording(path, db(), () => info.request.clone().json())
      const answer = await handle(info)
      if (recording && answer instanceof Response && answer.ok && recording.finish(db(), authUser(info.request).userName)) commit()
      // The app follows its session's renewed end from every answer to an authenticated call.
      if (expiresAt && answer instanceof Response) answer.headers.set(SESSION_EXPIRES_HEADER, expiresAt)
      return answer
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      console.error(`[mock provider] ${method.toUpperCase()} ${path} failed`, thrown)
      return fail(500, UNEXPECTED)
    }
  }) as unknown as R
}

/** The contract's largest request bodies (info, "Limits"): JSON 1 MB, a multipart form with a picture 3 MB. */
export const MAX_JSON_BODY = 1024 * 1024
export const MAX_FORM_BODY = 3 * 1024 * 1024
export const BODY_TOO_LARGE = (limit: number) => `The request body is larger than ${limit / (1024 * 1024)} MB.`

/** 413's message when the body is over its limit (a Content-Length over it, else the bytes sent), or null. */
async function bodyTooLarge(op: { body: boolean; form: unknown }, request: Request): Promise<string | null> {
  if (!op.body || request.body === null) return null
  const limit = op.form ? MAX_FORM_BODY : MAX_JSON_BODY
  const declared = Number(request.headers.get('Content-Length'))
  const size = declared > limit ? declared : (await request.clone().arrayBuffer()).byteLength
  return size > limit ? BODY_TOO_LARGE(limit) : null
}

/** Handlers are typed against the same generated paths as the app's client, and guarded by the contract. */
export const http = {
  ...typed,
  get: ((path, resolver, options) => typed.get(path, guarded('get', path, resolver), options)) as typeof typed.get,
  post: ((path, resolver, options) => typed.post(path, guarded('post', path, resolver), options)) as typeof typed.post,
  put: ((path, resolver, options) => typed.put(path, guarded('put', path, resolver), options)) as typeof typed.put,
  delete: ((path, resolver, options) => typed.delete(path, guarded('delete', path, resolver), options)) as typeof typed.delete,
}

/** Kinds of opaque ids: an id of one kind is refused where another is expected. */
export const KIND = {
  user: 'user',
  advocate: 'advocate',
  client: 'client',
  case: 'case',
  action: 'action',
  payment: 'payment',
  transaction: 'transaction',
  dealing: 'dealing',
  country: 'country',
  state: 'state',
  courtType: 'court-type',
  court: 'court',
  caseType: 'case-type',
  litigation: 'litigation',
  litigationDetail: 'litigation-detail',
  menu: 'menu',
  role: 'role',
  job: 'job',
  emailSetting: 'email-setting',
  causeList: 'cause-list',
  publishedList: 'published-list',
} as const
type Kind = (typeof KIND)[keyof typeof KIND]

export const idOf = (kind: Kind, id: number) => encryptId(kind, id)

/** The envelope of every successful answer. */
export const ok = <T>(data: T, message = 'Success') => ({ status: 200, message, data })

/** A failure in the envelope, with the same HTTP status; thrown so a handler stops where it is. */
export function fail(status: number, message: string): HttpResponse<{ status: number; message: string; data: null }> {
  return HttpResponse.json({ status, message, data: null }, { status })
}

export const MESSAGES = {
  unauthorized: 'Your session has expired. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  /** The gate's answer to a user whose menu holds none of an operation's rights. */
  noAccess: 'Your menu does not give you access to this.',
  notFound: (what: string) => `${what} was not found.`,
} as const

/** Reads an opaque id of `kind` or answers 404 with `what` in the message. */
export function requireId(kind: Kind, value: unknown, what: string): number {
  const id = decryptId(kind, value)
  if (id === null) throw fail(404, MESSAGES.notFound(what))
  return id
}

/** How long a session without Remember me lives past its last authenticated call. */
export const SESSION_IDLE_MS = 60 * 60 * 1000
/** However much it is used, a session without Remember me ends this long after sign-in (a working day and more). */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000
/** Spec §9: with Remember me a session lasts a year from sign-in (OWASP ASVS would ask for at most 30 days). */
export const REMEMBER_ME_LIFETIME_MS = 365 * 24 * 60 * 60 * 1000
/** The answer header that carries a session's current end (ISO date-time). */
export const SESSION_EXPIRES_HEADER = 'X-Session-Expires-At'
/** A sliding session is written back at most this often: each write stores the whole demo database. */
const RENEW_STEP_MS = 60 * 1000

/**
 * Checks the token (401 as authUser) and slides a session without Remember me to SESSION_IDLE_MS from
 * now, but never past its absolute end (a stolen token in use does not live for ever); an expired one is
 * removed. Returns the session's end, which the guard sends with the answer.
 */
function renewSession(request: Request, now = Date.now()): string {
  authUser(request, new Date(now))
  const session = db().sessions.find((s) => s.token === bearerToken(request))!
  // A session stored before the cap existed keeps the end it has.
  const renewed = Math.min(now + SESSION_IDLE_MS, Date.parse(session.endsBy ?? session.expiresAt))
  if (!session.remember && renewed - Date.parse(session.expiresAt) >= RENEW_STEP_MS) {
    session.expiresAt = new Date(renewed).toISOString()
    commit()
  }
  return session.expiresAt
}

/** The signed-in user of a request: a known, unexpired bearer token, else 401. */
export const bearerToken = (request: Request) => /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1]

export function authUser(request: Request, now = new Date()): SecurityUser {
  const token = bearerToken(request)
  const session = token ? db().sessions.find((s) => s.token === token) : undefined
  if (session && Date.parse(session.expiresAt) <= now.getTime()) {
    db().sessions = db().sessions.filter((s) => s !== session)
    commit()
  }
  if (!session || Date.parse(session.expiresAt) <= now.getTime()) throw fail(401, MESSAGES.unauthorized)
  const user = db().users.find((u) => u.userId === session.userId)
  if (!user || user.status !== 'A') throw fail(401, MESSAGES.unauthorized)
  return user
}

export const isAdmin = (user: SecurityUser) => user.roles.includes('ADMIN')

/** Spec 2 §6: the right a case update needs; the login answer lists it among the user's roles. */
export const CASE_UPDATE_RIGHT = 'AdvocateClientCaseUpdate'
/** The x-rights of the layout's own calls: any signed-in user holds it. */
export const ANY_SIGNED_IN = 'any-signed-in'

/** The rights a user holds beside their role: advocates and the administrator change registered cases; staff register them only. */
export const rightsOf = (user: SecurityUser): string[] => (isAdmin(user) || user.roles.includes('ADVOCATE') ? [CASE_UPDATE_RIGHT] : [])

/**
 * Every right a user holds (the contract's info, "Access follows the menu"): the pages of the menu items they
 * hold, their role rights and any-signed-in. Only pages count, not headers and groups: a header links to its
 * first child's page, which the user need not hold.
 */
export function rightsHeld(user: SecurityUser): Set<string> {
  const items = db().menuItems
  const parents = new Set(items.map((i) => i.parentId))
  const held = new Set(user.treeIds)
  const pages = items.filter((i) => held.has(i.childId) && !parents.has(i.childId)).map((i) => i.menuItemPageURL)
  return new Set([...pages, ...rightsOf(user), ANY_SIGNED_IN])
}

/** Whether the user holds any one of `rights` (an operation's x-rights). */
export function grants(user: SecurityUser, rights: readonly string[]): boolean {
  const held = rightsHeld(user)
  return rights.some((right) => held.has(right))
}

/** For a rule finer than the operation (one shape of a call needs one of its rights): 403 as the gate answers. */
export function requireRight(user: SecurityUser, right: string) {
  if (!grants(user, [right])) throw fail(403, MESSAGES.noAccess)
}

export function requireAdmin(request: Request): SecurityUser {
  const user = authUser(request)
  if (!isAdmin(user)) throw fail(403, MESSAGES.forbidden)
  return user
}

/**
 * The advocate a request acts for. An administrator names one (an encrypted advocate code);
 * everyone else is tied to their own advocate whatever the request says (spec: advocate scoping).
 */
export function advocateScope(user: SecurityUser, requested: unknown): number {
  if (!isAdmin(user)) {
    if (user.advocateCode === null) throw fail(403, MESSAGES.forbidden)
    return user.advocateCode
  }
  return requireId(KIND.advocate, requested, 'The advocate')
}
