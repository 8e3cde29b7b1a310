import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react'
import { $api } from '@/api/query'
import { errorMessage } from '@/api/errors'
import { ActionDetailsDialog } from '@/case-actions/action-details-dialog'
import { AddToCalendarButton } from '@/case-actions/add-to-calendar'
import { dayListRequest } from '@/case-actions/day-board'
import { DocketButton } from '@/case-actions/docket-button'
import { dayNameUnlessTomorrow, nextCourtDayWire } from '@/case-actions/tell-client/tell-client'
import { lazyDialog } from '@/components/lazy-dialog'
import { Spinner } from '@/components/spinner'
import { useRevealed } from '@/components/use-revealed'
import { dayClashes } from '@/lib/cause-list'
import { todayWire } from '@/lib/dates'
import { useSessionStore } from '@/session/session-store'
import { firstHearings, groupByCourt, latestQueued, listings, matches, rowKey } from './board'
import { BoardHeader, DeviceCopyNote, OutboxSummary } from './board-parts'
import { BoardGroup } from './board-group'
import { useBoardCopy, useOutbox, type BoardRow } from './outbox-store'
import { refreshPack } from './pack'
import type { OutcomeKind, SaveRequest, WrittenOutcome } from './outcome'
import { sendWaiting } from './sender'
import { useTexts } from './texts'
import { useDayBoard } from './use-day-board'
import { useCommon } from '@/components/texts'

// The first hearings (a phone screen holds about three) render at once, then the rest in steps: a busy day has hundreds.
const FIRST_CARDS = 4
const STEP_CARDS = 10
// From this many hearings a card out of sight is laid out only when it comes near (./hearing-card.tsx).
const BUSY_DAY = 40

// The next court day's board only (tomorrow's, or Monday's on a Saturday): the clients to tell before it (their
// reach, the messages' templates) load with it.
const TomorrowsClients = lazy(() => import('@/case-actions/tell-client/tomorrows-clients'))

/** What the closed dialog holds until a hearing's outcome is chosen. */
const NO_CASE = { encryptedCaseId: '', clientCode: '', clientCaseNo: '' }
const OutcomeDialog = lazyDialog<import('./outcome-dialog-content').OutcomeDialogProps>(() => import('./outcome-dialog-content'))

export interface CourtDayPageProps {
  /** The day shown, YYYY-MM-DD. */
  date: string
  onDate: (date: string) => void
}

/**
 * Issue 14, the court day: today's board grouped by court room, and each hearing's outcome in one step.
 * Outcomes go to the device's outbox first and are sent from there, so a weak signal loses none.
 */
