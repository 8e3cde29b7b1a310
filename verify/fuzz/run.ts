import fc from 'fast-check'
import { validateRequest, validateResponse } from '../contract'
import { arbitraryOf, invalidValues, learnIds, propertiesOf, type Operation } from './requests'

/** Sends one request to the provider under test: a path with its parameters filled in, a raw body, a token or none. */
export type Send = (method: string, path: string, body: string | undefined, token: string | null) => Promise<Response>

export type ProblemKind = 'crash' | 'accepted-invalid' | 'violation' | 'open-without-token'

/** One thing the provider must fix, with the request that shows it. */
export interface Problem {
  kind: ProblemKind
  what: string
  method: string
  path: string
  body: string | undefined
  /** Index of the token it went with (-1: none). */
  token: number
  status: number
  answer: string
}

export interface OperationResult {
  valid: number
  invalid: number
  withoutToken: number
  /** Why some requests were not sent (read-only mode, a multipart body). */
  notSent: string[]
  problems: Problem[]
}

export interface FuzzOptions {
  validPerOp?: number
  seed?: number
  /** Valid requests go with each of the first `validWith` tokens (all by default). */
  validWith?: number
  /** Which operations get valid requests; the others get only invalid ones and one without a token. */
  sendValid?: (op: Operation) => boolean
  /** Which operations get invalid requests (refused before anything happens, on a sound provider). */
  sendInvalid?: (op: Operation) => boolean
}

const JS_ERROR = /TypeError|ReferenceError|SyntaxError|RangeError|is not a function|Cannot read prop|undefined is not|at [\w.]+ \(/

function fill(op: Operation, params: Record<string, unknown>, query: Record<string, unknown>) {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))
  const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString()
  return search ? `${path}?${search}` : path
}

/**
 * Fuzzes one operation: `validPerOp` generated valid requests (per token; only those the contract's own
 * validator accepts, so if/then rules and formats hold), every invalid variant (each rule of each body field
 * and path parameter broken alone, required fields left out, a body that is a list, null, text or not JSON) and
 * one request without a token; checks every answer. Invalid requests go with the first token the operation's
 * rights let through (the provider refuses anyone else with 403 before it reads the request).
 */
