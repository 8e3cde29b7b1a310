import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { AlertTriangle, CheckCircle2, CloudOff, ListTodo, Loader2, Undo2 } from 'lucide-react'
import { TimelineButton } from '@/case-actions/case-timeline'
import { displayDate } from '@/lib/dates'
import { fileLocation, type CardState, type Listing } from './board'
import type { BoardRow } from './outbox-store'
import { OUTCOME_LABEL, type OutcomeKind } from './outcome'

export interface HearingCardProps {
  row: BoardRow
  state: CardState
  onOutcome: (kind: OutcomeKind) => void
  onUndoPassOver: () => void
  onDiscard: (id: string) => void
  onAddAction: () => void
  /** Room for a per-hearing action (the "Add to calendar" button). */
  extra?: ReactNode
  /** Where the day's cause list has it (issue 24); undefined when no list of its court is held. */
  listing?: Listing
  /** Why it clashes with another matter of the same person, in words. */
  clash?: string
}

const TONE = {
  amber: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50',
  red: 'border-red-300 bg-red-50 text-red-900 dark:border-red-700 dark:bg-red-950 dark:text-red-50',
  green: 'border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-50',
  slate: 'border-slate-200 bg-slate-50 text-slate-800 dark:border-slate-700 dark:bg-slate-800 dark:text-slate-100',
} as const

function Note({ tone, icon, children }: { tone: keyof typeof TONE; icon: ReactNode; children: ReactNode }) {
  return <div className={`flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md border px-3 py-2 text-sm ${TONE[tone]}`}>{icon}{children}</div>
}

const BIG = 'btn-secondary min-h-11 px-2'
const outcomeText = (kind: OutcomeKind, next?: string) => (next && kind !== 'disposed' ? `${OUTCOME_LABEL[kind]} to ${displayDate(next)}` : OUTCOME_LABEL[kind])

/** The cause list's word on the hearing: its item and room, or that the court's list leaves it out. */
function ListingLine({ listing, clash }: Pick<HearingCardProps, 'listing' | 'clash'>) {
  return (
    <>
      {listing?.kind === 'listed' && (
        <p className="text-sm font-semibold">
          {[`Item ${listing.itemNo || '—'}`, listing.courtRoom && `Court room ${listing.courtRoom}`, listing.sittingTime, listing.listType === 'DAILY' ? '' : `${listing.listType.toLowerCase()} list`].filter(Boolean).join(' · ')}
          {!listing.sure && <span className="font-normal"> (match not confirmed)</span>}
        </p>
      )}
      {listing?.kind === 'not-listed' && (
        <Note tone="red" icon={<AlertTriangle size={16} aria-hidden="true" />}>
          <span>
            <strong>Not on the cause list</strong>: the court's list of this day does not print this case.
          </span>
        </Note>
      )}
      {clash && (
        <Note tone="amber" icon={<AlertTriangle size={16} aria-hidden="true" />}>
          <span>
            <strong>Clash</strong>: {clash}
          </span>
        </Note>
      )}
    </>
  )
}

