import { useRef, useState } from 'react'
import { useBlocker, useNavigate } from '@tanstack/react-router'
import { ConfirmDialog } from '@/components/confirm-dialog'

export const SAVE_QUESTION = 'Do you want to save changes?'

interface Pending {
  /** Runs when the user saved successfully or chose Discard. */
  go: () => void
  /** Runs when the user stays (Escape, or a save that failed). */
  stay?: () => void
}

/**
 * Spec §2.5 / QUALITY §2: leaving a changed form asks 'Do you want to save changes?' (Save, Discard),
 * whether by Cancel, Exit or the list tab (`confirm`), or by a menu link, a shortcut or Back (the
 * router's blocker). Reload and tab close ask through the browser. Paging or searching the list
 * changes only the URL's search and is never blocked.
 */
export function useUnsavedGuard({ dirty, save }: { dirty: boolean; save: () => Promise<boolean> }) {
  const [pending, setPending] = useState<Pending | null>(null)
  const [saving, setSaving] = useState(false)
  const bypass = useRef(false)
  const navigate = useNavigate()
  const blocker = useBlocker({
    shouldBlockFn: ({ current, next }) => dirty && !bypass.current && current.pathname !== next.pathname,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  })

  const asked = pending ?? (blocker.status === 'blocked' ? { go: blocker.proceed, stay: blocker.reset } : null)

  /** Runs `go` now, or after the question when the form has changes. */
  const confirm = (go: () => void) => (dirty ? setPending({ go }) : go())
  /** For the shell's own navigation after the question was answered (it must not be asked twice). */
  const leave = (navigate: () => unknown) => {
    bypass.current = true
    void Promise.resolve(navigate()).finally(() => (bypass.current = false))
  }

  /** Spec §2.5: Exit goes to /dashboard, asking first when something changed. */
  const exit = () => confirm(() => leave(() => navigate({ to: '/dashboard' })))

  const close = () => setPending(null)
  const dialog = (
    <ConfirmDialog
      open={asked !== null}
      title="Confirmation"
      message={SAVE_QUESTION}
      confirmLabel="Save"
      cancelLabel="Discard"
      busy={saving}
      onConfirm={async () => {
        setSaving(true)
        const saved = await save().finally(() => setSaving(false))
        close()
        if (saved) asked?.go()
        else asked?.stay?.()
      }}
      onCancel={() => {
        close()
        asked?.go()
      }}
      onDismiss={() => {
        close()
        asked?.stay?.()
      }}
    />
  )
  return { confirm, leave, exit, dialog }
}
