import { Link, useRouterState } from '@tanstack/react-router'
import { useSessionStore } from '@/session/session-store'
import { AuthCard } from '@/components/auth-card'
import { useTexts } from './texts'

export function NotFoundPage() {
  const t = useTexts().notFound
  const signedIn = useSessionStore((s) => !!s.session)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  return (
    <AuthCard title={t.title}>
      <p className="mb-2">{t.text}</p>
      <p className="mb-6 break-all text-sm text-slate-600 dark:text-slate-400">{pathname}</p>
      <Link to={signedIn ? '/dashboard' : '/login'} className="btn-primary no-underline hover:no-underline">
        {signedIn ? t.toDashboard : t.toLogin}
      </Link>
    </AuthCard>
  )
}