export async function fuzzOperation(op: Operation, index: number, send: Send, tokens: string[], options: FuzzOptions = {}): Promise<OperationResult> {
  const { validPerOp = 4, seed = 8, validWith = Infinity, sendValid = () => true, sendInvalid = () => true } = options
  const result: OperationResult = { valid: 0, invalid: 0, withoutToken: 0, notSent: [], problems: [] }

  const sendOne = async (what: string, params: Record<string, unknown>, query: Record<string, unknown>, body: unknown, token: number) => {
    const raw = body === undefined ? undefined : typeof body === 'string' && body.startsWith('{not') ? body : JSON.stringify(body)
    const path = fill(op, params, query)
    const response = await send(op.method, path, raw, token < 0 ? null : tokens[token]!)
    const problem = (kind: ProblemKind, detail: string, answer: string) =>
      result.problems.push({ kind, what: `${what}: ${detail}`, method: op.method.toUpperCase(), path, body: raw, token, status: response.status, answer: answer.slice(0, 500) })
    if ((response.headers.get('Content-Type') ?? '').includes('application/pdf')) return response.status
    const text = await response.text()
    if (response.status >= 500 || JS_ERROR.test(text)) problem('crash', `answered ${response.status}`, text)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      problem('violation', 'the answer is not JSON', text)
      return response.status
    }
    if (response.status < 300) learnIds(json)
    const wrong = validateResponse(op.method, op.path, response.status, json)
    if (wrong) problem('violation', `the answer is outside the contract (${wrong})`, text)
    return response.status
  }

  const queryArb = fc.record(Object.fromEntries(op.query.map((q) => [q.name, arbitraryOf(q.schema)])), { requiredKeys: op.query.filter((q) => q.required).map((q) => q.name) })
  const paramsArb = fc.record(Object.fromEntries(op.params.map((p) => [p.name, arbitraryOf(p.schema)])))
  const bodyArb = op.body ? arbitraryOf(op.body) : fc.constant(undefined)
  // Only what the contract accepts counts as valid: keywords the generator does not read (if/then) are checked
  // here, among a bounded number of candidates (a filter that never passes would never end).
  const fits = ([, , body]: [unknown, unknown, unknown]) => !op.body || validateRequest(op.method, op.path, body) === null
  const candidates = fc.sample(fc.tuple(paramsArb, queryArb, bodyArb), { numRuns: validPerOp * 25, seed: seed + index }) as [Record<string, unknown>, Record<string, unknown>, unknown][]
  const samples = candidates.filter(fits).slice(0, validPerOp)
  const [baseParams, baseQuery, baseBody] = samples[0] ?? candidates[0]!
  if (!samples.length) result.notSent.push(`valid requests: none of ${candidates.length} generated requests fits the contract`)

  if (op.multipart) result.notSent.push('valid and invalid requests: the body is a multipart form (only the request without a token is sent)')
  else if (samples.length && !sendValid(op)) result.notSent.push(`valid requests: the operation's effect is "${op.effect}"`)
  else if (samples.length)
    for (const token of tokens.slice(0, validWith).keys())
      for (const [params, query, body] of samples) {
        result.valid++
        await sendOne(`valid ${JSON.stringify(body)?.slice(0, 80) ?? ''}`, params, query, body, token)
      }

  const invalid: { what: string; params: Record<string, unknown>; query: Record<string, unknown>; body: unknown }[] = []
  for (const p of op.params)
    for (const { rule, value } of invalidValues(p.schema))
      if (typeof value === 'string' && value.length > 0) invalid.push({ what: `${p.name} ${rule}`, params: { ...baseParams, [p.name]: value }, query: baseQuery, body: baseBody })
  // A query string carries text only: a "wrong type" for a text parameter is still text.
  for (const q of op.query)
    for (const { rule, value } of invalidValues(q.schema).filter((v) => !(v.rule === 'wrong type' && typeof v.value === 'number')))
      invalid.push({ what: `${q.name} ${rule}`, params: baseParams, query: { ...baseQuery, [q.name]: value }, body: baseBody })
  if (op.body) {
    const { properties, required } = propertiesOf(op.body)
    const base = (baseBody ?? {}) as Record<string, unknown>
    for (const [field, schema] of Object.entries(properties))
      for (const { rule, value } of invalidValues(schema)) invalid.push({ what: `${field} ${rule}`, params: baseParams, query: baseQuery, body: { ...base, [field]: value } })
    for (const field of new Set(required)) {
      const { [field]: _gone, ...rest } = base
      invalid.push({ what: `${field} missing`, params: baseParams, query: baseQuery, body: rest })
    }
    for (const [what, body] of [['body is a list', [base]], ['body is null', null], ['body is text', 'text'], ['body is not JSON', '{not json']] as const)
      invalid.push({ what, params: baseParams, query: baseQuery, body })
  }
  if (op.multipart) invalid.length = 0
  else if (invalid.length && !sendInvalid(op)) {
    result.notSent.push(`invalid requests: the operation's effect is "${op.effect}"`)
    invalid.length = 0
  }
  let granted = 0
  for (const [i, { what, params, query, body }] of invalid.entries()) {
    let status = await sendOne(`invalid: ${what}`, params, query, body, granted)
    while (i === 0 && status === 403 && granted < tokens.length - 1) status = await sendOne(`invalid: ${what}`, params, query, body, ++granted)
    // No account reaches the operation (e.g. an earlier write changed a role's menu): its input checks cannot be seen.
    if (i === 0 && status === 403) {
      result.notSent.push('invalid requests: every account was refused with 403, so none reaches the input checks')
      break
    }
    result.invalid++
    if (status !== 400) result.problems.push({ kind: 'accepted-invalid', what: `invalid: ${what}: answered ${status} instead of 400`, method: op.method.toUpperCase(), path: fill(op, params, query), body: typeof body === 'string' ? body : JSON.stringify(body), token: granted, status, answer: '' })
  }

  result.withoutToken++
  const status = await sendOne('without a token', baseParams, baseQuery, op.multipart ? undefined : baseBody, -1)
  if (op.secured && status !== 401)
    result.problems.push({ kind: 'open-without-token', what: `without a token: answered ${status} instead of 401`, method: op.method.toUpperCase(), path: fill(op, baseParams, baseQuery), body: undefined, token: -1, status, answer: '' })
  return result
}

export interface FuzzReport {
  operations: number
  valid: number
  invalid: number
  withoutToken: number
  crashes: string[]
  acceptedInvalid: string[]
  violations: string[]
  openWithoutToken: string[]
  notSent: string[]
}

/** Every operation in turn, with fresh sessions for each (a valid sign-out call revokes the token it carries). */
export async function fuzz(ops: Operation[], send: Send, signIn: () => Promise<string[]>, options: FuzzOptions = {}): Promise<FuzzReport> {
  const report: FuzzReport = { operations: ops.length, valid: 0, invalid: 0, withoutToken: 0, crashes: [], acceptedInvalid: [], violations: [], openWithoutToken: [], notSent: [] }
  const lists: Record<ProblemKind, string[]> = { crash: report.crashes, 'accepted-invalid': report.acceptedInvalid, violation: report.violations, 'open-without-token': report.openWithoutToken }
  // Reading operations first: valid writes later may change what the accounts may do (a role's menu).
  const order: Record<string, number> = { read: 0, write: 1, mail: 2, session: 3 }
  const ordered = [...ops.entries()].sort(([, a], [, b]) => order[a.effect]! - order[b.effect]!)
  for (const [index, op] of ordered) {
    const result = await fuzzOperation(op, index, send, await signIn(), options)
    report.valid += result.valid
    report.invalid += result.invalid
    report.withoutToken += result.withoutToken
    report.notSent.push(...result.notSent.map((line) => `${op.method.toUpperCase()} ${op.path}: ${line}`))
    for (const p of result.problems) lists[p.kind].push(`${p.method} ${op.path} ${p.what}: ${p.answer.slice(0, 200)}`)
  }
  return report
}
