import type { ReactNode } from 'react'
import type { components } from '@/api/schema.gen'
import { tableDate } from '@/lib/dates'
import { needsDecision } from './answers'
import { TEXTS } from './texts'

type Entry = components['schemas']['CauseListEntry']
type BoardRow = components['schemas']['ReportCaseScheduleRow']

const place = (e: Entry) => [e.courtName, e.courtRoom && `${TEXTS.room} ${e.courtRoom}`, e.itemNo && `${TEXTS.item} ${e.itemNo}`, e.sittingTime].filter(Boolean).join(' · ')

/** How sure the match is, in words; a confirmed one is sure. */
function sureness(e: Entry) {
  const m = e.match!
  if (m.decision === 'CONFIRMED') return TEXTS.confirmed
  return m.confidence >= 0.9 ? TEXTS.sure : TEXTS.unsure(Math.round(m.confidence * 100))
}

interface EntryProps {
  entry: Entry
  onDecide: (entry: Entry, decision: 'CONFIRMED' | 'REJECTED') => void
  busy: boolean
  /** The row's own step (move the date, register the case). */
  action?: ReactNode
}

/** One printed entry: where it is listed, the case as printed and as the diary has it, why it matched. */
export function EntryRow({ entry, onDecide, busy, action }: EntryProps) {
  const m = entry.match
  const uncertain = needsDecision(entry)
  return (
    <li className={`card space-y-1 p-3 ${uncertain ? 'border-amber-500' : ''}`}>
      <p className="text-sm font-semibold">{place(entry)}</p>
      <p>
        <span className="font-medium">{m ? m.clientCaseNo : entry.caseNoPrinted}</span>
        {m && m.clientCaseNo !== entry.caseNoPrinted && <span className="text-sm"> (printed “{entry.caseNoPrinted}”)</span>}
        {entry.cnr && <span className="text-sm"> · CNR {entry.cnr}</span>}
      </p>
      <p className="text-sm" dir="auto">
        {entry.petitioner} v. {entry.respondent}
        {entry.purpose && ` · ${entry.purpose}`}
      </p>
      {m ? (
        <p className="text-sm">
          {m.clientName && `${m.clientName} · `}
          <span className={uncertain ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}>{sureness(entry)}</span>: {m.why}
          {' · '}
          {m.nextHearingDate ? TEXTS.diaryDate(tableDate(m.nextHearingDate)) : TEXTS.noDiaryDate}
        </p>
      ) : (
        <p className="text-sm">{TEXTS.notInDiary}</p>
      )}
      {(uncertain || action) && (
        <div className="flex flex-wrap gap-2 pt-1">
          {uncertain && (
            <>
              <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => onDecide(entry, 'CONFIRMED')} aria-label={`${TEXTS.confirm}: ${entry.caseNoPrinted} is ${m!.clientCaseNo}`}>
                {TEXTS.confirm}
              </button>
              <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => onDecide(entry, 'REJECTED')} aria-label={`${TEXTS.reject}: ${entry.caseNoPrinted} is not ${m!.clientCaseNo}`}>
                {TEXTS.reject}
              </button>
            </>
          )}
          {action}
        </div>
      )}
    </li>
  )
}

/** A hearing of the diary whose court's list is held and does not print it. */
export function NotListedRow({ row }: { row: BoardRow }) {
  return (
    <li className="card space-y-1 border-red-600 p-3">
      <p className="text-sm font-semibold">{[row.courtName, row.courtNo && `${TEXTS.room} ${row.courtNo}`].filter(Boolean).join(' · ')}</p>
      <p className="font-medium">{row.clientCaseNo}</p>
      <p className="text-sm" dir="auto">
        {row.caseTitle} · {row.clientName}
      </p>
      <p className="text-sm">{TEXTS.notListedNote}</p>
    </li>
  )
}
