import type { ReactNode } from 'react'
import { Link } from '@tanstack/react-router'
import { AlertTriangle, CheckCircle2, CloudOff, ListTodo, Loader2, Undo2 } from 'lucide-react'
import { TimelineButton } from '@/case-actions/case-timeline'
import { translate } from '@/i18n/texts'
import { displayDate } from '@/lib/dates'
import { fileLocation, type CardState, type Listing } from './board'
import type { BoardRow } from './outbox-store'
import type { OutcomeKind } from './outcome'
import { useTexts } from './texts'
import { useCommon } from '@/components/texts'
import { nameOf, useTexts as useCodeNames } from '@/records/code-texts'

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
  /** One of a day of many hearings: laid out only when near the screen. */
  busyDay?: boolean
}

/**
 * On a day of many hearings a card out of sight is not laid out or painted until it scrolls near (hundreds of cards
 * took seconds on a phone); it keeps the room it last took, about 260 px before it is first seen. Find in page and
 * screen readers still reach it. A usual day is laid out whole: a card's size is then known before it is seen.
 */
const BUSY_DAY_CARD = '[contain-intrinsic-size:auto_260px] [content-visibility:auto]'

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
/** A list other than the day's own, named (its type as the contract spells it, in words). */
const listTypeName = (type: string, names: Record<string, string>) => names[type] ?? `${type.toLowerCase()} list`

/** The cause list's word on the hearing: its item and room, or that the court's list leaves it out. */
function ListingLine({ listing, clash }: Pick<HearingCardProps, 'listing' | 'clash'>) {
  const t = useTexts().card
  return (
    <>
      {listing?.kind === 'listed' && (
        <p className="text-sm font-semibold">
          {[t.item(listing.itemNo || '—'), listing.courtRoom && t.courtRoom(listing.courtRoom), listing.sittingTime, listing.listType === 'DAILY' ? '' : listTypeName(listing.listType, t.listTypes)].filter(Boolean).join(' · ')}
          {!listing.sure && <span className="font-normal"> {t.notSure}</span>}
        </p>
      )}
      {listing?.kind === 'not-listed' && (
        <Note tone="red" icon={<AlertTriangle size={16} aria-hidden="true" />}>
          <span>
            <strong>{t.notListed}</strong>: {t.notListedWhy}
          </span>
        </Note>
      )}
      {clash && (
        <Note tone="amber" icon={<AlertTriangle size={16} aria-hidden="true" />}>
          <span>
            <strong>{t.clash}</strong>: {clash}
          </span>
        </Note>
      )}
    </>
  )
}

