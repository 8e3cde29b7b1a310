import { Suspense, lazy } from 'react'
import { hasRole, useSessionStore } from '@/session/session-store'
import { AreaBoundary } from '@/components/area-boundary'
import { ActionDetails } from './action-details'
import { CaseCalendar } from './case-calendar'
import { ClientList } from './client-list'
import { PendingNextDates } from './pending-next-dates'
import { TEXTS, useTexts } from './texts'

// The last area, below the fold: its code loads after the page's first render (the page's size budget).
const TomorrowsClients = lazy(() => import('@/case-actions/tell-client/tomorrows-clients'))
const DiaryCheckTile = lazy(() => import('@/case-actions/diary-check-tile'))
const ClashNotice = lazy(() => import('@/case-actions/day-clashes'))

export const NOT_ADVOCATE = TEXTS.notAdvocate
/** A staff user works in an advocate's practice, but the dashboard's areas are the advocate's own. */
export const STAFF_OF_ADVOCATE = TEXTS.staffOfAdvocate

/** Spec §2.4: the widgets are for users whose roles include ADVOCATE, in the spec's order; others get a sentence instead. */
export function DashboardPage() {
  const t = useTexts()
  const session = useSessionStore((s) => s.session)
  const advocate = hasRole(session, 'ADVOCATE') && session?.encryptedAdvocateCode
  return (
    <section aria-labelledby="dashboard-title" className="space-y-6">
      <h1 id="dashboard-title" className="text-xl font-semibold">
        {t.title}
      </h1>
      {/* Issue 24: how many diary dates need attention, for the advocate and the clerk who keeps the diary. */}
      {session?.encryptedAdvocateCode && (
        // Its height is kept while it loads, so the calendar below does not move when the count arrives.
        <div className="min-h-12">
          <AreaBoundary label={t.areas.diaryCheck}>
            <Suspense fallback={null}>
              <DiaryCheckTile advocateCode={session.encryptedAdvocateCode} />
            </Suspense>
          </AreaBoundary>
        </div>
      )}
      {advocate ? (
        <>
          {/* QUALITY §7: an area that fails is contained; the other areas and the layout stay. Spec order: calendar, actions, clients, pending. */}
          <AreaBoundary label={t.areas.calendar}>
            <CaseCalendar advocateCode={advocate} />
          </AreaBoundary>
          <AreaBoundary label={t.areas.actions}>
            <ActionDetails advocateCode={advocate} />
          </AreaBoundary>
          <AreaBoundary label={t.areas.clients}>
            <ClientList advocateCode={advocate} />
          </AreaBoundary>
          <AreaBoundary label={t.areas.pending}>
            <PendingNextDates advocateCode={advocate} />
          </AreaBoundary>
        </>
      ) : (
        <p className="card p-6">
          {t.welcome(session?.loginUserName ?? '')} {session?.encryptedAdvocateCode ? t.staffOfAdvocate : t.notAdvocate}
        </p>
      )}
      {/* Issue 24: clashes of today and tomorrow, below the fold like the clients to tell (no shift above it). */}
      {session?.encryptedAdvocateCode && (
        <AreaBoundary label={t.areas.clashes}>
          <Suspense fallback={null}>
            <ClashNotice advocateCode={session.encryptedAdvocateCode} />
          </Suspense>
        </AreaBoundary>
      )}
      {/* Issue 25: the advocate and the clerk who tells the clients. */}
      {session?.encryptedAdvocateCode && (
        <AreaBoundary label={t.areas.tomorrow}>
          <Suspense fallback={null}>
            <TomorrowsClients advocateCode={session.encryptedAdvocateCode} />
          </Suspense>
        </AreaBoundary>
      )}
    </section>
  )
}