export function CourtDayPage({ date, onDate }: CourtDayPageProps) {
  const t = useTexts().board
  const c = useCommon()
  const advocate = useSessionStore((s) => s.session?.encryptedAdvocateCode ?? '')
  const [search, setSearch] = useState('')
  const [dialog, setDialog] = useState<{ row: BoardRow; kind: WrittenOutcome } | null>(null)
  const [actionsOf, setActionsOf] = useState<BoardRow | null>(null)
  const { items, marks, record, discard, mark } = useOutbox()
  const queued = useMemo(() => latestQueued(items), [items])
  const { boards, keepBoard } = useBoardCopy()
  // What this device holds now (a sign-out in between removed the last user's boards).
  useEffect(() => void useBoardCopy.persist.rehydrate(), [])
  const day = useDayBoard(advocate, date)
  // The coming days travel with the phone (./pack.ts): read once the day shown has its answer (a week of a busy practice
  // is thousands of hearings, which would share the signal with the day's own), at most every quarter of an hour.
  const answered = !day.isPending
  useEffect(() => {
    if (advocate && answered) void refreshPack(advocate).catch(() => undefined)
  }, [advocate, answered])
  const fresh = day.rows
  const kept = fresh ? undefined : boards[date]
  // A busy day's first court rooms, while the rest of it is read (./use-day-board.ts); the device's copy, whole, first.
  const firstRooms = fresh || kept ? undefined : day.firstRooms
  const partial = !!firstRooms?.length
  // Hearings the provider gave stay on the board when a later call fails (the rest of a busy day, or reading the day
  // again after an outcome is sent); the failure is said below them.
  const holding = partial || !!fresh
  // A day first shown from the device keeps its note when the provider's answer replaces it, saying the board is now
  // up to date: removed, it would move every hearing up under the user's finger (a layout shift of 0.06 on a phone).
  const [keptShown, setKeptShown] = useState<string | null>(null)
  if (kept && keptShown !== date) setKeptShown(date)
  const rows = useMemo(() => fresh ?? kept?.rows ?? firstRooms ?? [], [fresh, kept, firstRooms])
  const count = kept?.rows.length ?? day.count
  // The board is built from a deferred copy of the rows. React renders a query's answer at once, in one task (it comes
  // through useSyncExternalStore); the board's hearings then come in a render that yields to the browser every few
  // milliseconds. Until that render has the day, the board still says it is loading; another day's hearings are
  // never shown under this day's date while it renders.
  const board = useMemo(() => ({ date, rows }), [date, rows])
  const deferred = useDeferredValue(board)
  const building = deferred.date !== date || (deferred !== board && deferred.rows.length === 0)
  const boardRows = deferred.rows
  // The device's copy is written once the board shows the answer: writing it reads the whole day again (1.3 MB for a
  // busy day), and the hearings come first.
  useEffect(() => {
    if (fresh && boardRows === fresh) keepBoard(date, fresh)
  }, [fresh, boardRows, date, keepBoard])
  // The day's cause list joins the board when it comes; the board never waits for it. It is asked once the board has
  // its answer: on a weak signal, or with the demo's mock matching a busy day's lists on the same thread, the two
  // would share what there is, and the hearings come first.
  const list = $api.useQuery('post', '/get-cause-list', dayListRequest(advocate, date), { enabled: !!advocate && answered })
  const listing = useMemo(() => (list.data ? listings(boardRows, list.data.data.entries, list.data.data.lists) : new Map()), [list.data, boardRows])
  const clashes = useMemo(() => (list.data ? dayClashes(list.data.data.entries, date) : new Map()), [list.data, date])
  const groups = useMemo(() => groupByCourt(boardRows.filter((r) => matches(r, search)), listing, t), [boardRows, search, listing, t])
  const revealed = useRevealed(groups.reduce((n, g) => n + g.rows.length, 0), FIRST_CARDS, STEP_CARDS, date)
  const shown = useMemo(() => firstHearings(groups, revealed), [groups, revealed])
  const today = todayWire()
  const weekday = dayNameUnlessTomorrow(date)
  const tellTitle = weekday ? t.clientsToTellOf(weekday) : t.tomorrowsClients

  // Stable, so the court rooms whose hearings did not change are not rendered again (./board-group.tsx).
  const choose = useCallback(
    (row: BoardRow, kind: OutcomeKind) => {
      if (kind === 'passed-over') return mark(rowKey(row), { kind })
      if (row.caseDetail) setDialog({ row, kind })
    },
    [mark],
  )
  const undoPassOver = useCallback((row: BoardRow) => mark(rowKey(row), null), [mark])
  const save = ({ kind, payload }: { kind: WrittenOutcome; payload: SaveRequest }) => {
    record({ key: rowKey(dialog!.row), kind, payload, recordedAt: new Date().toISOString() })
    setDialog(null)
    void sendWaiting()
  }

  const failure = (
    <div role="alert" className="card space-y-3 p-4">
      <p>{errorMessage(day.error)}</p>
      <button type="button" className="btn-secondary min-h-11" onClick={day.refetch}>
        {c.tryAgain}
      </button>
    </div>
  )

  return (
    <section aria-labelledby="court-day-title" className="mx-auto max-w-3xl space-y-4">
      <BoardHeader date={date} count={count} today={today} onDate={onDate} search={search} onSearch={setSearch} extra={
          <>
            <DocketButton date={date} />
            <AddToCalendarButton className="btn-secondary min-h-11" />
          </>
        } />
      <OutboxSummary items={items} />
      {list.isError && (
        <p role="status" className="card p-3 text-sm">
          {t.listFailed(errorMessage(list.error))}{' '}
          <button type="button" className="btn-link min-h-11 py-0" onClick={() => void list.refetch()}>
            {c.tryAgain}
          </button>
        </p>
      )}
      {date === nextCourtDayWire() && (
        <Suspense fallback={null}>
          <TomorrowsClients advocateCode={advocate} date={date} title={tellTitle} />
        </Suspense>
      )}
      {kept ? (
        <DeviceCopyNote at={kept.at} error={day.error} onRetry={day.refetch} />
      ) : (
        fresh && keptShown === date && <DeviceCopyNote fresh at={new Date(day.dataUpdatedAt).toISOString()} error={null} onRetry={day.refetch} />
      )}
      {(day.isPending && !kept && !partial) || building ? (
        <Spinner label={t.loading} />
      ) : day.error && !kept && !holding ? (
        failure
      ) : groups.length === 0 ? (
        <p className="card p-4">{rows.length ? t.noMatch : t.none}</p>
      ) : (
        shown.map((group, i) => (
          <BoardGroup
            key={group.title}
            title={group.title}
            total={groups[i]!.rows.length}
            rows={group.rows}
            queued={queued}
            marks={marks}
            today={today}
            listing={listing}
            clashes={clashes}
            onOutcome={choose}
            onUndoPassOver={undoPassOver}
            onDiscard={discard}
            onAddAction={setActionsOf}
            busyDay={(count ?? 0) >= BUSY_DAY}
          />
        ))
      )}
      {/* The rest of a busy day after its first court rooms, still on its way; or what stopped a call under the board. */}
      {!building && (day.error ? holding && failure : partial && <Spinner label={t.loading} />)}
      <OutcomeDialog
        open={dialog !== null}
        caseNo={dialog?.row.clientCaseNo ?? ''}
        caseTitle={dialog?.row.caseTitle ?? ''}
        kind={dialog?.kind ?? 'adjourned'}
        caseRecord={dialog?.row.caseDetail ?? NO_CASE}
        advocate={advocate}
        onRecord={save}
        onClose={() => setDialog(null)}
      />
      <ActionDetailsDialog
        open={actionsOf !== null}
        onClose={() => setActionsOf(null)}
        clientCode={actionsOf?.clientCode ?? ''}
        caseNo={actionsOf?.clientCaseNo ?? ''}
        registerDate={actionsOf?.caseDetail?.caseRegisterDate ?? ''}
      />
    </section>
  )
}
