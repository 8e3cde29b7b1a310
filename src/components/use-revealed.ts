import { startTransition, useEffect, useState } from 'react'

/**
 * How many items of a long list to render now: `first` at once, then `step` more in each following task, until all
 * are there. A phone renders a court day of 700 hearings as one task of seconds, and can do nothing else in that time
 * (issue 23); in steps, the first items show at once, and a tap or a scroll is answered between two steps.
 * `reset` (the day shown, say) starts again from `first`.
 */
export function useRevealed(total: number, first: number, step: number, reset: unknown): number {
  const [state, setState] = useState({ reset, shown: first })
  const shown = state.reset === reset ? state.shown : first
  if (state.reset !== reset) setState({ reset, shown: first })
  useEffect(() => {
    if (shown >= total) return
    const timer = setTimeout(() => startTransition(() => setState((s) => (s.reset === reset ? { reset, shown: s.shown + step } : s))), 0)
    return () => clearTimeout(timer)
  }, [shown, total, step, reset])
  return Math.min(shown, total)
}
