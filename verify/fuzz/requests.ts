import fc from 'fast-check'
import { doc } from '../contract'

/** A JSON Schema node of the contract, as far as the fuzzer reads it. */
export interface Schema {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  pattern?: string
  format?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  exclusiveMinimum?: number
  maximum?: number
  multipleOf?: number
  minItems?: number
  maxItems?: number
  items?: Schema
  properties?: Record<string, Schema>
  required?: string[]
  allOf?: Schema[]
  oneOf?: Schema[]
  anyOf?: Schema[]
}

export type Effect = 'read' | 'write' | 'mail' | 'session'

export interface Operation {
  method: string
  path: string
  secured: boolean
  /** What calling it does (the contract's `x-effect`). */
  effect: Effect
  params: { name: string; schema: Schema }[]
  query: { name: string; schema: Schema; required: boolean }[]
  body: Schema | null
  /** The body is a multipart form (a picture with fields): the fuzz sends it only without a token. */
  multipart: boolean
}

const at = (ref: string): unknown => ref.split('/').slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc)
export const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(at(schema.$ref) as Schema) : schema)

/** Every operation of the contract with its path parameters and JSON body schema. */
export function contractOperations(): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Record<string, unknown>>)
      .filter(([method]) => ['get', 'post', 'put', 'delete'].includes(method))
      .map(([method, op]) => {
        const params = ((op.parameters ?? []) as Schema[]).map((p) => resolve(p) as unknown as { name: string; in: string; schema: Schema })
        const requestBody = op.requestBody ? (resolve(op.requestBody as Schema) as { content?: Record<string, { schema: Schema }> }) : null
        const security = op.security as unknown[] | undefined
        return {
          method,
          path,
          secured: !(Array.isArray(security) && security.length === 0),
          effect: (op['x-effect'] as Effect | undefined) ?? 'write',
          params: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
          query: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema, required: !!(p as { required?: boolean }).required })),
          body: requestBody?.content?.['application/json']?.schema ?? null,
          multipart: !!requestBody?.content?.['multipart/form-data'],
        }
      }),
  )
}

/**
 * Real opaque ids, learnt from the provider's answers (`learnIds`): some random valid requests then reach a
 * row instead of a 404. A provider's ids cannot be made up (they are sealed), so they are only ever learnt.
 */
const ID_POOL = new Set<string>()
const ID_KEY = /^encrypted|Id$|Code$/i

/** Keeps the ids an answer holds (values of fields named like ids), for later requests. */
export function learnIds(answer: unknown, depth = 0): void {
  if (depth > 6 || !answer || typeof answer !== 'object') return
  for (const [key, value] of Object.entries(answer)) {
    if (typeof value === 'string' && value && value.length <= 200 && ID_KEY.test(key) && ID_POOL.size < 500) ID_POOL.add(value)
    else learnIds(value, depth + 1)
  }
}
export const learntIds = () => [...ID_POOL]
const typesOf = (s: Schema) => (Array.isArray(s.type) ? s.type : s.type ? [s.type] : [])

function objectArbitrary(s: Schema): fc.Arbitrary<Record<string, unknown>> {
  const props = Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, arbitraryOf(v)]))
  return fc.record(props, { requiredKeys: (s.required ?? []).filter((k) => k in props) }) as fc.Arbitrary<Record<string, unknown>>
}

/** Strings matching a pattern; fast-check cannot build from lookaheads (the password rule), so known samples stand in. */
function matching(pattern: string, min: number, max: number): fc.Arbitrary<string> {
  const re = new RegExp(pattern)
  const fits = (t: string) => re.test(t) && t.length >= min && t.length <= max
  try {
    return fc.stringMatching(re).filter(fits)
  } catch {
    const known = ['Abc@1234', 'Strong#2026', 'ABCD123456789012', '9876543210', 'A', 'AB'].filter(fits)
    return fc.constantFrom(...(known.length ? known : ['A']))
  }
}

/**
 * Numbers within the bounds; with a `multipleOf` (money: 0.01) whole steps, divided rather than multiplied
 * so that 7 paise are 0.07 and not 0.07000000000000001.
 */
function numberArbitrary(s: Schema): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum === undefined ? -5 : s.exclusiveMinimum + (s.multipleOf ?? Number.EPSILON))
  const max = s.maximum ?? 100_000
  if (!s.multipleOf) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
  const steps = Math.round(1 / s.multipleOf)
  return fc.integer({ min: Math.ceil(min * steps), max: Math.floor(max * steps) }).map((n) => n / steps)
}

