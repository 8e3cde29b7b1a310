import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { RotateCw } from 'lucide-react'
import { askAgain } from '@/api/query-client'
import { useTexts } from './texts'

/**
 * QUALITY §7: a screen that fails (an answer that does not fit, a bug) shows this inside the
 * signed-in layout, which stays usable. Try again asks the provider again: failed answers are
 * dropped, the screen's loaders run again and the screen renders anew.
 */
export function ScreenError({ reset }: ErrorComponentProps) {
  const t = useTexts().screenError
  const router = useRouter()
  const queryClient = useQueryClient()
  const retry = async () => {
    await askAgain(queryClient)
    reset()
    await router.invalidate()
  }
  return (
    <div className="card mx-auto max-w-xl p-6 text-center">
      <h1 className="mb-2 text-lg font-semibold">{t.title}</h1>
      <p role="alert" className="mb-4">
        {t.text}
      </p>
      <button type="button" className="btn-primary" onClick={() => void retry()}>
        <RotateCw size={16} aria-hidden="true" /> {useTexts().tryAgain}
      </button>
    </div>
  )
}
