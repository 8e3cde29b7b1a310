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

/** Every signed-in route sits under this guard (spec §2.2, §6): no valid token, no entry. */
export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    if (!currentSession()) throw redirect({ to: '/login' })
  },
  component: SignedIn,
})