function StateLine({ row, state, onUndoPassOver, onDiscard, onOutcome }: Omit<HearingCardProps, 'onAddAction' | 'extra' | 'listing' | 'clash'>) {
  const caseNo = row.clientCaseNo ?? ''
  switch (state.kind) {
    case 'queued': {
      const { item } = state
      const what = outcomeText(item.kind, item.payload.NextHearingDate)
      if (item.state === 'waiting' || item.state === 'sending')
        return (
          <Note tone="amber" icon={item.state === 'sending' ? <Loader2 size={16} aria-hidden="true" className="animate-spin" /> : <CloudOff size={16} aria-hidden="true" />}>
            <span className="flex-1">
              <strong>{item.state === 'sending' ? 'Sending' : 'Waiting to send'}:</strong> {what}
            </span>
            {item.state === 'waiting' && (
              <button type="button" className="btn-link min-h-11 py-0" onClick={() => onDiscard(item.id)} aria-label={`Undo the outcome of ${caseNo}`}>
                <Undo2 size={16} aria-hidden="true" /> Undo
              </button>
            )}
          </Note>
        )
      return (
        <Note tone="red" icon={<AlertTriangle size={16} aria-hidden="true" />}>
          <span className="basis-full">
            <strong>{item.state === 'conflict' ? 'Conflict' : 'Not accepted'}:</strong> {what}. {item.message}
          </span>
          {item.state === 'refused' && (
            <button type="button" className="btn-link min-h-11 py-0" onClick={() => onOutcome(item.kind)}>
              Record again
            </button>
          )}
          {row.encryptedCaseId && (
            <Link to="/case-next-date/$id" params={{ id: row.encryptedCaseId }} className="inline-flex min-h-11 items-center">
              Open the case
            </Link>
          )}
          <button type="button" className="btn-link min-h-11 py-0" onClick={() => onDiscard(item.id)} aria-label={`Discard the outcome of ${caseNo}`}>
            Discard
          </button>
        </Note>
      )
    }
    case 'disposed':
      return <Note tone="slate" icon={<CheckCircle2 size={16} aria-hidden="true" />}>Disposed: the case is read-only.</Note>
    case 'recorded':
      return (
        <Note tone="green" icon={<CheckCircle2 size={16} aria-hidden="true" />}>
          {state.outcome && state.outcome !== 'passed-over' ? `${OUTCOME_LABEL[state.outcome]}: next` : 'Next'} date {displayDate(state.next)}
        </Note>
      )
    case 'later':
      return <p className="text-sm text-slate-600 dark:text-slate-300">Its outcome can be recorded on the day of the hearing.</p>
    case 'open':
      return state.passedOver ? (
        <Note tone="amber" icon={<Undo2 size={16} aria-hidden="true" />}>
          <span className="flex-1">
            <strong>Passed over</strong>: to be called again.
          </span>
          <button type="button" className="btn-link min-h-11 py-0" onClick={onUndoPassOver} aria-label={`Undo passed over of ${caseNo}`}>
            Undo
          </button>
        </Note>
      ) : null
    default:
      return null
  }
}

/** One hearing of the board: what it is, where its file is, what happened, and the outcomes a thumb can reach. */
export function HearingCard(props: HearingCardProps) {
  const { row, state, onOutcome, onAddAction, extra } = props
  const c = row.caseDetail
  const place = fileLocation(row)
  const canRecord = state.kind === 'open'
  const titleId = `hearing-${row.encryptedCaseId}-${row.nextHearingDate}`
  return (
    <article aria-labelledby={titleId} className="card space-y-3 p-3 sm:p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="text-base font-semibold">
          {row.clientCaseNo}
        </h3>
        {row.purpose && <span className="text-sm font-medium text-slate-700 dark:text-slate-200">{row.purpose}</span>}
      </header>
      <ListingLine listing={props.listing} clash={props.clash} />
      <p className="text-sm font-medium break-words">{row.caseTitle}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">Client</dt>
        <dd className="break-words">
          {row.clientName || '—'}
          {row.party && <span className="text-slate-600 dark:text-slate-400"> ({row.party})</span>}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">Judge</dt>
        <dd className="break-words">{row.judgeName || '—'}</dd>
        <dt className="text-slate-600 dark:text-slate-400">File</dt>
        <dd className="break-words">{place || 'Not recorded'}</dd>
      </dl>
      <StateLine {...props} />
      {canRecord && (
        <div role="group" aria-label={`Outcome of ${row.clientCaseNo}`} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(['adjourned', 'passed-over', 'part-heard', 'disposed'] as const)
            .filter((kind) => !(kind === 'passed-over' && state.passedOver))
            .map((kind) => (
              <button key={kind} type="button" className={kind === 'adjourned' ? 'btn-primary min-h-11 px-2' : BIG} onClick={() => onOutcome(kind)}>
                {OUTCOME_LABEL[kind]}
              </button>
            ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <button type="button" className="btn-secondary min-h-11" onClick={onAddAction} disabled={!c || c.caseStatus === 'DISPOSED'}>
          <ListTodo size={16} aria-hidden="true" /> Add action
        </button>
        {row.encryptedCaseId && <TimelineButton encryptedCaseId={row.encryptedCaseId} caseNo={row.clientCaseNo ?? ''} className="btn-secondary min-h-11" />}
        <span className="text-sm text-slate-700 dark:text-slate-300" dir="auto">{row.openActions === undefined ? '' : `${row.openActions} open ${row.openActions === 1 ? 'action' : 'actions'}`}</span>
        {extra}
      </div>
    </article>
  )
}
