// Compiles one request validator per operation of openapi/case-diary.yaml into plain JavaScript
// (ajv's standalone code), so the mock provider checks requests in the browser without `new Function`
// (the demo's Content-Security-Policy forbids it) and without loading ajv or the YAML file.
// `npm run api:generate` runs it; `npm test` fails when the output is out of date.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { parse } from 'yaml'
import Ajv from 'ajv'
import standaloneCode from 'ajv/dist/standalone/index.js'

export const OUTPUT = 'mocks/contract/requests.gen.js'
/** The tolerance of every `multipleOf` check of the contract (ajv's option): 1e-6 of a paisa. */
export const MULTIPLE_OF_PRECISION = 6

// A calendar date YYYY-MM-DD that exists (29-02 only in a leap year), instead of the `date` format,
// whose code would have to be imported at run time.
const DATE = '^(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))|(?:\\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)$'

// E-mail and timestamp formats as patterns too, so the mock refuses a malformed address with 400 as the contract
// does (ajv-formats' full e-mail rule, case-insensitive by its ranges; RFC 3339 date-time).
const EMAIL = "^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\\.)+[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$"
const DATE_TIME = '^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?(?:[Zz]|[+-]\\d{2}:\\d{2})$'
const FORMAT_PATTERNS = { date: DATE, email: EMAIL, 'date-time': DATE_TIME }

// What ajv's draft-07 code understands of the file: `format: date`, `email` and `date-time` as patterns, `dependentRequired` as
// `dependencies`. A `not` rule is left to the handler, which answers it with the specification's own
// wording (e.g. 'System commands are not allowed!') where a generic message would hide it.
function withoutFormats(node) {
  if (Array.isArray(node)) return node.map(withoutFormats)
  if (!node || typeof node !== 'object') return node
  const out = {}
  for (const [key, value] of Object.entries(node)) {
    if (key === 'format' && value in FORMAT_PATTERNS) out.pattern = FORMAT_PATTERNS[value]
    else if (key === 'dependentRequired') out.dependencies = value
    else if (key === 'not') continue
    // Annotations only: a property may be named `description` (a menu item's), and keeps its schema.
    else if (['format', 'example', 'examples', 'description'].includes(key) && (typeof value !== 'object' || key === 'examples')) continue
    else out[key] = withoutFormats(value)
  }
  return out
}

/**
 * The operations the mock's handlers serve ("post /login"), read from mocks/handlers: only their checks
 * are compiled, which keeps the demo's mock chunk small. A new handler needs `npm run api:generate`
 * (the handler kit says so, and `npm test` fails on the drift).
 */
export function servedOperations(dir = 'mocks/handlers') {
  const served = new Set()
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    for (const [, method, path] of readFileSync(`${dir}/${file}`, 'utf8').matchAll(/http\.(get|post|put|delete)\(\s*'([^']+)'/g)) served.add(`${method} ${path}`)
  }
  return served
}

/**
 * A multipart form's values arrive as text: the fields its schema (any branch of a oneOf) types as
 * boolean, integer or number, which the check reads as such before validating ('true' → true, '3' → 3).
 */
function formTypes(schema, resolve, types = {}) {
  const node = resolve(schema)
  for (const branch of [...(node.oneOf ?? []), ...(node.anyOf ?? []), ...(node.allOf ?? [])]) formTypes(branch, resolve, types)
  for (const [field, property] of Object.entries(node.properties ?? {})) {
    const type = resolve(property).type
    if (['boolean', 'integer', 'number'].includes(type)) types[field] = type
  }
  // Indexed fields (advocate-registration's `AddClientTransactionDetails[0].qty`) by their pattern, which starts with ^.
  for (const [pattern, property] of Object.entries(node.patternProperties ?? {})) {
    const type = resolve(property).type
    if (['boolean', 'integer', 'number'].includes(type)) types[pattern] = type
  }
  return types
}

/**
 * A form of two shapes told apart by a constant field (update-advocate-detail's `IsProfile`) is checked as
 * if/then/else, so a 400 names what is wrong in the shape that was sent, not in the other one.
 */
function byTag(schema, resolve) {
  const branches = resolve(schema).oneOf
  if (branches?.length !== 2) return schema
  const [first, second] = branches.map((b) => resolve(b).properties ?? {})
  const tag = Object.keys(first).find((key) => 'const' in first[key] && 'const' in (second[key] ?? {}))
  if (!tag) return schema
  return { if: { properties: { [tag]: { const: first[tag].const } }, required: [tag] }, then: branches[0], else: branches[1] }
}

/**
 * The rights that grant an operation (`x-rights`, see the contract's info): every operation names them, and
 * 'public' is exactly the operations without a token, so neither can be forgotten or contradict the other.
 */
