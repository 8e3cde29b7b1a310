import type { ReactNode } from 'react'
import type { components } from '@/api/schema.gen'
import { tableDate } from '@/lib/dates'
import { needsDecision } from './answers'
import { useTexts } from './texts'

type Entry = components['schemas']['CauseListEntry']
type BoardRow = components['schemas']['ReportCaseScheduleRow']

type Words = ReturnType<typeof useTexts>

const place = (e: Entry, t: Words) => [e.courtName, e.courtRoom && `${t.room} ${e.courtRoom}`, e.itemNo && `${t.item} ${e.itemNo}`, e.sittingTime].filter(Boolean).join(' · ')

/** How sure the match is, in words; a confirmed one is sure. */
function sureness(e: Entry, t: Words) {
  const m = e.match!
  if (m.decision === 'CONFIRMED') return t.confirmed
  return m.confidence >= 0.9 ? t.sure : t.unsure(Math.round(m.confidence * 100))
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
  const t = useTexts()
  const m = entry.match
  const uncertain = needsDecision(entry)
  return (
    <li className={`card space-y-1 p-3 ${uncertain ? 'border-amber-500' : ''}`}>
      <p className="text-sm font-semibold">{place(entry, t)}</p>
      <p>
        <span className="font-medium">{m ? m.clientCaseNo : entry.caseNoPrinted}</span>
        {m && m.clientCaseNo !== entry.caseNoPrinted && <span className="text-sm"> {t.printed(entry.caseNoPrinted)}</span>}
        {entry.cnr && <span className="text-sm"> · {t.cnr(entry.cnr)}</span>}
      </p>
      <p className="text-sm" dir="auto">
        {entry.petitioner} {t.versus} {entry.respondent}
        {entry.purpose && ` · ${entry.purpose}`}
      </p>
      {m ? (
        <p className="text-sm">
          {m.clientName && `${m.clientName} · `}
          <span className={uncertain ? 'font-semibold text-amber-800 dark:text-amber-300' : ''}>{sureness(entry, t)}</span>: {m.why}
          {' · '}
          {m.nextHearingDate ? t.diaryDate(tableDate(m.nextHearingDate)) : t.noDiaryDate}
        </p>
      ) : (
        <p className="text-sm">{t.notInDiary}</p>
      )}
      {(uncertain || action) && (
        <div className="flex flex-wrap gap-2 pt-1">
          {uncertain && (
            <>
              <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => onDecide(entry, 'CONFIRMED')} aria-label={t.confirmIs(entry.caseNoPrinted, m!.clientCaseNo)}>
                {t.confirm}
              </button>
              <button type="button" className="btn-secondary min-h-11" disabled={busy} onClick={() => onDecide(entry, 'REJECTED')} aria-label={t.rejectIsNot(entry.caseNoPrinted, m!.clientCaseNo)}>
                {t.reject}
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
  const t = useTexts()
  return (
    <li className="card space-y-1 border-red-600 p-3">
      <p className="text-sm font-semibold">{[row.courtName, row.courtNo && `${t.room} ${row.courtNo}`].filter(Boolean).join(' · ')}</p>
      <p className="font-medium">{row.clientCaseNo}</p>
      <p className="text-sm" dir="auto">
        {row.caseTitle} · {row.clientName}
      </p>
      <p className="text-sm">{t.notListedNote}</p>
    </li>
  )
}
