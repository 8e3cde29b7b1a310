import type { ReactNode } from 'react'
import { FilePlus2, LogOut, Save, X } from 'lucide-react'
import { useCommon } from '@/components/texts'
import { useTexts } from './texts'

interface ToolbarProps {
  canSave?: boolean
  saving?: boolean
  /** Left out on screens without New or Cancel (e.g. the single-tab menu tree). */
  onNew?: () => void
  /** Left out on screens that save nothing (reports). */
  onSave?: () => void
  onCancel?: () => void
  onExit: () => void
  /** A module's own buttons, placed before Exit. */
  children?: ReactNode
}

/** Spec §2.5: New, Save, Cancel, Exit. Save is enabled only when something changed. */
export function Toolbar({ canSave, saving, onNew, onSave, onCancel, onExit, children }: ToolbarProps) {
  const t = useTexts().toolbar
  const c = useCommon()
  return (
    <div role="toolbar" aria-label={t.label} className="flex flex-wrap gap-2">
      {onNew && (
        <button type="button" className="btn-secondary" onClick={onNew}>
          <FilePlus2 size={16} aria-hidden="true" /> {t.new}
        </button>
      )}
      {onSave && (
        <button type="button" className="btn-primary" onClick={onSave} disabled={!canSave || saving}>
          <Save size={16} aria-hidden="true" /> {saving ? t.saving : c.save}
        </button>
      )}
      {onCancel && (
        <button type="button" className="btn-secondary" onClick={onCancel}>
          <X size={16} aria-hidden="true" /> {c.cancel}
        </button>
      )}
      {children}
      <button type="button" className="btn-secondary" onClick={onExit}>
        <LogOut size={16} aria-hidden="true" /> {t.exit}
      </button>
    </div>
  )
}
