import { hasRole, useSessionStore } from '@/session/session-store'

/** Spec §2.4: the widgets are for users whose roles include ADVOCATE; others get a sentence instead. */
export function DashboardPage() {
  const session = useSessionStore((s) => s.session)
  const isAdvocate = hasRole(session, 'ADVOCATE')
  return (
    <section aria-labelledby="dashboard-title" className="space-y-4">
      <h1 id="dashboard-title" className="text-xl font-semibold">
        Dashboard
      </h1>
      {isAdvocate ? (
        <p className="card p-6">Welcome, {session?.loginUserName}. Your hearing calendar and reminders will appear here.</p>
      ) : (
        <p className="card p-6">
          Welcome, {session?.loginUserName}. The dashboard shows an advocate&apos;s hearings and reminders; your account has no advocate practice.
          Use the menu to open your screens.
        </p>
      )}
    </section>
  )
}
