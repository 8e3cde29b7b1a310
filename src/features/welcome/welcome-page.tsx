import { Link } from '@tanstack/react-router'
import { Construction } from 'lucide-react'
import { useSessionStore } from '@/session/session-store'
import { AuthCard } from '@/components/auth-card'
import { useTexts } from './texts'

export function WelcomePage() {
  const t = useTexts().welcome
  const signedIn = useSessionStore((s) => !!s.session)
  return (
    <AuthCard title={t.title}>
      <Construction className="mb-4 text-amber-700 dark:text-amber-400" size={40} aria-hidden="true" />
      <p className="mb-6">{t.text}</p>
      {signedIn ? (
        <Link to="/dashboard" className="btn-primary no-underline hover:no-underline">
          {t.dashboard}
        </Link>
      ) : (
        <Link to="/login" className="btn-primary no-underline hover:no-underline">
          {t.login}
        </Link>
      )}
    </AuthCard>
  )
}
