import { use } from 'react'
import { applyLanguage, currentLanguage, useLanguage, type Language } from './language'
import { LANGUAGE_KEY, local } from '@/session/storage'

/**
 * A catalog's texts in another language: the English catalog's shape, every text a string and every message with
 * values the same function. A text missing from a translation, or one English no longer has, fails the type check.
 */
export type Texts<E> = E extends string
  ? string
  : E extends (...args: infer A) => string
    ? (...args: A) => string
    : E extends readonly (infer U)[]
      ? readonly Texts<U>[]
      : { readonly [K in keyof E]: Texts<E[K]> }

type Other = Exclude<Language, 'en' | 'en-XA'>
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T }
type Loaders<E> = Record<Other, () => Promise<{ default: Texts<E> }>>

interface Catalog {
  load: (language: Language) => Promise<unknown>
  /** The catalog's texts in a language, once loaded. */
  get: (language: Language) => unknown
  english: unknown
}

const catalogs: Catalog[] = []
/** Every English text of the catalogs loaded so far, to the catalog and the place it is at (see `translate`). */
let index: Map<string, [Catalog, string[]]> | null = null
/** Messages built with values, found by their shape (./shapes.ts): loaded with the first language other than English. */
let shaped: typeof import('./shapes') | null = null

/**
 * One area's texts (a feature, the layout, a shared piece), in English here and in each language in its own file
 * that loads only when that language is chosen. `useTexts()` gives a component the texts of the language on screen;
 * `texts()` gives them to code outside React (a toast, a column made once).
 */
export function defineTexts<const E extends object>(english: E, loaders: Loaders<E>) {
  const source = english as unknown as Texts<E>
  const loaded = new Map<Language, Texts<E>>([['en', source]])
  // React's `use` reads a promise's `status` and `value`: a language already loaded renders at once, never suspends.
  const promises = new Map<Language, Tracked<Texts<E>>>([['en', Object.assign(Promise.resolve(source), { status: 'fulfilled' as const, value: source })]])
  const fetchTexts = (language: Exclude<Language, 'en'>): Promise<Texts<E>> =>
    language === 'en-XA' ? import('./pseudo').then(({ pseudo }) => pseudo(english) as Texts<E>) : loaders[language]().then((module) => module.default)
  const load = (language: Language): Promise<Texts<E>> => {
    const known = promises.get(language)
    if (known) return known
    const promise: Tracked<Texts<E>> = fetchTexts(language as Exclude<Language, 'en'>).then(
      (texts) => {
        Object.assign(promise, { status: 'fulfilled', value: texts })
        loaded.set(language, texts)
        useLanguage.setState((state) => ({ loads: state.loads + 1 }))
        return texts
      },
      (error: unknown) => {
        promises.delete(language)
        throw error
      },
    )
    promises.set(language, promise)
    return promise
  }
  catalogs.push({ load, get: (language) => loaded.get(language), english })
  index = null
  // An area that arrives after the language was chosen (a route's code) starts on its texts at once.
  if (currentLanguage() !== 'en') load(currentLanguage()).catch(() => undefined)
  return {
    useTexts(): Texts<E> {
      const language = useLanguage((state) => state.language)
      // Texts already loaded are returned as they are: `use` is reached only while a language's file is on its way.
      return loaded.get(language) ?? use(load(language))
    },
    texts: (): Texts<E> => loaded.get(currentLanguage()) ?? source,
  }
}

/**
 * Shows the app in a language: every area loaded so far gets its texts first, so the screen changes at once and in
 * one piece. The choice is kept on the device. A language whose texts cannot be loaded (no signal) is not shown.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  await Promise.all([...catalogs.map((catalog) => catalog.load(language)), language === 'en' ? null : import('./shapes').then((module) => (shaped = module))])
  if (language !== 'en-XA') local()?.setItem(LANGUAGE_KEY, language)
  applyLanguage(language)
  useLanguage.setState({ language })
}

function englishIndex() {
  if (index) return index
  index = new Map()
  const walk = (catalog: Catalog, value: unknown, path: string[]) => {
    if (typeof value === 'string') {
      if (!index!.has(value)) index!.set(value, [catalog, path])
    }
    else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) walk(catalog, inner, [...path, key])
  }
  for (const catalog of catalogs) walk(catalog, catalog.english, [])
  return index
}

/**
 * A text that arrives in English (a rule's message, the provider's answer) in the language on screen, when a catalog
 * has it; otherwise as it came. The specification's messages stay English in the rules and in the contract.
 */
export function translate(text: string): string {
  const language = currentLanguage()
  if (language === 'en') return text
  const found = englishIndex().get(text)
  if (!found) return shaped?.translateShaped(text, catalogs, language, translate) ?? text
  const [catalog, path] = found
  const value = path.reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], catalog.get(language))
  return typeof value === 'string' ? value : text
}

/** `translate` for a component: it renders again when the language changes. */
export function useTranslate() {
  useLanguage((state) => `${state.language}:${state.loads}`)
  return translate
}
