import { useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { addDays } from 'date-fns'
import { MessageCircle } from 'lucide-react'
import { lazyDialog } from '@/components/lazy-dialog'
import type { MessageKind } from '@/lib/client-message'
import { courtDayAfter, parseWire, toWire, weekdayName } from '@/lib/dates'
import { useTexts } from './texts'

export interface TellClientDialogProps {
  open: boolean
  onClose: () => void
  encryptedCaseId: string
  /** After a hearing (with its outcome) or the day before one. */
  kind: MessageKind
  /**
   * What the screen knows better than the provider yet: the outcome just recorded, its next date (YYYY-MM-DD)
   * and purpose (a court day's outcome may still wait in the outbox).
   */
  outcome?: string
  nextDate?: string
  purpose?: string
  /** The client was told (a channel was chosen). */
  onTold?: () => void
}

/**
 * Issue 25, tell the client: the message from the practice's template in the client's language, edited if
 * need be, then WhatsApp, SMS or e-mail opened with it. Its code loads the first time it opens.
 */
export const TellClientDialog = lazyDialog<TellClientDialogProps>(() => import('./tell-client-content'))

/** A button that opens the dialog for one case. */
export function TellClientButton({
  label,
  className = 'btn-secondary min-h-11',
  'aria-label': ariaLabel,
  ...props
}: Omit<TellClientDialogProps, 'open' | 'onClose'> & { label?: string; className?: string; 'aria-label'?: string }) {
  const [open, setOpen] = useState(false)
  const t = useTexts().tell
  const told = useRef(false)
  const queryClient = useQueryClient()
  // The lists of clients to tell learn of it once the dialog closes: refreshed earlier, a told client's row (and this dialog) would go.
  const close = () => {
    setOpen(false)
    if (told.current) void queryClient.invalidateQueries({ queryKey: ['post', '/get-hearing-client-message-list'] })
    told.current = false
  }
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" aria-label={ariaLabel} onClick={() => setOpen(true)}>
        <MessageCircle size={16} aria-hidden="true" /> {label ?? t.title}
      </button>
      <TellClientDialog
        open={open}
        onClose={close}
        {...props}
        onTold={() => {
          told.current = true
          props.onTold?.()
        }}
      />
    </>
  )
}

/** Tomorrow as the provider's dates read (YYYY-MM-DD). */
export const tomorrowWire = (now = new Date()) => toWire(addDays(now, 1))

/**
 * The next day a court sits, whose clients are told today: tomorrow, or Monday on a Saturday (an advocate reminds
 * Monday's clients before the weekend; no court sits on a Sunday, so its list would always be empty). The reminder
 * names the hearing's date, not "tomorrow" (src/lib/client-message/templates.ts).
 */
export const nextCourtDayWire = (now = new Date()) => toWire(courtDayAfter(1, now))

/** The weekday a title names for a day that is not tomorrow (Monday's clients, on a Saturday); null for tomorrow. */
export function dayNameUnlessTomorrow(date: string): string | null {
  const day = parseWire(date)
  return date === tomorrowWire() || !day ? null : weekdayName(day)
}
