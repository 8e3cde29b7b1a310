import { Spinner } from '@/components/spinner'
import { AuthCard } from '@/components/auth-card'

/** Spec §2.1: a demo page of the loading indicators the app uses. */
export function SpinnersPage() {
  return (
    <AuthCard title="Loading indicators" wide>
      <ul className="grid gap-6 sm:grid-cols-3">
        <li className="flex flex-col items-center gap-2">
          <Spinner label="Small spinner" size={16} />
          <span className="text-sm">Inline (buttons, cells)</span>
        </li>
        <li className="flex flex-col items-center gap-2">
          <Spinner label="Medium spinner" size={28} />
          <span className="text-sm">Section</span>
        </li>
        <li className="flex flex-col items-center gap-2">
          <Spinner label="Large spinner" size={44} />
          <span className="text-sm">Page</span>
        </li>
      </ul>
      <div className="mt-8">
        <p className="mb-2 text-sm">Busy bar (top of the window while requests run)</p>
        <div className="relative h-1 overflow-hidden rounded bg-slate-200 dark:bg-slate-700" aria-hidden="true">
          <div className="busy-bar absolute inset-y-0 w-1/3 bg-brand-600 dark:bg-sky-400" />
        </div>
      </div>
    </AuthCard>
  )
}
