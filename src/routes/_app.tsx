import { Suspense, lazy } from 'react'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { currentSession } from '@/session/session-store'
import { AppLayout } from '@/app/layout/app-layout'

// Loaded after the first render of any signed-in page: it sends the court day's waiting outcomes wherever the user is.
const CourtDayOutbox = lazy(() => import('@/features/court-day/outbox'))

function SignedIn() {
  return (
    <>
      <AppLayout />
      <Suspense fallback={null}>
        <CourtDayOutbox />
      </Suspense>
    </>
  )
}

/**
 * Every signed-in route sits under this guard (spec §2.2, §6): no valid token, no entry. A tab without a
 * session first asks the browser's other tabs for theirs (a page opened in a new tab); the sign-in page
 * then returns to the page that was asked for.
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    // Every signed-in tab answers the others (tab-handover.ts); the sign-in page does not carry it (its size budget).
    const handover = import('@/session/tab-handover')
    if (currentSession()) return void handover.catch(() => undefined)
    return handover
      .then(({ sessionFromAnotherTab }) => sessionFromAnotherTab())
      // With the code not at hand (no signal) no other tab can be asked: the tab is signed out, as without tabs.
      .catch(() => null)
      .then((session) => {
        if (!session) throw redirect({ to: '/login', search: { redirect: location.href } })
      })
  },
  component: SignedIn,
})
