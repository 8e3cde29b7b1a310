import { OPERATIONS, type FormTypes, type RequestError } from './requests.gen.js'

export type Operation = (typeof OPERATIONS)[string]

/** The contract's operation for a handler's method and path template; a handler outside the contract is a mistake. */
export function operationOf(method: string, path: string): Operation {
  const op = OPERATIONS[`${method} ${path}`]
  if (!op) {
    throw new Error(
      `${method.toUpperCase()} ${path} has no request check: add the operation to openapi/case-diary.yaml first, then run npm run api:generate (it compiles checks for the operations of mocks/handlers).`,
    )
  }
  return op
}

/** '/body/states/0/stateName' → 'states[0].stateName'; path and query parameters by their name. */
function fieldOf(error: RequestError): string {
  const parts = error.instancePath.split('/').slice(2)
  if (error.keyword === 'required') parts.push(String(error.params.missingProperty))
  return parts.map((p, i) => (/^\d+$/.test(p) ? `[${p}]` : i ? `.${p}` : p)).join('')
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
}
const typeWords = (type: unknown) => (Array.isArray(type) ? type : [type]).map((t) => TYPE_WORDS[String(t)] ?? String(t)).join(' or ')

/** One sentence naming the field and what is wrong with it, for the 400 answer. */
export function describe(error: RequestError): string {
  const field = fieldOf(error)
  const p = error.params
  if (error.keyword === 'additionalProperties') return `${String(p.additionalProperty)} is not a field of this call.`
  if (error.keyword === 'dependencies') return `${String(p.missingProperty)} is required with ${String(p.property)}.`
  if (!field) return error.keyword === 'required' ? 'The request needs a JSON body.' : 'The request body must be a JSON object.'
  switch (error.keyword) {
    case 'required':
      return `${field} is required.`
    case 'type':
      return `${field} must be ${typeWords(p.type)}.`
    case 'maxLength':
      return `${field} can have at most ${p.limit} characters.`
    case 'minLength':
      return p.limit === 1 ? `${field} cannot be empty.` : `${field} needs at least ${p.limit} characters.`
    case 'maxItems':
      return `${field} can have at most ${p.limit} items.`
    case 'minItems':
      return `${field} needs at least ${p.limit} item(s).`
    case 'pattern':
      return `${field} is not in the expected format.`
    case 'enum':
      return `${field} must be one of: ${(p.allowedValues as unknown[]).join(', ')}.`
    case 'const':
      return `${field} must be ${String(p.allowedValue)}.`
    case 'minimum':
    case 'maximum':
      return `${field} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${p.limit}.`
    default:
      return `${field} is not valid (${error.keyword}).`
  }
}

/**
 * What is wrong with a request by the contract, or null when it may go to the handler:
 * path and query parameters and the JSON body, checked by the validators compiled from the file.
 */
export async function requestProblem(op: Operation, request: Request, params: Record<string, unknown>): Promise<string | null> {
  let body: unknown
  if (op.form) {
    body = await formBody(op.form, request)
    if (body === null) return 'The request body is not a multipart form.'
  } else if (op.body) {
    const text = await request.clone().text()
    if (text.trim()) {
      try {
        body = JSON.parse(text)
      } catch {
        return 'The request body is not valid JSON.'
      }
    }
  }
  const query = Object.fromEntries(new URL(request.url).searchParams)
  const data = { params, query, ...(body === undefined ? {} : { body }) }
  if (op.validate(data)) return null
  const error = op.validate.errors?.[0]
  return error ? describe(error) : 'The request does not match the contract.'
}

/** The contract's type of one multipart field; text when the contract says text or does not know the name. */
function typeOf(types: FormTypes, key: string): string {
  return types.fields[key] ?? Object.entries(types.patterns).find(([pattern]) => new RegExp(pattern).test(key))?.[1] ?? 'string'
}

/** Text that reads as a number or a flag of the type the contract wants; anything else stays text (and fails the check by name). */
function typed(type: string, text: string): unknown {
  if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(text.trim())) return Number(text)
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true'
  return text
}

/**
 * A multipart body as the object the contract describes: numbers and flags read from their text, a file
 * by its name. Null when the body is not a multipart form. Handlers read the same fields with `formBody`.
 */
export async function formBody(types: FormTypes, request: Request): Promise<Record<string, unknown> | null> {
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return null
  }
  const body: Record<string, unknown> = {}
  form.forEach((value, key) => {
    body[key] = typeof value === 'string' ? typed(typeOf(types, key), value) : value.name
  })
  return body
}
