import { useIsFetching, useIsMutating } from '@tanstack/react-query'
import { useTexts } from '../texts'

/** Spec §2.3: a busy indicator while requests run. */
export function BusyBar() {
  const t = useTexts().layout
  const busy = useIsFetching() + useIsMutating() > 0
  if (!busy) return null
  return (
    <div className="fixed inset-x-0 top-0 z-[60] h-1 overflow-hidden" data-testid="busy-bar">
      <div className="busy-bar absolute inset-y-0 w-1/3 bg-brand-500 dark:bg-sky-400" />
      <span role="status" className="sr-only">
        {t.loading}
      </span>
    </div>
  )
}
