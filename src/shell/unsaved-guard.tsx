import { useEffect, useRef, useState } from 'react'
import { useBlocker, useNavigate, useRouter } from '@tanstack/react-router'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useCommon } from '@/components/texts'
import { TEXTS, useTexts } from './texts'

export const SAVE_QUESTION = TEXTS.saveQuestion

/** The forms on screen with changes not saved: what else would lose them (a new version's reload) asks first. */
const changedForms = new Set<object>()
export const hasUnsavedForm = () => changedForms.size > 0

interface Pending {
  /** Runs when the user saved successfully or chose Discard. */
  go: () => void
}

/**
 * Spec §2.5 / QUALITY §2: leaving a changed form asks 'Do you want to save changes?' (Save, Discard),
 * whether by Cancel, Exit or the list tab (`confirm`), or by a menu link, a shortcut or Back (the
 * router's blocker). The way out is held at once, so the address bar keeps the page being edited
 * while the user chooses; Save or Discard then takes the same way out, Escape stays. Reload and tab
 * close ask through the browser. Paging or searching the list changes only the URL's search and is
 * never blocked.
 */
export function useUnsavedGuard({ dirty, save }: { dirty: boolean; save: () => Promise<boolean> }) {
  const t = useTexts()
  const c = useCommon()
  const [pending, setPending] = useState<Pending | null>(null)
  const [saving, setSaving] = useState(false)
  /** Lets the next navigation through: the one the user already answered for. */
  const bypass = useRef(false)
  const navigate = useNavigate()
  const router = useRouter()
  const self = useRef({})
  useEffect(() => {
    if (!dirty) return
    const form = self.current
    changedForms.add(form)
    return () => void changedForms.delete(form)
  }, [dirty])

  /** Takes a way out without asking (again). */
  const leave = (go: () => unknown) => {
    bypass.current = true
    void Promise.resolve(go()).catch(() => (bypass.current = false))
  }

  useBlocker({
    shouldBlockFn: ({ current, next, action }) => {
      if (bypass.current) {
        bypass.current = false
        return false
      }
      if (!dirty || current.pathname === next.pathname) return false
      const history = router.history
      const retry =
        action === 'BACK'
          ? () => history.back()
          : action === 'FORWARD'
            ? () => history.forward()
            : () => navigate({ to: next.pathname, search: next.search, replace: action === 'REPLACE' } as never)
      setPending({ go: () => leave(retry) })
      return true
    },
    enableBeforeUnload: () => dirty,
  })

  /** Runs `go` now, or after the question when the form has changes. */
  const confirm = (go: () => void) => (dirty ? setPending({ go }) : go())
  /** Spec §2.5: Exit goes to /dashboard, asking first when something changed. */
  const exit = () => confirm(() => leave(() => navigate({ to: '/dashboard' })))

  const close = () => setPending(null)
  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      title={c.confirmation}
      message={t.saveQuestion}
      confirmLabel={c.save}
      cancelLabel={c.discard}
      busy={saving}
      onConfirm={async () => {
        setSaving(true)
        const saved = await save().finally(() => setSaving(false))
        close()
        if (saved) pending?.go()
      }}
      onCancel={() => {
        close()
        pending?.go()
      }}
      onDismiss={close}
    />
  )
  return { confirm, leave, exit, dialog }
}
