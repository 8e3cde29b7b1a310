import { Suspense, lazy } from 'react'
import { hasRole, useSessionStore } from '@/session/session-store'
import { AreaBoundary } from '@/components/area-boundary'
import { ActionDetails } from './action-details'
import { CaseCalendar } from './case-calendar'
import { ClientList } from './client-list'
import { PendingNextDates } from './pending-next-dates'

// The last area, below the fold: its code loads after the page's first render (the page's size budget).
const TomorrowsClients = lazy(() => import('@/case-actions/tell-client/tell-client'))
const DiaryCheckTile = lazy(() => import('@/case-actions/diary-check-tile'))
const ClashNotice = lazy(() => import('@/case-actions/day-clashes'))

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
      {/* Issue 24: how many diary dates need attention, for the advocate and the clerk who keeps the diary. */}
      {session?.encryptedAdvocateCode && (
        // Its height is kept while it loads, so the calendar below does not move when the count arrives.
        <div className="min-h-12">
          <AreaBoundary label="The diary check">
            <Suspense fallback={null}>
              <DiaryCheckTile advocateCode={session.encryptedAdvocateCode} />
            </Suspense>
          </AreaBoundary>
        </div>
      )}
      {advocate ? (
        <>
          {/* QUALITY §7: an area that fails is contained; the other areas and the layout stay. Spec order: calendar, actions, clients, pending. */}
          <AreaBoundary label="The case calendar">
            <CaseCalendar advocateCode={advocate} />
          </AreaBoundary>
          <AreaBoundary label="The action details">
            <ActionDetails advocateCode={advocate} />
          </AreaBoundary>
          <AreaBoundary label="My client list">
            <ClientList advocateCode={advocate} />
          </AreaBoundary>
          <AreaBoundary label="The pending next dates">
            <PendingNextDates advocateCode={advocate} />
          </AreaBoundary>
        </>
      ) : (
        <p className="card p-6">
          Welcome, {session?.loginUserName}. {session?.encryptedAdvocateCode ? STAFF_OF_ADVOCATE : NOT_ADVOCATE}
        </p>
      )}
      {/* Issue 24: clashes of today and tomorrow, below the fold like the clients to tell (no shift above it). */}
      {session?.encryptedAdvocateCode && (
        <AreaBoundary label="The day's clashes">
          <Suspense fallback={null}>
            <ClashNotice advocateCode={session.encryptedAdvocateCode} />
          </Suspense>
        </AreaBoundary>
      )}
      {/* Issue 25: the advocate and the clerk who tells the clients. */}
      {session?.encryptedAdvocateCode && (
        <AreaBoundary label="Tomorrow's clients">
          <Suspense fallback={null}>
            <TomorrowsClients advocateCode={session.encryptedAdvocateCode} />
          </Suspense>
        </AreaBoundary>
      )}
    </section>
  )
}
