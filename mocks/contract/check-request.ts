import { OPERATIONS, type RequestError } from './requests.gen.js'

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

/** 0.01 → 2: the contract's multipleOf is a step of decimals (money's paise). */
const decimalsOf = (step: number) => Math.max(0, Math.round(-Math.log10(step)))

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
    case 'multipleOf':
      return `${field} can have at most ${decimalsOf(Number(p.multipleOf))} decimal places.`
    case 'minimum':
    case 'maximum':
      return `${field} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${p.limit}.`
    default:
      return `${field} is not valid (${error.keyword}).`
  }
}

/**
 * A multipart form as the check reads it: a file stands for its name (the handler reads the file itself),
 * and text is read as the boolean or number the contract types it as; text that is not one stays text and fails.
 * A field sent twice is refused: which value counts would be a guess.
 */
export async function formOf(types: Record<string, string>, request: Request): Promise<Record<string, unknown> | string> {
  if (!/^multipart\/form-data/i.test(request.headers.get('Content-Type') ?? '')) return 'The request body must be a multipart form (multipart/form-data).'
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return 'The request body is not a valid multipart form.'
  }
  const body: Record<string, unknown> = {}
  // A field's type by its name, or by the pattern (starting with ^) its indexed name matches.
  const typeOf = (field: string) => types[field] ?? Object.entries(types).find(([key]) => key.startsWith('^') && new RegExp(key).test(field))?.[1]
  for (const [field, value] of form.entries()) {
    if (field in body) return `${field} is sent more than once.`
    const type = typeOf(field)
    if (typeof value !== 'string') body[field] = value.name
    else if (type === 'boolean' && /^(true|false)$/.test(value)) body[field] = value === 'true'
    else if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?$/.test(value)) body[field] = Number(value)
    else body[field] = value
  }
  return body
}

/**
 * What is wrong with a request by the contract, or null when it may go to the handler:
 * path and query parameters and the JSON body (or multipart form), checked by the validators compiled from the file.
 */
export async function requestProblem(op: Operation, request: Request, params: Record<string, unknown>): Promise<string | null> {
  let body: unknown
  if (op.form) {
    const read = await formOf(op.form, request)
    if (typeof read === 'string') return read
    body = read
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
