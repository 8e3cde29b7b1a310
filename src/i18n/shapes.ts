/**
 * `translate` for messages built with values ('Judge can have at most 50 characters'): each message of the catalogs
 * is called once with markers for its values, which gives its English shape; a text of that shape is said by the
 * same message in the language on screen, with the values it carried (a field's name translated too). Loaded with
 * the first language other than English: an English page needs none of it.
 */
import type { Language } from './language'

interface Catalog {
  get: (language: Language) => unknown
  english: unknown
}
interface Shape {
  pattern: RegExp
  /** Which value each capture group holds (a message may place its values in another order). */
  order: number[]
  /** The letters of the shape outside its values: the longest are tried first, the most telling. */
  letters: number
  catalog: Catalog
  path: string[]
}

/** Private-use characters: no English text holds them, and upper- or lower-casing keeps them. */
const mark = (i: number) => `\uE000${i}\uE001`
const MARKED = /\uE000(\d+)\uE001/
/** The fewest letters a shape has outside its values, and how much of a text its values may be. */
const MIN_LETTERS = 10
const VALUES_PER_LETTER = 3
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

let known: { count: number; shapes: Shape[]; loose: Map<string, [Catalog, string[]]> } | null = null

function shapeOf(message: (...values: unknown[]) => unknown, catalog: Catalog, path: string[]): Shape | null {
  let english: unknown
  try {
    english = message(...Array.from({ length: message.length }, (_, i) => mark(i)))
  } catch {
    return null
  }
  if (typeof english !== 'string' || !MARKED.test(english)) return null
  const parts = english.split(MARKED)
  const order = parts.filter((_, k) => k % 2 === 1).map(Number)
  const literal = parts.filter((_, k) => k % 2 === 0)
  const letters = literal.join('').replace(/[^\p{L}]/gu, '').length
  // A short shape ('{n} cases', '{a} to {b} of {c}') would take any text with those words in it for its message. A
  // value the message did something to (a sum, a date) leaves no shape to find it by.
  if (letters < MIN_LETTERS || order.some((i) => !Number.isInteger(i) || i >= message.length) || literal.some((part) => part.includes('\uE000'))) return null
  const source = parts.map((part, k) => (k % 2 === 1 ? '(.+?)' : escape(part))).join('')
  return { pattern: new RegExp(`^${source}$`, 's'), order, letters, catalog, path }
}

const at = (value: unknown, path: string[]) => path.reduce<unknown>((inner, key) => (inner as Record<string, unknown> | undefined)?.[key], value)

function shapes(catalogs: readonly Catalog[]) {
  if (known?.count === catalogs.length) return known
  const found: Shape[] = []
  // A value is often a field's name written in a rule ('Court no'), its label with other capitals ('Court No').
  const loose = new Map<string, [Catalog, string[]]>()
  const walk = (catalog: Catalog, value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      if (!loose.has(value.toLowerCase())) loose.set(value.toLowerCase(), [catalog, path])
    } else if (typeof value === 'function') {
      const shape = shapeOf(value as (...values: unknown[]) => unknown, catalog, path)
      if (shape) found.push(shape)
    } else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(catalog, inner, [...path, key])
  }
  for (const catalog of catalogs) walk(catalog, catalog.english, [])
  found.sort((a, b) => b.letters - a.letters)
  known = { count: catalogs.length, shapes: found, loose }
  return known
}

/** The text said in `language` when a message of the catalogs has its shape; null when none has. */
export function translateShaped(text: string, catalogs: readonly Catalog[], language: Language, translate: (text: string) => string): string | null {
  const { shapes: all, loose } = shapes(catalogs)
  const valueIn = (value: string) => {
    if (/^\d+$/.test(value)) return Number(value)
    const said = translate(value)
    if (said !== value) return said
    const found = loose.get(value.toLowerCase())
    const text = found && at(found[0].get(language), found[1])
    return typeof text === 'string' ? text : value
  }
  for (const shape of all) {
    const match = shape.pattern.exec(text)
    if (!match || match.slice(1).join('').length > shape.letters * VALUES_PER_LETTER) continue
    const message = at(shape.catalog.get(language), shape.path)
    if (typeof message !== 'function') continue
    const values: unknown[] = []
    shape.order.forEach((i, k) => (values[i] = valueIn(match[k + 1]!)))
    const said: unknown = (message as (...values: unknown[]) => unknown)(...values)
    if (typeof said === 'string') return said
  }
  return null
}
