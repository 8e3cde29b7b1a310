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

const ofType = (types: string, value: unknown) => types.split('|').some((type) => TYPES[type]?.(value) ?? true)

/**
 * Where `value` first departs from `shape` ('data.caseDetail.clientCode'), or null when it fits. Fields
 * the contract does not name are let through: a provider may send more than the app reads.
 */
export function misfit(shapes: Shapes, shape: Shape, value: unknown, at = 'answer'): string | null {
  if (typeof shape === 'string') {
    if (shape === '') return null
    if (shape.startsWith('#')) return misfit(shapes, shapes.COMPONENTS[shape.slice(1)] ?? '', value, at)
    return ofType(shape, value) ? null : at
  }
  if (shape.t && !ofType(shape.t, value)) return at
  for (const part of shape.all ?? []) {
    const wrong = misfit(shapes, part, value, at)
    if (wrong) return wrong
  }
  if (shape.any && !shape.any.some((part) => misfit(shapes, part, value, at) === null)) return at
  if (isObject(value)) {
    for (const field of shape.r ?? []) if (value[field] === undefined) return `${at}.${field}`
    for (const [field, inner] of Object.entries(shape.p ?? {})) {
      if (value[field] === undefined) continue
      const wrong = misfit(shapes, inner, value[field], `${at}.${field}`)
      if (wrong) return wrong
    }
  }
  if (Array.isArray(value) && shape.i !== undefined) {
    for (const [index, item] of value.entries()) {
      const wrong = misfit(shapes, shape.i, item, `${at}[${index}]`)
      if (wrong) return wrong
    }
  }
  return null
}

/** Where an answer of the operation `key` ("post /view-advocate-detail") departs from the contract, or null. */
export function answerMisfitOf(key: string, body: unknown): string | null {
  const shape = ANSWERS[key]
  return shape === undefined ? null : misfit(CONTRACT, shape, body)
}
