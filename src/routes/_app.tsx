import { Suspense, lazy } from 'react'
import { createFileRoute, redirect } from '@tanstack/react-router'
import { currentSession } from '@/session/session-store'
import { sessionFromAnotherTab } from '@/session/tab-handover'
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
    if (currentSession()) return
    return sessionFromAnotherTab().then((session) => {
      if (!session) throw redirect({ to: '/login', search: { redirect: location.href } })
    })
  },
  component: SignedIn,
})
