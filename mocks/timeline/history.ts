import type { Case, DbData, JournalEntry } from '../db'
import { addDays } from '../db'
import { action, hearingHeld, payment, registered, type Change } from './describe'

export type TimelineEvent = Omit<JournalEntry, 'journalId' | 'caseId' | 'ref'> & { key: string }

/** Noon in India on a recorded day: history from the record knows the day, not the hour. */
const noonOf = (day: string) => `${day}T06:30:00.000Z`

/** Who the record's history is told as: the advocate's own user, else the advocate's name. */
function practiceUser(db: DbData, c: Case): string {
  const own = db.users.find((u) => u.advocateCode === c.advocateCode && u.roles.includes('ADVOCATE'))
  return own?.userName ?? db.advocates.find((a) => a.advocateCode === c.advocateCode)?.advocateName ?? 'Advocate'
}

/**
 * The history the record itself holds, for what the journal did not see being made (the demo's data, or a
 * provider's data from before it kept a journal): registration, past hearings, payments and actions.
 */
function fromRecord(db: DbData, c: Case, journal: JournalEntry[], today: string): TimelineEvent[] {
  const seen = new Set(journal.map((e) => e.ref))
  const user = practiceUser(db, c)
  const out: TimelineEvent[] = []
  const add = (change: Change | null, day: string, userName = user) => {
    if (!change || (change.ref && seen.has(change.ref))) return
    const key = `r-${change.kind}-${change.ref ?? c.caseId}`
    out.push({ key, kind: change.kind, at: noonOf(day), userName, source: 'RECORD', summary: change.summary, details: change.details })
  }
  if (!journal.some((e) => e.kind === 'REGISTERED')) add(registered(db, c), c.caseRegisterDate)
  for (const h of db.hearings) if (h.caseId === c.caseId) add(hearingHeld(db, h), h.hearingDate)
  for (const p of db.clientPayments) if (p.caseId === c.caseId) add(payment(db, undefined, p), p.paymentDate)
  for (const a of db.actionDetails) {
    if (a.caseId !== c.caseId) continue
    // The record keeps the action's date, not the day it was opened: told as opened when its reminder began.
    const opened = [addDays(a.date, -a.reminderDays), today].sort()[0]
    add(action(db, undefined, { ...a, reminderStatus: 'Open' }), opened < c.caseRegisterDate ? c.caseRegisterDate : opened, a.createdBy)
  }
  return out
}

/** Every event of the case, oldest first (the journal's in the order they were made), of the kinds asked for. */
export function timelineOf(db: DbData, c: Case, today: string, kinds?: readonly string[]): TimelineEvent[] {
  const journal = db.caseJournal.filter((e) => e.caseId === c.caseId)
  const recorded = journal.map(({ journalId, caseId: _case, ref: _ref, ...e }) => ({ key: `j${journalId}`, ...e }))
  const events = [...fromRecord(db, c, journal, today), ...recorded].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))
  return kinds?.length ? events.filter((e) => kinds.includes(e.kind)) : events
}
