import { useState } from 'react'
import { CalendarPlus } from 'lucide-react'
import { errorMessage } from '@/api/errors'
import { lazyDialog } from '@/components/lazy-dialog'
import { toast } from '@/components/toast'
import { parseWire, reportDate } from '@/lib/dates'
import type { ScheduleRow } from './hearings-ics'
import { useTexts } from './calendar-texts'

export interface AddToCalendarDialogProps {
  open: boolean
  onClose: () => void
}

/**
 * The "Add to calendar" dialog: a From/To range (this week by default), then the practice's hearings in
 * it as an .ics file. Its code loads the first time it opens, and the iCalendar writer when the file is made.
 */
export const AddToCalendarDialog = lazyDialog<AddToCalendarDialogProps>(() => import('./add-to-calendar-content'))

/** A button that opens the Add to calendar dialog: the practice's hearings of a range, for a phone's calendar. */
export function AddToCalendarButton({ className = 'btn-secondary' }: { className?: string }) {
  const [open, setOpen] = useState(false)
  const t = useTexts().calendar
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <CalendarPlus size={16} aria-hidden="true" /> {t.title}
      </button>
      <AddToCalendarDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}

/**
 * One hearing (a row of the schedule or of the court day) as an .ics file, in one click: the same event,
 * with the same UID, as the range export gives it, so either import updates the other.
 */
export function AddHearingToCalendar({ row, className = 'inline-flex rounded-md p-1 hover:bg-slate-100 disabled:opacity-50 dark:hover:bg-slate-800' }: { row: ScheduleRow; className?: string }) {
  const [busy, setBusy] = useState(false)
  const t = useTexts().calendar
  const dated = parseWire(row.nextHearingDate) !== null
  const add = async () => {
    setBusy(true)
    try {
      const { downloadIcs, hearingFileName, hearingsToIcs } = await import('./hearings-ics')
      downloadIcs(hearingsToIcs([row]), hearingFileName(row))
    } catch (error) {
      console.error(error)
      toast.error(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }
  return (
    <button
      type="button"
      className={className}
      disabled={busy || !dated}
      title={t.title}
      aria-label={t.addHearing(row.clientCaseNo ?? '', reportDate(row.nextHearingDate))}
      onClick={() => void add()}
    >
      <CalendarPlus size={16} aria-hidden="true" />
    </button>
  )
}