function rightsOf(op, secured, name) {
  const rights = op['x-rights']
  if (!Array.isArray(rights) || !rights.length || !rights.every((r) => typeof r === 'string' && r)) throw new Error(`${name} names no x-rights`)
  if (rights.includes('public') !== !secured || (rights.length > 1 && rights.some((r) => r === 'public' || r === 'any-signed-in'))) {
    throw new Error(`${name}: x-rights 'public' goes with security: [] and alone; 'any-signed-in' stands alone`)
  }
  return rights
}

export function generate(file = 'openapi/case-diary.yaml', served = servedOperations()) {
  const doc = parse(readFileSync(file, 'utf8'))
  const components = withoutFormats(doc.components)
  const resolve = (node) => (node?.$ref ? resolve(node.$ref.split('/').slice(1).reduce((n, k) => n[k], doc)) : node)
  // One error is enough to answer; allErrors would also make the code several times larger.
  // multipleOfPrecision: 10.1 / 0.01 is 1009.9999999999999 in binary floating point, yet 10.1 has two decimals.
  const ajv = new Ajv({ strict: false, allErrors: false, inlineRefs: false, messages: false, multipleOfPrecision: MULTIPLE_OF_PRECISION, code: { source: true, esm: true, lines: false, optimize: true } })
  ajv.addSchema({ $id: 'c', components }, 'c')
  const exports = {}
  const operations = {}
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method) || !served.has(`${method} ${path}`)) continue
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])].map(resolve)
      const inPath = params.filter((p) => p.in === 'path')
      const inQuery = params.filter((p) => p.in === 'query')
      const section = (list) => ({
        type: 'object',
        required: list.filter((p) => p.required).map((p) => p.name),
        properties: Object.fromEntries(list.map((p) => [p.name, withoutFormats(p.schema ?? {})])),
      })
      const body = resolve(op.requestBody)
      const formSchema = body?.content?.['multipart/form-data']?.schema
      const bodySchema = body?.content?.['application/json']?.schema ?? formSchema
      const schema = {
        type: 'object',
        properties: {
          params: section(inPath),
          query: section(inQuery),
          ...(bodySchema ? { body: withoutFormats(formSchema && !body?.content?.['application/json'] ? byTag(formSchema, resolve) : bodySchema) } : {}),
        },
        required: body?.required ? ['body'] : [],
      }
      // $refs point into the components added above.
      const text = JSON.stringify(schema).replaceAll('"#/components/', '"c#/components/')
      const name = op.operationId
      ajv.addSchema(JSON.parse(text), name)
      exports[name] = name
      const secured = !(Array.isArray(op.security) && op.security.length === 0)
      operations[`${method} ${path}`] = {
        name,
        secured,
        rights: rightsOf(op, secured, `${method.toUpperCase()} ${path}`),
        body: !!bodySchema,
        form: formSchema ? formTypes(formSchema, resolve) : null,
      }
    }
  }
  // Lengths count characters (code points), as JSON Schema does; the helper is inlined so the file imports nothing.
  const code = standaloneCode(ajv, exports)
    .replace('"use strict";', '"use strict";const codePoints = (s) => { let n = 0; for (const _ of s) n++; return n };')
    .replaceAll('require("ajv/dist/runtime/ucs2length").default', 'codePoints')
  if (code.includes('require(')) throw new Error('the generated checks import a run-time helper; inline it as codePoints is')
  const index = Object.entries(operations)
    .map(([key, { name, secured, rights, body, form }]) => `  ${JSON.stringify(key)}: { validate: ${name}, secured: ${secured}, rights: ${JSON.stringify(rights)}, body: ${body}, form: ${JSON.stringify(form)} },`)
    .join('\n')
  return `// Generated by scripts/generate-request-checks.mjs from openapi/case-diary.yaml: do not edit.\n/* eslint-disable */\n${code}\n\nexport const OPERATIONS = {\n${index}\n}\n`
}

export const TYPES = `// Generated by scripts/generate-request-checks.mjs: do not edit.
export interface RequestError { instancePath: string; keyword: string; params: Record<string, unknown> }
export interface RequestCheck {
  (data: unknown): boolean
  errors?: RequestError[] | null
}
/**
 * Every operation the mock serves by "method path": its check, whether it needs a token, the rights that grant it
 * (x-rights), whether it takes a body, and for a multipart form the fields read as boolean, integer or number
 * (null for a JSON body).
 */
export declare const OPERATIONS: Record<string, { validate: RequestCheck; secured: boolean; rights: readonly string[]; body: boolean; form: Record<string, 'boolean' | 'integer' | 'number'> | null }>
`

if (process.argv[1]?.endsWith('generate-request-checks.mjs')) {
  writeFileSync(OUTPUT, generate())
  writeFileSync(OUTPUT.replace(/\.js$/, '.d.ts'), TYPES)
  console.log(`wrote ${OUTPUT}`)
}
