import { lazy, Suspense, useState } from 'react'
import * as Dialog from '@radix-ui/react-dialog'
import { useTheme, type ThemeSettings } from '@/app/theme'
import { useDemoBridge } from '@/api/demo-bridge'
import { Modal, ModalHeader } from '@/components/modal'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useSessionStore } from '@/session/session-store'
import { useCommon } from '@/components/texts'
import { TEXTS, useTexts } from './texts'
import { LanguageChoice } from '@/shell/language-choice/language-choice'
import { keptMenuOpens } from '@/session/kept-menu'

// For a user whose menu has the court day: the coming days kept on the device (issue 23).
const PackSetting = lazy(() => import('@/features/court-day/pack-setting'))

export const RESET_QUESTION = TEXTS.settings.resetQuestion

const SWITCHES: { key: keyof Pick<ThemeSettings, 'isDark' | 'isRTL' | 'isFluid' | 'isNavbarCollapsed'>; label: 'dark' | 'rtl' | 'fluid' | 'collapsed' }[] = [
  { key: 'isDark', label: 'dark' },
  { key: 'isRTL', label: 'rtl' },
  { key: 'isFluid', label: 'fluid' },
  { key: 'isNavbarCollapsed', label: 'collapsed' },
]

/** The settings panel (spec §2.3 theme settings, and the demo reset), loaded on first open. */
export default function ThemeSettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTexts().settings
  const c = useCommon()
  const theme = useTheme()
  const reset = useDemoBridge((s) => s.reset)
  const [asking, setAsking] = useState(false)
  const [resetting, setResetting] = useState(false)
  const resetNow = async () => {
    setResetting(true)
    await reset?.()
    // The provider's sessions are gone with its data; this one ends here instead of at the next call.
    useSessionStore.getState().signOut('logout')
    window.location.reload()
  }
  return (
    <Modal open={open} onClose={onClose} className="end-0 top-0 h-full w-80 max-w-full rounded-none p-6">
      <ModalHeader title={t.title} closeLabel={t.close} className="mb-4" />
      <Dialog.Description className="mb-4 text-sm text-slate-600 dark:text-slate-400">{t.kept}</Dialog.Description>
      <LanguageChoice className="mb-4 justify-between" />
      <ul className="space-y-3">
        {SWITCHES.map(({ key, label }) => (
          <li key={key}>
            <label className="flex cursor-pointer items-center justify-between gap-3 text-sm">
              {t[label]}
              <input
                type="checkbox"
                role="switch"
                className="size-4 accent-brand-600"
                checked={theme[key]}
                onChange={(e) => theme.set({ [key]: e.target.checked })}
              />
            </label>
          </li>
        ))}
      </ul>
      {keptMenuOpens('/court-day') && (
        <Suspense fallback={null}>
          <PackSetting />
        </Suspense>
      )}
      {reset && (
        <div className="mt-8 border-t border-slate-200 pt-4 dark:border-slate-700">
          <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{t.demoData}</p>
          <button type="button" className="btn-secondary" onClick={() => setAsking(true)}>
            {t.resetDemo}
          </button>
          <ConfirmDialog
            open={asking}
            title={t.resetDemo}
            message={t.resetQuestion}
            confirmLabel={c.reset}
            danger
            busy={resetting}
            onConfirm={() => void resetNow()}
            onCancel={() => setAsking(false)}
          />
        </div>
      )}
    </Modal>
  )
}
