import { createHash, randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parse } from 'yaml'
import Ajv2020 from 'ajv/dist/2020'
import addFormats from 'ajv-formats'
import { MULTIPLE_OF_PRECISION } from '../scripts/generate-request-checks.mjs'

const DOC_ID = 'case-diary.json'
export const doc = readContract(resolve(process.cwd(), 'openapi/case-diary.yaml'), resolve(process.cwd(), 'node_modules/.cache/case-diary')) as {
  paths: Record<string, Record<string, { responses: Record<string, unknown>; requestBody?: unknown; [key: string]: unknown }>>
}

/**
 * The contract as data. Parsing its YAML takes about 0.4 s, and every test file of the suite loads
 * this module: the parsed document is kept as JSON (a few ms to read), named by the YAML's hash so
 * an edited contract is parsed again (and replaces the old copy). Written under a temporary name first, as test workers race.
 */
export function readContract(file: string, dir: string): unknown {
  const text = readFileSync(file, 'utf8')
  const kept = resolve(dir, `contract-${createHash('sha256').update(text).digest('hex').slice(0, 16)}.json`)
  try {
    return JSON.parse(readFileSync(kept, 'utf8'))
  } catch {
    const parsed: unknown = parse(text)
    try {
      mkdirSync(dir, { recursive: true })
      const temporary = `${kept}.${process.pid}.${randomUUID()}.tmp`
      writeFileSync(temporary, JSON.stringify(parsed))
      renameSync(temporary, kept)
      // Only the current contract's copy is worth keeping.
      for (const name of readdirSync(dir)) if (name.startsWith('contract-') && resolve(dir, name) !== kept && name.endsWith('.json')) rmSync(resolve(dir, name), { force: true })
    } catch {
      // A read-only checkout parses every time: slower, never wrong.
    }
    return parsed
  }
}
// The same float tolerance as the mock's request checks: a sum of paise such as 0.1 + 0.2 is still two decimals.
const ajv = new Ajv2020({ strict: false, allErrors: true, multipleOfPrecision: MULTIPLE_OF_PRECISION })
addFormats(ajv)
ajv.addSchema(doc, DOC_ID)

const pointer = (...parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')
const compiled = (target: string) => ajv.getSchema(target) ?? ajv.compile({ $ref: target })

export const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).filter((m) => m !== 'parameters').map((method) => ({ method, path })))

/** Validates a JSON answer against the operation's response for that status (or `default`). Returns error text or null. */
export function validateResponse(method: string, path: string, status: number, body: unknown): string | null {
  const responses = doc.paths[path]?.[method]?.responses
  if (!responses) return `no operation ${method.toUpperCase()} ${path} in the contract`
  const code = String(status) in responses ? String(status) : 'default'
  if (!(code in responses)) return `${method.toUpperCase()} ${path} does not document status ${status}`
  const ref = `${DOC_ID}#/${pointer('paths', path, method, 'responses', code)}`
  let response = responses[code] as { $ref?: string; content?: Record<string, { schema?: unknown }> }
  if (response.$ref) response = ajv.getSchema(`${DOC_ID}${response.$ref}`)?.schema as typeof response
  const media = response.content?.['application/json']
  if (!media?.schema) return `${method.toUpperCase()} ${path} ${code} has no JSON schema`
  const target = (responses[code] as { $ref?: string }).$ref
    ? `${DOC_ID}${(responses[code] as { $ref: string }).$ref}/content/application~1json/schema`
    : `${ref}/content/application~1json/schema`
  const validate = compiled(target)
  return validate(body) ? null : ajv.errorsText(validate.errors, { dataVar: 'body' })
}

/** Validates a JSON request body against the operation's request schema. Returns error text or null. */
export function validateRequest(method: string, path: string, body: unknown): string | null {
  const op = doc.paths[path]?.[method]
  if (!op) return `no operation ${method.toUpperCase()} ${path} in the contract`
  const requestBody = op.requestBody as { $ref?: string; content?: Record<string, unknown> } | undefined
  if (!requestBody) return body === undefined ? null : 'the operation takes no body'
  const base = requestBody.$ref ? `${DOC_ID}${requestBody.$ref}` : `${DOC_ID}#/${pointer('paths', path, method, 'requestBody')}`
  const validate = compiled(`${base}/content/application~1json/schema`)
  return validate(body) ? null : ajv.errorsText(validate.errors, { dataVar: 'body' })
}
