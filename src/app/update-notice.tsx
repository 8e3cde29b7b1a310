import { useState } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { unsentCount } from '@/features/court-day/outbox-store'
import { hasUnsavedForm } from '@/shell/unsaved-guard'
import { useTexts } from './update-texts'

/** How often an open app asks whether a new version was published (a phone keeps the court day open all day). */
const CHECK_EVERY_MS = 60 * 60_000

/**
 * Issue 23: a new version is announced and never applied by itself. Reload applies it; while an outcome waits to be
 * sent or a form has changes, Reload first says what is at stake. The production build's service worker waits
 * until then (vite.config.ts); builds without one (dev, demo, tests) never show this.
 */
export default function UpdateNotice() {
  const t = useTexts()
  const {
    needRefresh: [ready],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) window.setInterval(() => void registration.update().catch(() => undefined), CHECK_EVERY_MS)
    },
  })
  const [question, setQuestion] = useState<string | null>(null)
  // Later hides the notice on this page; the new version waits, and is announced again when the app next opens.
  const [later, setLater] = useState(false)
  if (!ready || later) return null
  const reload = () => void updateServiceWorker(true)
  const ask = () => {
    const unsent = unsentCount()
    const atStake = [hasUnsavedForm() ? t.unsaved : '', unsent ? t.unsent(unsent) : ''].filter(Boolean)
    if (atStake.length) setQuestion(atStake.join(' '))
    else reload()
  }
  return (
    <div className="card fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-lg flex-wrap items-center justify-between gap-3 p-3 shadow-lg">
      <p role="status" className="font-medium">
        {t.ready}
      </p>
      <div className="ms-auto flex gap-2">
        <button type="button" className="btn-secondary" onClick={() => setLater(true)}>
          {t.later}
        </button>
        <button type="button" className="btn-primary" onClick={ask}>
          {t.reload}
        </button>
      </div>
      <ConfirmDialog
        open={question !== null}
        title={t.title}
        message={question}
        confirmLabel={t.reload}
        cancelLabel={t.notNow}
        onConfirm={() => {
          setQuestion(null)
          reload()
        }}
        onCancel={() => setQuestion(null)}
      />
    </div>
  )
}
