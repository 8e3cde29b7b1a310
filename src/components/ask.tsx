import { useEffect, useSyncExternalStore } from 'react'
import { ConfirmDialog } from './confirm-dialog'
import { useCommon } from './texts'

interface Question {
  title: string
  message: string
  answer: (yes: boolean) => void
}

let current: Question | null = null
/** How many AskHosts are on screen: a question with nowhere to show is a No. */
let hosts = 0
const listeners = new Set<() => void>()
const set = (next: Question | null) => {
  current = next
  listeners.forEach((l) => l())
}

/**
 * Asks a Yes/No question in the one confirm dialog from inside a flow (a save that must ask before its
 * next step) and answers true for Yes. Escape counts as No. `AskHost` must be mounted on the page.
 */
export function ask(title: string, message: string): Promise<boolean> {
  current?.answer(false)
  if (hosts === 0) return Promise.resolve(false)
  return new Promise((resolve) => set({ title, message, answer: (yes) => (set(null), resolve(yes)) }))
}

/** Where `ask` shows its question. */
export function AskHost() {
  const c = useCommon()
  const question = useSyncExternalStore(
    (listener) => (listeners.add(listener), () => listeners.delete(listener)),
    () => current,
  )
  // A question outlives no page: one left open (the page was left by Back) is a No, not a dialog on the next page.
  useEffect(() => {
    hosts += 1
    return () => {
      hosts -= 1
      if (hosts === 0) current?.answer(false)
    }
  }, [])
  return (
    <ConfirmDialog
      open={question !== null}
      title={question?.title ?? ''}
      message={question?.message ?? ''}
      confirmLabel={c.yes}
      cancelLabel={c.no}
      onConfirm={() => question?.answer(true)}
      onCancel={() => question?.answer(false)}
    />
  )
}