function StateLine({ row, state, onUndoPassOver, onDiscard, onOutcome }: Omit<HearingCardProps, 'onAddAction' | 'extra' | 'listing' | 'clash'>) {
  const caseNo = row.clientCaseNo ?? ''
  const all = useTexts()
  const t = all.card
  const c = useCommon()
  const outcomeText = (kind: OutcomeKind, next?: string) => (next && kind !== 'disposed' ? t.outcomeTo(all.outcomes[kind], displayDate(next)) : all.outcomes[kind])
  switch (state.kind) {
    case 'queued': {
      const { item } = state
      const what = outcomeText(item.kind, item.payload.NextHearingDate)
      if (item.state === 'waiting' || item.state === 'sending')
        return (
          <Note tone="amber" icon={item.state === 'sending' ? <Loader2 size={16} aria-hidden="true" className="animate-spin" /> : <CloudOff size={16} aria-hidden="true" />}>
            <span className="flex-1">
              <strong>{item.state === 'sending' ? t.sending : t.waitingToSend}:</strong> {what}
            </span>
            {item.state === 'waiting' && (
              <button type="button" className="btn-link min-h-11 py-0" onClick={() => onDiscard(item.id)} aria-label={t.undoOutcome(caseNo)}>
                <Undo2 size={16} aria-hidden="true" /> {t.undo}
              </button>
            )}
          </Note>
        )
      return (
        <Note tone="red" icon={<AlertTriangle size={16} aria-hidden="true" />}>
          <span className="basis-full">
            <strong>{item.state === 'conflict' ? t.conflict : t.notAccepted}:</strong> {what}. {item.message && translate(item.message)}
          </span>
          {item.state === 'refused' && (
            <button type="button" className="btn-link min-h-11 py-0" onClick={() => onOutcome(item.kind)}>
              {t.recordAgain}
            </button>
          )}
          {row.encryptedCaseId && (
            <Link to="/case-next-date/$id" params={{ id: row.encryptedCaseId }} className="inline-flex min-h-11 items-center">
              {t.openCase}
            </Link>
          )}
          <button type="button" className="btn-link min-h-11 py-0" onClick={() => onDiscard(item.id)} aria-label={t.discardOutcome(caseNo)}>
            {c.discard}
          </button>
        </Note>
      )
    }
    case 'disposed':
      return <Note tone="slate" icon={<CheckCircle2 size={16} aria-hidden="true" />}>{t.disposed}</Note>
    case 'recorded':
      return (
        <Note tone="green" icon={<CheckCircle2 size={16} aria-hidden="true" />}>
          {t.nextDate(displayDate(state.next), state.outcome && state.outcome !== 'passed-over' ? all.outcomes[state.outcome] : undefined)}
        </Note>
      )
    case 'later':
      return <p className="text-sm text-slate-600 dark:text-slate-300">{t.later}</p>
    case 'open':
      return state.passedOver ? (
        <Note tone="amber" icon={<Undo2 size={16} aria-hidden="true" />}>
          <span className="flex-1">
            <strong>{all.outcomes['passed-over']}</strong>: {t.passedOverWhy}
          </span>
          <button type="button" className="btn-link min-h-11 py-0" onClick={onUndoPassOver} aria-label={t.undoPassOver(caseNo)}>
            {t.undo}
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
  const all = useTexts()
  const t = all.card
  const common = useCommon()
  const names = useCodeNames()
  const c = row.caseDetail
  const place = fileLocation(row, { room: t.room, almirah: common.fields.almirah, rack: common.fields.rack })
  const canRecord = state.kind === 'open'
  const titleId = `hearing-${row.encryptedCaseId}-${row.nextHearingDate}`
  return (
    <article aria-labelledby={titleId} className={`card space-y-3 p-3 sm:p-4 ${props.busyDay ? BUSY_DAY_CARD : ''}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={titleId} className="text-base font-semibold">
          {row.clientCaseNo}
        </h3>
        {row.purpose && <span className="text-sm font-medium text-slate-700 dark:text-slate-200">{nameOf(names.purposes, row.purpose)}</span>}
      </header>
      <ListingLine listing={props.listing} clash={props.clash} />
      <p className="text-sm font-medium break-words">{row.caseTitle}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600 dark:text-slate-400">{common.fields.client}</dt>
        <dd className="break-words">
          {row.clientName || '—'}
          {row.party && <span className="text-slate-600 dark:text-slate-400"> ({row.party})</span>}
        </dd>
        <dt className="text-slate-600 dark:text-slate-400">{common.fields.judge}</dt>
        <dd className="break-words">{row.judgeName || '—'}</dd>
        <dt className="text-slate-600 dark:text-slate-400">{t.file}</dt>
        <dd className="break-words">{place || t.notRecorded}</dd>
      </dl>
      <StateLine {...props} />
      {canRecord && (
        <div role="group" aria-label={t.outcomeOf(row.clientCaseNo ?? '')} className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {(['adjourned', 'passed-over', 'part-heard', 'disposed'] as const)
            .filter((kind) => !(kind === 'passed-over' && state.passedOver))
            .map((kind) => (
              <button key={kind} type="button" className={kind === 'adjourned' ? 'btn-primary min-h-11 px-2' : BIG} onClick={() => onOutcome(kind)}>
                {all.outcomes[kind]}
              </button>
            ))}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <button type="button" className="btn-secondary min-h-11" onClick={onAddAction} disabled={!c || c.caseStatus === 'DISPOSED'}>
          <ListTodo size={16} aria-hidden="true" /> {t.addAction}
        </button>
        {row.encryptedCaseId && <TimelineButton encryptedCaseId={row.encryptedCaseId} caseNo={row.clientCaseNo ?? ''} className="btn-secondary min-h-11" />}
        <span className="text-sm text-slate-700 dark:text-slate-300" dir="auto">{row.openActions === undefined ? '' : t.openActions(row.openActions)}</span>
        {extra}
      </div>
    </article>
  )
}
