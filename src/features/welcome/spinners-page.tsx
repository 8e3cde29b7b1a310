import { Spinner } from '@/components/spinner'
import { AuthCard } from '@/components/auth-card'
import { useTexts } from './texts'

/** Spec §2.1: a demo page of the loading indicators the app uses. */
export function SpinnersPage() {
  const t = useTexts().spinners
  return (
    <AuthCard title={t.title} wide>
      <ul className="grid gap-6 sm:grid-cols-3">
        <li className="flex flex-col items-center gap-2">
          <Spinner label={t.small} size={16} />
          <span className="text-sm">{t.inline}</span>
        </li>
        <li className="flex flex-col items-center gap-2">
          <Spinner label={t.medium} size={28} />
          <span className="text-sm">{t.section}</span>
        </li>
        <li className="flex flex-col items-center gap-2">
          <Spinner label={t.large} size={44} />
          <span className="text-sm">{t.page}</span>
        </li>
      </ul>
      <div className="mt-8">
        <p className="mb-2 text-sm">{t.busyBar}</p>
        <div className="relative h-1 overflow-hidden rounded bg-slate-200 dark:bg-slate-700" aria-hidden="true">
          <div className="busy-bar absolute inset-y-0 w-1/3 bg-brand-600 dark:bg-sky-400" />
        </div>
      </div>
    </AuthCard>
  )
}
