import { create } from 'zustand'
import { LANGUAGE_KEY, local } from '@/session/storage'

/**
 * The languages Case Diary speaks. English is the source: its texts are the specification's, word for word.
 * `en-XA` is the pseudo-locale (every text longer and accented) that finds clipped and overlapping text; it is
 * reached only through `?lang=en-XA` and is never offered in a menu.
 */
export const LANGUAGES = ['en', 'hi', 'mr'] as const
export type Language = (typeof LANGUAGES)[number] | 'en-XA'
/** Each language by its own name, as a reader of it looks for it. */
export const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = { en: 'English', hi: 'हिन्दी', mr: 'मराठी' }
/** The locale `Intl` formats and sorts with: Indian English groups lakhs and crores like Hindi and Marathi do. */
export const INTL_LOCALE: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN', mr: 'mr-IN', 'en-XA': 'en-IN' }

export const isLanguage = (value: unknown): value is Language => value === 'en-XA' || (LANGUAGES as readonly unknown[]).includes(value)

/** `?lang=` (demos and links) wins over the device's choice, and becomes it. */
function initialLanguage(): Language {
  const asked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('lang')
  if (isLanguage(asked)) {
    if (asked !== 'en-XA') local()?.setItem(LANGUAGE_KEY, asked)
    return asked
  }
  const kept = local()?.getItem(LANGUAGE_KEY)
  return isLanguage(kept) ? kept : 'en'
}

interface LanguageState {
  language: Language
  /** Counts the catalogs loaded, so text translated at render (`useTranslate`) renders again when its catalog arrives. */
  loads: number
}

/** The language on screen. Change it through `chooseLanguage` (i18n/texts), which loads its texts first. */
export const useLanguage = create<LanguageState>(() => ({ language: initialLanguage(), loads: 0 }))
export const currentLanguage = () => useLanguage.getState().language
export const intlLocale = () => INTL_LOCALE[currentLanguage()]

export function applyLanguage(language: Language) {
  if (typeof document !== 'undefined') document.documentElement.lang = language === 'en-XA' ? 'en' : language
}

/** The language the provider is asked to write in: the pseudo-locale is the app's own test, English to the provider. */
export const providerLanguage = (): (typeof LANGUAGES)[number] => {
  const language = currentLanguage()
  return language === 'en-XA' ? 'en' : language
}