/** Values the schema accepts (as far as its plain keywords tell; if/then rules may still refuse some). */
export function arbitraryOf(schema: Schema): fc.Arbitrary<unknown> {
  const isId = schema.$ref?.endsWith('/EncryptedId')
  const s = resolve(schema)
  // Mostly real ids (the request then reaches a row), sometimes made-up ones (answered 404).
  if (isId) return ID_POOL.size ? fc.oneof({ arbitrary: fc.constantFrom(...ID_POOL), weight: 4 }, { arbitrary: fc.string({ minLength: 1, maxLength: 40 }), weight: 1 }) : fc.string({ minLength: 1, maxLength: 40 })
  if (s.allOf) return fc.tuple(...s.allOf.map(arbitraryOf)).map((parts) => Object.assign({}, ...parts) as unknown)
  if (s.oneOf ?? s.anyOf) return fc.oneof(...(s.oneOf ?? s.anyOf)!.map(arbitraryOf))
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum) return fc.constantFrom(...s.enum)
  const types = typesOf(s)
  const base = types.find((t) => t !== 'null') ?? (s.properties ? 'object' : 'string')
  let arb: fc.Arbitrary<unknown>
  if (base === 'string') {
    const min = s.minLength ?? 0
    const max = Math.min(s.maxLength ?? 30, min + 30)
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2040-12-31'), noInvalidDate: true })
    if (s.format === 'date') arb = day.map((d) => d.toISOString().slice(0, 10))
    else if (s.format === 'date-time') arb = day.map((d) => d.toISOString())
    else if (s.format === 'email') arb = fc.emailAddress().filter((e) => e.length >= min && e.length <= (s.maxLength ?? Infinity) && (!s.pattern || new RegExp(s.pattern).test(e)))
    else if (s.pattern) arb = matching(s.pattern, min, s.maxLength ?? Infinity)
    else arb = fc.string({ minLength: min, maxLength: max })
  } else if (base === 'integer') arb = fc.integer({ min: s.minimum ?? (s.exclusiveMinimum === undefined ? -5 : Math.floor(s.exclusiveMinimum) + 1), max: s.maximum ?? 100_000 })
  else if (base === 'number') arb = numberArbitrary(s)
  else if (base === 'boolean') arb = fc.boolean()
  else if (base === 'array') arb = fc.array(arbitraryOf(s.items ?? {}), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) })
  else arb = objectArbitrary(s)
  return types.includes('null') ? fc.oneof(arb, fc.constant(null)) : arb
}

/** The properties of an object schema, allOf parts merged. */
export function propertiesOf(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  const s = resolve(schema)
  const parts = s.allOf ? s.allOf.map(propertiesOf) : []
  return {
    properties: Object.assign({}, ...parts.map((p) => p.properties), s.properties ?? {}),
    required: [...parts.flatMap((p) => p.required), ...(s.required ?? [])],
  }
}

const WRONG_TYPE: Record<string, unknown> = { string: 5, integer: 'seven', number: 'seven', boolean: 'yes', array: { not: 'a list' }, object: ['not', 'an', 'object'] }
const BREAKERS = ['#', '', ' ', '0', 'zz', '1'.repeat(40), '<script>']

/** Values that break one rule of a field's schema, each with the rule's name. */
export function invalidValues(schema: Schema): { rule: string; value: unknown }[] {
  const s = resolve(schema)
  const types = typesOf(s)
  const out: { rule: string; value: unknown }[] = []
  const main = types.find((t) => t !== 'null')
  if (main) out.push({ rule: 'wrong type', value: WRONG_TYPE[main] })
  if (main === 'string' || s.maxLength !== undefined) {
    if (s.maxLength !== undefined) out.push({ rule: 'too long', value: 'X'.repeat(s.maxLength + 1) })
    if ((s.minLength ?? 0) > 0) out.push({ rule: 'empty', value: '' })
    if (s.pattern) {
      const re = new RegExp(s.pattern)
      const bad = BREAKERS.find((b) => !re.test(b) && b.length <= (s.maxLength ?? Infinity) && b.length >= (s.minLength ?? 0))
      if (bad !== undefined) out.push({ rule: 'pattern', value: bad })
    }
  }
  if (s.format === 'date') out.push({ rule: 'no such day', value: '2023-02-29' })
  if (s.format === 'email') out.push({ rule: 'not an e-mail address', value: 'not-an-address' })
  if (s.format === 'date-time') out.push({ rule: 'not a date and time', value: '2026-13-40T99:00:00Z' })
  if (s.exclusiveMinimum !== undefined) out.push({ rule: 'not above the exclusive minimum', value: s.exclusiveMinimum })
  if (s.enum && !s.enum.includes('NOT-AN-OPTION')) out.push({ rule: 'enum', value: 'NOT-AN-OPTION' })
  if (s.minimum !== undefined) out.push({ rule: 'below minimum', value: s.minimum - 1 })
  if (s.maximum !== undefined) out.push({ rule: 'above maximum', value: s.maximum + 1 })
  if (main === 'integer') out.push({ rule: 'not whole', value: 1.5 })
  // One step more precise than allowed: 10.001 for money.
  if (s.multipleOf) out.push({ rule: 'too many decimals', value: Math.max(s.minimum ?? 0, s.exclusiveMinimum ?? 0, 10) + s.multipleOf / 10 })
  return out
}
