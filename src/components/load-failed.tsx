import { RotateCw } from 'lucide-react'
import { ApiError, MALFORMED_ANSWER, MalformedAnswer, errorMessage } from '@/api/errors'
import { useTranslate } from '@/i18n/texts'
import { useCommon } from './texts'

interface LoadFailedProps {
  /** What could not be loaded ('Cases pending for next date update could not be loaded.', the spec's 'No records found!'). */
  text: string
  /** Why: the provider's refusal (403), a timeout or no signal is said under the text; a plain server fault is not. */
  error?: unknown
  onRetry: () => void
  className?: string
}

/** The provider's own refusal and a timeout are worth saying; a plain failure is the text's job. */
const reason = (error: unknown) => (error instanceof ApiError && error.status === 500 ? null : error ? errorMessage(error, '') || null : null)

/**
 * The one state of something that could not be loaded (QUALITY §5, §7): what failed, why, and Try again.
 * An answer that could not be read says so instead of the text: 'No records found!' would be untrue.
 */
export function LoadFailed({ text, error, onRetry, className = '' }: LoadFailedProps) {
  const c = useCommon()
  const translate = useTranslate()
  const unreadable = error instanceof MalformedAnswer
  const why = unreadable ? null : reason(error)
  return (
    <div className={className}>
      <p role="alert" className="mb-2">
        {translate(unreadable ? MALFORMED_ANSWER : text)}
        {why && <span className="block text-sm">{translate(why)}</span>}
      </p>
      <button type="button" className="btn-secondary" onClick={onRetry}>
        <RotateCw size={16} aria-hidden="true" /> {c.tryAgain}
      </button>
    </div>
  )
}
