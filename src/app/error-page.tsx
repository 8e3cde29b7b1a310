import { Link } from '@tanstack/react-router'
import { AuthCard } from '@/components/auth-card'
import { useTexts } from './texts'

/** The page shown when the app itself fails: in the first chunk, so it shows even when a page's code cannot load. */
export function ErrorPage({ onRetry }: { onRetry?: () => void }) {
  const t = useTexts()
  return (
    <AuthCard title={t.error.title}>
      <p className="mb-6">{t.error.text}</p>
      <div className="flex flex-wrap gap-3">
        {onRetry && (
          <button type="button" className="btn-primary" onClick={onRetry}>
            {t.tryAgain}
          </button>
        )}
        <Link to="/" className="btn-secondary no-underline hover:no-underline">
          {t.error.home}
        </Link>
      </div>
    </AuthCard>
  )
}
