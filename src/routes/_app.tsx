import { createFileRoute, redirect } from '@tanstack/react-router'
import { currentSession } from '@/session/session-store'
import { AppLayout } from '@/app/layout/app-layout'

/** Every signed-in route sits under this guard (spec §2.2, §6): no valid token, no entry. */
export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    if (!currentSession()) throw redirect({ to: '/login' })
  },
  component: AppLayout,
})
