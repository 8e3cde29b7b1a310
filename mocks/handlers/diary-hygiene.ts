import type { components } from '../../src/api/schema.gen'
import { courtsWithList, dayCauseListInSteps } from '../cause-list/day'
import { addDays } from '../db/dates'
import type { Case } from '../db'
import { KIND, advocateScope, authUser, http, idOf, ok } from '../http'
import { db } from '../provider'

type Kind = components['schemas']['DiaryHygieneKind']
type Row = components['schemas']['DiaryHygieneRow']
const KINDS: Kind[] = ['NO_NEXT_DATE', 'PASSED_NO_OUTCOME', 'NOT_FROM_COURT', 'NO_HEARING', 'NOT_LISTED']

const monthsBefore = (date: string, months: number) => {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCMonth(d.getUTCMonth() - months)
  return d.toISOString().slice(0, 10)
}

/**
 * The kinds each of a practice's ongoing cases falls under, with the court's date where a list gives one. One
 * pass over the cases; hearings indexed once. Cause lists are asked for today and tomorrow only: the provider
 * holds none further ahead, and older days' dates have passed (PASSED_NO_OUTCOME says so).
 */
async function classify(advocateCode: number, today: string, months: number) {
  const cases = db().cases.filter((c) => c.advocateCode === advocateCode && c.caseStatus === 'ONGOING')
  const lastHeard = new Map<number, string>()
  for (const h of db().hearings) if (h.hearingDate <= today && (lastHeard.get(h.caseId) ?? '') < h.hearingDate) lastHeard.set(h.caseId, h.hearingDate)
  const courtName = new Map(db().courts.map((c) => [c.courtCode, c.courtName]))
  const listedOn = new Map<number, string>()
  const notListed = new Set<number>()
  for (const day of [today, addDays(today, 1)]) {
    const list = await dayCauseListInSteps(advocateCode, day)
    const held = courtsWithList(list)
    const listed = new Set(list.entries.flatMap((e) => (e.caseId === null ? [] : [e.caseId])))
    for (const id of listed) if (!listedOn.has(id)) listedOn.set(id, day)
    for (const c of cases) if (c.nextHearingDate === day && held.has(courtName.get(c.courtCode) ?? '') && !listed.has(c.caseId)) notListed.add(c.caseId)
  }
  const since = monthsBefore(today, months)
  const kinds = (c: Case): Kind[] => {
    const out: Kind[] = []
    if (!c.nextHearingDate) out.push('NO_NEXT_DATE')
    else if (c.nextHearingDate < today) out.push('PASSED_NO_OUTCOME')
    const court = listedOn.get(c.caseId)
    if (court && court !== c.nextHearingDate) out.push('NOT_FROM_COURT')
    if ((lastHeard.get(c.caseId) ?? c.caseRegisterDate) < since) out.push('NO_HEARING')
    if (notListed.has(c.caseId)) out.push('NOT_LISTED')
    return out
  }
  return { cases: cases.map((c) => ({ c, kinds: kinds(c) })), lastHeard, listedOn, courtName }
}

/** Issue 24: the diary's dates that need attention, kind by kind, with every kind's count. */
export const diaryHygieneHandlers = [
  http.post('/get-diary-hygiene-list', async ({ request, response }) => {
    const body = await request.json()
    const advocateCode = advocateScope(authUser(request), body.EncryptedAdvocateCode)
    const { cases, lastHeard, listedOn, courtName } = await classify(advocateCode, body.Today, body.Months)
    const counts = Object.fromEntries(KINDS.map((k) => [k, cases.filter((x) => x.kinds.includes(k)).length])) as Record<Kind, number>
    const clientName = new Map(db().clients.filter((c) => c.advocateCode === advocateCode).map((c) => [c.clientCode, c.clientName]))
    const rows: Row[] = cases
      .filter((x) => x.kinds.includes(body.Kind))
      .map(({ c }) => ({
        encryptedCaseId: idOf(KIND.case, c.caseId),
        clientCode: String(c.clientCode),
        clientName: clientName.get(c.clientCode) ?? '',
        clientCaseNo: c.clientCaseNo,
        caseTitle: c.caseTitle,
        courtName: courtName.get(c.courtCode) ?? '',
        nextHearingDate: c.nextHearingDate || null,
        lastHearingDate: lastHeard.get(c.caseId) ?? null,
        courtDate: listedOn.get(c.caseId) ?? null,
        caseStatus: c.caseStatus,
      }))
      .sort((a, b) => (a.nextHearingDate ?? '').localeCompare(b.nextHearingDate ?? '') || a.clientCaseNo.localeCompare(b.clientCaseNo, undefined, { numeric: true }))
    const start = (body.PageNumber - 1) * body.PageSize
    return response(200).json(ok({ hygieneList: rows.slice(start, start + body.PageSize), hygieneCount: rows.length, counts }))
  }),
]
