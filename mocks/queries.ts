import type { Case, Client, Court, DbData, IsoDate, Purpose } from './db'

/** Lookups the handlers share; each builds its map once per call, which stays cheap at 30,000 rows. */
export const byKey = <T, K>(rows: T[], key: (row: T) => K) => new Map(rows.map((r) => [key(r), r]))

export const clientsOf = (db: DbData) => byKey(db.clients, (c) => c.clientCode)
export const courtsOf = (db: DbData) => byKey(db.courts, (c) => c.courtCode)

/** Where the physical file sits, F-R-A-R (file, room, almirah, rack); '' when nothing is recorded. */
export const fileLocation = (c: Pick<Case, 'fileNo' | 'roomNo' | 'almirah' | 'rack'>) =>
  [c.fileNo, c.roomNo, c.almirah, c.rack].some(Boolean) ? [c.fileNo, c.roomNo, c.almirah, c.rack].map((v) => v || '-').join('-') : ''

export interface CauseListEntry {
  caseDate: IsoDate
  case: Case
  client: Client | undefined
  court: Court | undefined
  purpose: Purpose
}

/** A case listed on a day, and the court and purpose it is listed for. */
interface Listing {
  case: Case
  courtCode: number
  purpose: Purpose
}

/**
 * The cases listed before a court on each day in [from, to]: the hearings that took place (the
 * history; a hearing moved before its day never joins it) and each case's current hearing. A case
 * counts once per day. The calendar counts and the day's PDF both come from here, so they always agree.
 */
function listings(db: DbData, advocateCode: number, from: IsoDate, to: IsoDate): Map<IsoDate, Map<number, Listing>> {
  const cases = byKey(
    db.cases.filter((c) => c.advocateCode === advocateCode),
    (c) => c.caseId,
  )
  const days = new Map<IsoDate, Map<number, Listing>>()
  const add = (date: IsoDate, c: Case, courtCode: number, purpose: Purpose) => {
    if (date < from || date > to) return
    let day = days.get(date)
    if (!day) days.set(date, (day = new Map()))
    if (!day.has(c.caseId)) day.set(c.caseId, { case: c, courtCode, purpose })
  }
  for (const h of db.hearings) {
    const c = cases.get(h.caseId)
    if (c) add(h.hearingDate, c, h.courtCode, h.purpose)
  }
  for (const c of cases.values()) add(c.nextHearingDate, c, c.courtCode, c.purpose)
  return days
}

/**
 * How many cases are listed on each day in [from, to]. The dashboard calendar asks for three months
 * of them on every sign-in: counting needs no names and no order (the large seed lists some 30,000
 * cases in that time, and ordering them by court name cost most of the call).
 */
export function causeCounts(db: DbData, advocateCode: number, from: IsoDate, to: IsoDate): Map<IsoDate, number> {
  return new Map([...listings(db, advocateCode, from, to)].map(([date, cases]) => [date, cases.size]))
}

/**
 * The cause list of each day in [from, to], by court name then case number. The calendar counts
 * (causeCounts), the day's PDF and the case schedule all come from the same listings, so they agree.
 */
export function causeList(db: DbData, advocateCode: number, from: IsoDate, to: IsoDate): Map<IsoDate, CauseListEntry[]> {
  const days = listings(db, advocateCode, from, to)
  if (!days.size) return new Map()
  const clients = clientsOf(db)
  const courts = courtsOf(db)
  return new Map(
    [...days].map(([date, listed]) => [
      date,
      [...listed.values()]
        .map(({ case: c, courtCode, purpose }): CauseListEntry => ({ caseDate: date, case: c, client: clients.get(c.clientCode), court: courts.get(courtCode), purpose }))
        .sort((a, b) => (a.court?.courtName ?? '').localeCompare(b.court?.courtName ?? '') || a.case.clientCaseNo.localeCompare(b.case.clientCaseNo)),
    ]),
  )
}
