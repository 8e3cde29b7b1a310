import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Every area's catalog (texts.ts) against its Hindi and Marathi files, beyond what the type check proves: the same
 * texts everywhere, each translated (not left in English), messages taking the same values, and no English text that
 * nothing shows. (A missing or extra key already fails `tsc`; this also catches a cast that silenced it.)
 */
const english = import.meta.glob<Record<string, unknown>>(['/src/**/*texts.ts', '!/src/i18n/texts.ts'], { eager: true })
const others = import.meta.glob<{ default: unknown }>('/src/**/*texts.{hi,mr}.ts', { eager: true })
const SRC = join(import.meta.dirname, '..')

/** The catalog a texts.ts defines: its exported object of texts (TEXTS, COMMON, …). */
const catalogOf = (module: Record<string, unknown>) =>
  (module.TEXTS ?? module.COMMON ?? Object.values(module).find((v) => v && typeof v === 'object' && !Array.isArray(v))) as Record<string, unknown>

/** A text that may stay as it is in every language: codes, acronyms, digits, punctuation, product names. */
const SAME_EVERYWHERE = /^(?:[^A-Za-z]*|\/[\w/-]*|[A-Z0-9_ .&/+%-]{1,16}|Case Diary|Excel|PDF|CSV|CNR|GST|Email|OTP|WhatsApp)$/

function compare(en: unknown, other: unknown, path: string, problems: string[]) {
  // An option's value is the code sent to the provider, the same in every language.
  if (path.endsWith('.value')) return
  if (typeof en === 'string') {
    if (typeof other !== 'string') problems.push(`${path}: not a text`)
    else if (!other.trim() && en.trim()) problems.push(`${path}: empty`)
    else if (other === en && !SAME_EVERYWHERE.test(en)) problems.push(`${path}: left in English ('${en}')`)
    return
  }
  if (typeof en === 'function') {
    if (typeof other !== 'function') problems.push(`${path}: not a message`)
    else if (other.length !== en.length) problems.push(`${path}: takes ${other.length} values, English ${en.length}`)
    return
  }
  if (en && typeof en === 'object') {
    const theirs = (other ?? {}) as Record<string, unknown>
    for (const key of new Set([...Object.keys(en), ...Object.keys(theirs)])) {
      if (!(key in en)) problems.push(`${path}.${key}: not in English`)
      else if (!(key in theirs)) problems.push(`${path}.${key}: missing`)
      else compare((en as Record<string, unknown>)[key], theirs[key], `${path}.${key}`, problems)
    }
  }
}

/** The code of an area: its folder's files below, except catalogs, tests and stories. */
function areaCode(dir: string): string {
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => /\.tsx?$/.test(f) && !/texts(\.\w+)?\.ts$|\.test\.tsx?$|\.stories\.tsx$/.test(f))
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n')
}
let everything: string | null = null

describe('the message catalog', () => {
  it('has catalogs to check', () => {
    expect(Object.keys(english).length).toBeGreaterThan(1)
  })

  for (const [file, module] of Object.entries(english)) {
    const area = file.replace(/[^/]*texts\.ts$/, '')
    const base = file.replace(/\.ts$/, '')
    it(`${base}: every text in Hindi and Marathi, shaped like English`, () => {
      const problems: string[] = []
      for (const language of ['hi', 'mr']) {
        const translated = others[`${base}.${language}.ts`]
        if (!translated) problems.push(`${base}.${language}.ts is missing`)
        else compare(catalogOf(module), translated.default, language, problems)
      }
      expect(problems).toEqual([])
    })

    it(`${base}: every text is shown somewhere`, () => {
      const code = areaCode(join(SRC, '..', area))
      const source = readFileSync(join(SRC, '..', file), 'utf8')
      // Shared catalogs (common words) are used across src; an English text kept for `translate` (a rule's or the
      // provider's message) is used where that message is raised, in src or in the mock provider.
      const all = () => (everything ??= areaCode(SRC) + areaCode(join(SRC, '..', 'mocks')))
      const used = (key: string) => {
        const value = catalogOf(module)[key]
        return (
          new RegExp(`\\b${key}\\b`).test(code) ||
          new RegExp(`\\b${key}\\b`).test(all()) ||
          new RegExp(`\\b${key}: [A-Z][A-Z_]+,`).test(source) ||
          (typeof value === 'string' && all().includes(value))
        )
      }
      const unused = Object.keys(catalogOf(module)).filter((key) => !used(key))
      expect(unused, `unused in ${area}`).toEqual([])
    })
  }
})
