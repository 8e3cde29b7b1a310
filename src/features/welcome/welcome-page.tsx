import { Link } from '@tanstack/react-router'
import { Construction } from 'lucide-react'
import { useSessionStore } from '@/session/session-store'
import { AuthCard } from '@/components/auth-card'

export function WelcomePage() {
  const signedIn = useSessionStore((s) => !!s.session)
  return (
    <AuthCard title="Welcome to Case Diary">
      <Construction className="mb-4 text-amber-700 dark:text-amber-400" size={40} aria-hidden="true" />
      <p className="mb-6">This site is under construction. Meanwhile you can keep working in your case diary.</p>
      {signedIn ? (
        <Link to="/dashboard" className="btn-primary no-underline hover:no-underline">
          Go to Dashboard
        </Link>
      ) : (
        <Link to="/login" className="btn-primary no-underline hover:no-underline">
          Login
        </Link>
      )}
    </AuthCard>
  )
}

export function ErrorPage({ onRetry }: { onRetry?: () => void }) {
  return (
    <AuthCard title="Whoops, something went wrong!">
      <p className="mb-6">The page could not be shown. Try again, or go back to the start.</p>
      <div className="flex flex-wrap gap-3">
        {onRetry && (
          <button type="button" className="btn-primary" onClick={onRetry}>
            Try again
          </button>
        )}
        <Link to="/" className="btn-secondary no-underline hover:no-underline">
          Go to the home page
        </Link>
      </div>
    </AuthCard>
  )
}
