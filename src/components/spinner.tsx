import { useLanguage } from '@/i18n/language'
import { texts } from './component-texts'

/** A spinner is what shows while texts load (a Suspense fallback): it never waits for them, English stands in until they come. */
function useSpinnerTexts() {
  useLanguage((s) => `${s.language}:${s.loads}`)
  return texts()
}

export function Spinner({ label, size = 24 }: { label?: string; size?: number }) {
  const t = useSpinnerTexts()
  return (
    <span role="status" className="inline-flex items-center gap-2">
      <span
        className="animate-spin rounded-full border-2 border-slate-300 border-t-brand-600 dark:border-slate-600 dark:border-t-sky-400"
        style={{ width: size, height: size }}
        aria-hidden="true"
      />
      <span className="sr-only">{label ?? t.loading}</span>
    </span>
  )
}

export function PageSpinner() {
  const t = useSpinnerTexts()
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={t.loadingPage} size={36} />
    </div>
  )
}
