import type { ActionDetail, Case, ClientPayment, DbData, Hearing, JournalEntry, TimelineSource } from '../db'
import { PRIMARY_KEYS } from '../db'
import { action, caseEdited, hearingHeld, message, payment, registered, type Change, type MessageRow } from './describe'

/**
 * The operations that change a case, and the screen each stands for on the timeline. This table is the one
 * place that knows them: the request gate (mocks/http.ts) records around each of them, so no handler writes
 * a line of the journal. A body's `Origin` names the screen where one operation serves two (the court day's
 * outbox sends what Case Next Date sends).
 * Each names the tables it can change (all when left out): only those are copied before it runs, which keeps a
 * write cheap with the large seed (a file move: 180 ms with every table copied, 105 ms now; the cases table alone is 30,236 rows).
 */
const SOURCES: Record<string, [TimelineSource, Watched[]?]> = {
  '/case-registration': ['CASE_REGISTRATION'],
  '/update-advocate-client-case': ['CASE_REGISTRATION'],
  '/delete-advocate-client-case': ['CASE_REGISTRATION'],
  '/add-case-next-date-detail': ['CASE_NEXT_DATE', ['cases', 'hearings']],
  '/update-file-placement-detail': ['FILE_PLACEMENT', ['cases']],
  '/add-payment-detail': ['CLIENT_PAYMENT', ['clientPayments']],
  '/update-payment-detail': ['CLIENT_PAYMENT', ['clientPayments']],
  '/delete-payment-detail': ['CLIENT_PAYMENT', ['clientPayments']],
  '/add-action-details': ['ACTIONS', ['actionDetails']],
  '/update-action-details': ['ACTIONS', ['actionDetails']],
  '/update-action-detail-status': ['DASHBOARD', ['actionDetails']],
  '/add-client-message-log': ['CLIENT_MESSAGE', ['clientMessages']],
}
const ORIGINS = new Set<string>(['CASE_NEXT_DATE', 'COURT_DAY_OUTBOX'])

/** The tables a case's events come from. */
const WATCHED = ['cases', 'hearings', 'clientPayments', 'actionDetails', 'clientMessages'] as const
type Watched = (typeof WATCHED)[number]
type Snapshot = Map<Watched, Map<number, object>>

const keyName = (table: Watched) => (PRIMARY_KEYS as Record<string, string | undefined>)[table]
const rowsOf = (db: DbData, table: Watched) => (db as unknown as Record<string, object[] | undefined>)[table]

/** Shallow copies of the watched tables' rows: handlers change rows in place, so a reference would see the change. */
function snapshot(db: DbData, tables: readonly Watched[]): Snapshot {
  const snap: Snapshot = new Map()
  for (const table of tables) {
    const rows = rowsOf(db, table)
    const key = keyName(table)
    if (!rows || !key) continue
    const copies = new Map<number, object>()
    for (const row of rows) copies.set((row as Record<string, number>)[key], { ...row })
    snap.set(table, copies)
  }
  return snap
}

/** Rows added or changed since the snapshot, and the ids of rows that are gone. */
function* diff<T extends object>(db: DbData, snap: Snapshot, table: Watched): Generator<[T | undefined, T | undefined]> {
  const before = snap.get(table)
  const rows = rowsOf(db, table)
  const key = keyName(table)
  if (!before || !rows || !key) return
  const seen = new Set<number>()
  for (const row of rows) {
    const id = (row as Record<string, number>)[key]
    seen.add(id)
    const old = before.get(id) as T | undefined
    if (!old || Object.keys(row).some((f) => (row as Record<string, unknown>)[f] !== (old as Record<string, unknown>)[f])) yield [old, row as T]
  }
  for (const [id, old] of before) if (!seen.has(id)) yield [old as T, undefined]
}

/** What changed to cases between the snapshot and now, in the order a reader expects (a hearing before the date it moved). */
export function changesSince(db: DbData, snap: Snapshot): { changes: Change[]; goneCases: number[] } {
  const changes: Change[] = []
  const goneCases: number[] = []
  for (const [before, after] of diff<Case>(db, snap, 'cases')) {
    if (!after) goneCases.push(before!.caseId)
    else if (!before) changes.push(registered(db, after))
  }
  for (const [before, after] of diff<Hearing>(db, snap, 'hearings')) if (!before && after) changes.push(hearingHeld(db, after))
  for (const [before, after] of diff<Case>(db, snap, 'cases')) if (before && after) changes.push(...caseEdited(db, before, after))
  for (const [before, after] of diff<ClientPayment>(db, snap, 'clientPayments')) {
    const change = payment(db, before, after)
    if (change) changes.push(change)
  }
  for (const [before, after] of diff<ActionDetail>(db, snap, 'actionDetails')) {
    const change = after && action(db, before, after)
    if (change) changes.push(change)
  }
  const messageKey = keyName('clientMessages')
  for (const [before, after] of diff<MessageRow>(db, snap, 'clientMessages'))
    if (!before && after) changes.push(message(after, (after as unknown as Record<string, number>)[messageKey!]))
  return { changes, goneCases }
}

export interface Recording {
  /** Writes what the operation changed to the journal, as `userName`; returns whether anything was written. */
  finish(db: DbData, userName: string, now?: Date): boolean
}

/**
 * Starts recording before a handler runs, for an operation that changes cases (else null: reads cost nothing).
 * `body` is read only for the operations whose screen it names.
 */
export function startRecording(path: string, db: DbData, body: () => Promise<unknown>): Promise<Recording | null> | null {
  const [fixed, tables = WATCHED] = SOURCES[path] ?? []
  if (!fixed) return null
  return (async () => {
    let source = fixed
    if (path === '/add-case-next-date-detail') {
      const origin = ((await body().catch(() => null)) as { Origin?: unknown } | null)?.Origin
      if (typeof origin === 'string' && ORIGINS.has(origin)) source = origin as TimelineSource
    }
    const snap = snapshot(db, tables)
    return {
      finish(after, userName, now = new Date()) {
        const { changes, goneCases } = changesSince(after, snap)
        // A deleted case takes its story with it: a later case given its id must not inherit it.
        if (goneCases.length) after.caseJournal = after.caseJournal.filter((e) => !goneCases.includes(e.caseId))
        let id = changes.length ? nextJournalId(after) : 0
        const at = now.toISOString()
        for (const change of changes) after.caseJournal.push({ journalId: id++, at, userName, source, ...change } satisfies JournalEntry)
        return changes.length > 0 || goneCases.length > 0
      },
    }
  })()
}

const nextJournalId = (db: DbData) => (db.caseJournal.length ? db.caseJournal[db.caseJournal.length - 1].journalId + 1 : 1)
