import { useState } from 'react'
import { History } from 'lucide-react'
import { lazyDialog } from '@/components/lazy-dialog'
import { useTexts } from './timeline-texts'

export interface CaseTimelineDialogProps {
  open: boolean
  onClose: () => void
  encryptedCaseId: string
  /** The case's own number, in the title and the CSV file's name. */
  caseNo: string
}

/** Issue 25: the case's timeline in a dialog over the screen that opened it; its code loads the first time it opens. */
export const CaseTimelineDialog = lazyDialog<CaseTimelineDialogProps>(() => import('./case-timeline-content'))

/**
 * The one way a screen offers the timeline: a button named for the case, and the dialog it opens. `compact`
 * shows only the icon (a table row), still named for screen readers.
 */
export function TimelineButton({ encryptedCaseId, caseNo, compact = false, className = 'btn-secondary' }: { encryptedCaseId: string; caseNo: string; compact?: boolean; className?: string }) {
  const [open, setOpen] = useState(false)
  const t = useTexts()
  const label = t.timeline.title(caseNo)
  return (
    <>
      <button
        type="button"
        className={compact ? 'inline-flex rounded-md p-1 hover:bg-slate-100 dark:hover:bg-slate-800' : className}
        aria-label={label}
        onClick={() => setOpen(true)}
      >
        <History size={16} aria-hidden="true" /> {!compact && t.timelineButton}
      </button>
      <CaseTimelineDialog open={open} onClose={() => setOpen(false)} encryptedCaseId={encryptedCaseId} caseNo={caseNo} />
    </>
  )
}
