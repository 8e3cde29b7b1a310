import { hasRole, useSessionStore } from '@/session/session-store'
import { ActionDetails } from './action-details'
import { CaseCalendar } from './case-calendar'
import { ClientList } from './client-list'
import { PendingNextDates } from './pending-next-dates'

export const NOT_ADVOCATE =
  "The dashboard shows an advocate's hearings and reminders; your account has no advocate practice. Use the menu to open your screens."
/** A staff user works in an advocate's practice, but the dashboard's areas are the advocate's own. */
export const STAFF_OF_ADVOCATE =
  "The dashboard's calendar, reminders and client lists are shown to the advocate. Use the menu to open the practice's screens."

/** Spec §2.4: the widgets are for users whose roles include ADVOCATE, in the spec's order; others get a sentence instead. */
export function DashboardPage() {
  const session = useSessionStore((s) => s.session)
  const advocate = hasRole(session, 'ADVOCATE') && session?.encryptedAdvocateCode
  return (
    <section aria-labelledby="dashboard-title" className="space-y-6">
      <h1 id="dashboard-title" className="text-xl font-semibold">
        Dashboard
      </h1>
      {advocate ? (
        <>
          <CaseCalendar advocateCode={advocate} />
          <ActionDetails advocateCode={advocate} userName={session.loginUserName} />
          <ClientList advocateCode={advocate} />
          <PendingNextDates advocateCode={advocate} />
        </>
      ) : (
        <p className="card p-6">
          Welcome, {session?.loginUserName}. {session?.encryptedAdvocateCode ? STAFF_OF_ADVOCATE : NOT_ADVOCATE}
        </p>
      )}
    </section>
  )
}
