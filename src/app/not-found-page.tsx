import { Link, useRouterState } from '@tanstack/react-router'
import { useSessionStore } from '@/session/session-store'
import { AuthCard } from '@/components/auth-card'

export function NotFoundPage() {
  const signedIn = useSessionStore((s) => !!s.session)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return (
    <AuthCard title="Page not found">
      <p className="mb-2">There is no page at this address. It may have moved, or the link may be mistyped.</p>
      <p className="mb-6 break-all text-sm text-slate-600 dark:text-slate-400">{pathname}</p>
      <Link to={signedIn ? '/dashboard' : '/login'} className="btn-primary no-underline hover:no-underline">
        {signedIn ? 'Go to Dashboard' : 'Go to Login'}
      </Link>
    </AuthCard>
  )
}
