import fc from 'fast-check'
import { validateResponse } from '../openapi-validator'
import { arbitraryOf, invalidValues, propertiesOf, type Operation } from './requests'

/** Sends one request to the provider under test: a path with its parameters filled in, a raw body, a token or none. */
export type Send = (method: string, path: string, body: string | undefined, token: string | null) => Promise<Response>

export interface FuzzReport {
  operations: number
  valid: number
  invalid: number
  withoutToken: number
  /** 5xx answers, or any answer carrying a JavaScript error text. */
  crashes: string[]
  /** Invalid requests answered with anything but 400. */
  acceptedInvalid: string[]
  /** Answers outside the contract (status not documented, JSON not matching the schema). */
  violations: string[]
  /** Secured operations answering without a token with anything but 401. */
  openWithoutToken: string[]
}

const JS_ERROR = /TypeError|ReferenceError|SyntaxError|RangeError|is not a function|Cannot read prop|undefined is not|at [\w.]+ \(/

const fill = (op: Operation, params: Record<string, unknown>) => op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))

/**
 * Sends, for each operation: `validPerOp` generated valid requests (per token), every invalid variant
 * (each rule of each body field and path parameter broken alone, required fields left out, a body
 * that is a list, null, text or not JSON) and one request without a token; checks every answer.
 * `signIn` gives the tokens: valid requests go with each of the first `validWith` (all by default); invalid ones
 * with the first whose user holds a right of the operation (the provider refuses anyone else with 403 before it
 * reads the request).
 */
export async function fuzz(ops: Operation[], send: Send, signIn: () => Promise<string[]>, { validPerOp = 4, seed = 8, validWith = Infinity } = {}): Promise<FuzzReport> {
  const report: FuzzReport = { operations: ops.length, valid: 0, invalid: 0, withoutToken: 0, crashes: [], acceptedInvalid: [], violations: [], openWithoutToken: [] }

  const check = async (op: Operation, what: string, response: Response) => {
    const name = `${op.method.toUpperCase()} ${op.path} ${what} → ${response.status}`
    const type = response.headers.get('Content-Type') ?? ''
    if (type.includes('application/pdf')) return response.status
    const text = await response.text()
    if (response.status >= 500 || JS_ERROR.test(text)) report.crashes.push(`${name}: ${text.slice(0, 200)}`)
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      report.violations.push(`${name}: not JSON`)
      return response.status
    }
    const problem = validateResponse(op.method, op.path, response.status, json)
    if (problem) report.violations.push(`${name}: ${problem}`)
    return response.status
  }

  for (const [index, op] of ops.entries()) {
    // Fresh sessions for each operation: a valid sign-out call revokes the token it carries.
    const tokens = await signIn()
    const paramsArb = fc.record(Object.fromEntries(op.params.map((p) => [p.name, arbitraryOf(p.schema)])))
    const bodyArb = op.body ? arbitraryOf(op.body) : fc.constant(undefined)
    const samples = fc.sample(fc.tuple(paramsArb, bodyArb), { numRuns: validPerOp, seed: seed + index })
    const [baseParams, baseBody] = samples[0]!
    const sendJson = (params: Record<string, unknown>, body: unknown, token: string | null) =>
      send(op.method, fill(op, params), body === undefined ? undefined : typeof body === 'string' && body.startsWith('{not') ? body : JSON.stringify(body), token)

    // Valid requests, as every token: whatever the handler decides, the answer must be a clean one of the contract.
    for (const token of tokens.slice(0, validWith)) {
      for (const [params, body] of samples) {
        report.valid++
        await check(op, `valid ${JSON.stringify(body)?.slice(0, 80)}`, await sendJson(params, body, token))
      }
    }

    // Invalid variants, as the first token: each must be refused with 400.
    const invalid: { what: string; params: Record<string, unknown>; body: unknown }[] = []
    for (const p of op.params) {
      for (const { rule, value } of invalidValues(p.schema)) {
        if (typeof value === 'string' && value.length > 0) invalid.push({ what: `${p.name} ${rule}`, params: { ...baseParams, [p.name]: value }, body: baseBody })
      }
    }
    if (op.body) {
      const { properties, required } = propertiesOf(op.body)
      const base = (baseBody ?? {}) as Record<string, unknown>
      for (const [field, schema] of Object.entries(properties)) {
        for (const { rule, value } of invalidValues(schema)) invalid.push({ what: `${field} ${rule}`, params: baseParams, body: { ...base, [field]: value } })
      }
      for (const field of new Set(required)) {
        const { [field]: _gone, ...rest } = base
        invalid.push({ what: `${field} missing`, params: baseParams, body: rest })
      }
      invalid.push({ what: 'body is a list', params: baseParams, body: [base] }, { what: 'body is null', params: baseParams, body: null })
      invalid.push({ what: 'body is text', params: baseParams, body: 'text' }, { what: 'body is not JSON', params: baseParams, body: '{not json' })
    }
    // An invalid request is refused 400 only past the rights: the first variant finds the first token the
    // operation's rights let through (a 403 there moves on to the next token), and the rest go with it.
    let granted = 0
    for (const [i, { what, params, body }] of invalid.entries()) {
      let response = await sendJson(params, body, tokens[granted]!)
      while (i === 0 && response.status === 403 && granted < tokens.length - 1) response = await sendJson(params, body, tokens[++granted]!)
      report.invalid++
      const status = await check(op, `invalid: ${what}`, response)
      if (status !== 400) report.acceptedInvalid.push(`${op.method.toUpperCase()} ${op.path} ${what} → ${status}`)
    }

    // No token.
    report.withoutToken++
    const status = await check(op, 'without a token', await sendJson(baseParams, baseBody, null))
    if (op.secured && status !== 401) report.openWithoutToken.push(`${op.method.toUpperCase()} ${op.path} → ${status}`)
  }
  return report
}
