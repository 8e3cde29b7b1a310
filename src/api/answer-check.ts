import { ANSWERS, COMPONENTS } from './answer-shapes.gen'

/**
 * How an answer is read against its shape (see answers.ts). Loaded with the shapes on the first call, apart
 * from every page's script: the sign-in page has a size budget.
 *
 * A shape, generated from openapi/case-diary.yaml (scripts/generate-answer-shapes.mjs):
 * - a string: its allowed types ('string', 'integer|null'), '#Name' for a schema of the contract, '' for anything;
 * - an object: `t` types, `r` required fields, `p` the fields' shapes, `i` the items' shape, `all` shapes it
 *   must all fit, `any` shapes it must fit one of.
 */
export type Shape = string | { t?: string; r?: string[]; p?: Record<string, Shape>; i?: Shape; all?: Shape[]; any?: Shape[] }

export interface Shapes {
  COMPONENTS: Record<string, Shape>
  ANSWERS: Record<string, Shape>
}

const CONTRACT: Shapes = { COMPONENTS, ANSWERS }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

const TYPES: Record<string, (value: unknown) => boolean> = {
  string: (value) => typeof value === 'string',
  integer: (value) => Number.isInteger(value),
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  null: (value) => value === null,
  array: Array.isArray,
  object: isObject,
}

/** A shape made into a function once: where `value` departs, relative to it ('', '.field', '[2].field'), or null. */
type Check = (value: unknown) => string | null

const pass: Check = () => null
const typeTests = new Map<string, (value: unknown) => boolean>()
function typeTest(types: string): (value: unknown) => boolean {
  let test = typeTests.get(types)
  if (!test) {
    const each = types.split('|').map((type) => TYPES[type] ?? (() => true))
    test = each.length === 1 ? each[0]! : (value) => each.some((one) => one(value))
    typeTests.set(types, test)
  }
  return test
}

/**
 * Each shape is read once into a function, and the place of a departure is written only when there is one. A busy
 * day's board (701 hearings, 1.3 MB) took 34 ms to check in Node the first time (15 ms after), when every field's
 * check split its types and wrote its path; read into functions, 12 ms (2 ms). A phone is about four times slower.
 */
const checks = new WeakMap<Shapes, Map<Shape, Check>>()
function checkOf(shapes: Shapes, shape: Shape): Check {
  let made = checks.get(shapes)
  if (!made) checks.set(shapes, (made = new Map()))
  let check = made.get(shape)
  if (!check) {
    check = compile(shapes, shape)
    made.set(shape, check)
  }
  return check
}

function compile(shapes: Shapes, shape: Shape): Check {
  if (typeof shape === 'string') {
    if (shape === '') return pass
    if (shape.startsWith('#')) {
      // Read when first used: a schema may contain itself (a menu's children).
      let named: Check | undefined
      return (value) => (named ??= checkOf(shapes, shapes.COMPONENTS[shape.slice(1)] ?? ''))(value)
    }
    const test = typeTest(shape)
    return (value) => (test(value) ? null : '')
  }
  const type = shape.t ? typeTest(shape.t) : null
  const all = (shape.all ?? []).map((part) => checkOf(shapes, part))
  const any = shape.any?.map((part) => checkOf(shapes, part))
  const required = shape.r ?? []
  const fields = Object.entries(shape.p ?? {}).map(([field, inner]) => [field, checkOf(shapes, inner)] as const)
  const items = shape.i === undefined ? null : checkOf(shapes, shape.i)
  return (value) => {
    if (type && !type(value)) return ''
    for (const part of all) {
      const wrong = part(value)
      if (wrong !== null) return wrong
    }
    if (any && !any.some((part) => part(value) === null)) return ''
    if (isObject(value)) {
      for (const field of required) if (value[field] === undefined) return `.${field}`
      for (const [field, check] of fields) {
        const inner = value[field]
        if (inner === undefined) continue
        const wrong = check(inner)
        if (wrong !== null) return `.${field}${wrong}`
      }
    }
    if (items && Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        const wrong = items(value[index])
        if (wrong !== null) return `[${index}]${wrong}`
      }
    }
    return null
  }
}

/**
 * Where `value` first departs from `shape` ('data.caseDetail.clientCode'), or null when it fits. Fields
 * the contract does not name are let through: a provider may send more than the app reads.
 */
export function misfit(shapes: Shapes, shape: Shape, value: unknown, at = 'answer'): string | null {
  const wrong = checkOf(shapes, shape)(value)
  return wrong === null ? null : `${at}${wrong}`
}

/** Where an answer of the operation `key` ("post /view-advocate-detail") departs from the contract, or null. */
export function answerMisfitOf(key: string, body: unknown): string | null {
  const shape = ANSWERS[key]
  return shape === undefined ? null : misfit(CONTRACT, shape, body)
}
