import { useState } from 'react'
import { Settings2 } from 'lucide-react'
import { lazyDialog } from '@/components/lazy-dialog'
import { useTexts } from './texts'

const ThemeSettingsPanel = lazyDialog(() => import('./theme-settings-panel'))

export function ThemeSettingsButton() {
  const t = useTexts().settings
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="rounded-md p-2 hover:bg-slate-100 dark:hover:bg-slate-800" aria-label={t.title} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Settings2 size={20} aria-hidden="true" />
      </button>
      <ThemeSettingsPanel open={open} onClose={() => setOpen(false)} />
    </>
  )
}
