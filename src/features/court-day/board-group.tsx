import { memo } from 'react'
import { AddHearingToCalendar } from '@/case-actions/add-to-calendar'
import { cardState, rowKey, type Listing } from './board'
import { HearingCard } from './hearing-card'
import type { BoardRow, Mark } from './outbox-store'
import type { OutcomeKind } from './outcome'
import type { QueueItem } from './queue'
import { TellOutcome } from './tell-outcome'

export interface BoardGroupProps {
  title: string
  /** Hearings in this court room; `rows` may be the first of them while the rest are on their way. */
  total: number
  rows: BoardRow[]
  /** Each hearing's latest outcome in the outbox (./board.ts latestQueued). */
  queued: ReadonlyMap<string, QueueItem>
  marks: Record<string, Mark>
  today: string
  listing: ReadonlyMap<string, Listing>
  clashes: ReadonlyMap<string, { why: string }>
  onOutcome: (row: BoardRow, kind: OutcomeKind) => void
  onUndoPassOver: (row: BoardRow) => void
  onDiscard: (id: string) => void
  onAddAction: (row: BoardRow) => void
  busyDay: boolean
}

/**
 * One court room's hearings. Memoised: while a busy day renders in steps, or one hearing's outcome is recorded,
 * the court rooms whose hearings and states are the same are not rendered again.
 */
export const BoardGroup = memo(function BoardGroup({ title, total, rows, queued, marks, today, listing, clashes, onOutcome, onUndoPassOver, onDiscard, onAddAction, busyDay }: BoardGroupProps) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="px-1 text-sm font-semibold tracking-wide text-slate-700 uppercase dark:text-slate-300">
        {title} <span className="font-normal">({total})</span>
      </h2>
      {rows.map((row) => {
        const state = cardState(row, queued, marks, today)
        return (
          <HearingCard
            key={rowKey(row)}
            row={row}
            state={state}
            listing={listing.get(row.encryptedCaseId ?? '')}
            clash={clashes.get(row.encryptedCaseId ?? '')?.why}
            onOutcome={(kind) => onOutcome(row, kind)}
            onUndoPassOver={() => onUndoPassOver(row)}
            onDiscard={onDiscard}
            onAddAction={() => onAddAction(row)}
            busyDay={busyDay}
            extra={
              <>
                <TellOutcome row={row} state={state} />
                <AddHearingToCalendar row={row} className="btn-secondary min-h-11 min-w-11 justify-center" />
              </>
            }
          />
        )
      })}
    </section>
  )
})
