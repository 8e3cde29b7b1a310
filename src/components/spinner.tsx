import { useTexts } from './component-texts'

export function Spinner({ label, size = 24 }: { label?: string; size?: number }) {
  const t = useTexts()
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
  const t = useTexts()
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={t.loadingPage} size={36} />
    </div>
  )
}
