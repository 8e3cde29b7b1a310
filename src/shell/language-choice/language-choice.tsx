import { useId } from 'react'
import { api } from '@/api/client'
import { errorMessage } from '@/api/errors'
import { toast } from '@/components/toast'
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, useLanguage, type Language } from '@/i18n/language'
import { chooseLanguage } from '@/i18n/texts'
import { useSessionStore } from '@/session/session-store'
import { texts, useTexts } from './texts'

/** Keeps a signed-in user's choice at the provider, so their next sign-in (on any device) opens in it. */
async function keepForUser(language: Language) {
  const user = useSessionStore.getState().session?.encryptedSecurityUserId
  if (!user || language === 'en-XA') return
  await api.POST('/save-user-language', { body: { encryptedSecurityUserId: user, language } })
}

/** Shows the app in `language` and keeps the choice; what fails is said, and the screen stays as it was. */
export async function switchLanguage(language: Language) {
  try {
    await chooseLanguage(language)
  } catch {
    toast.error(texts().failed)
    return
  }
  await keepForUser(language).catch((error: unknown) => toast.error(errorMessage(error)))
}

/**
 * After sign-in: the language the user chose before (at the provider) is shown; a user who never chose one keeps
 * the device's, which becomes theirs when it is not English.
 */
export async function followUserLanguage(kept: Language | null | undefined) {
  const onScreen = useLanguage.getState().language
  if (kept && kept !== onScreen) await chooseLanguage(kept).catch(() => toast.error(texts().failed))
  else if (!kept && onScreen !== 'en') await keepForUser(onScreen).catch(() => undefined)
}

/** The language chooser of the sign-in page and the Display settings: each language named in itself. */
export function LanguageChoice({ className = '' }: { className?: string }) {
  const t = useTexts()
  const id = useId()
  const language = useLanguage((state) => state.language)
  return (
    <div className={`flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="font-medium">
        {t.label}
      </label>
      <select
        id={id}
        className="input w-auto py-1"
        value={language === 'en-XA' ? 'en' : language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void switchLanguage(event.target.value)
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  )
}
