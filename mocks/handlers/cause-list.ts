import { dayCauseListInSteps, type DayList } from '../cause-list/day'
import { decryptId } from '../db'
import { KIND, advocateScope, authUser, fail, http, idOf, isAdmin, ok, requireId } from '../http'
import { commit, db, provider } from '../provider'

export const EMPTY_LIST = 'The list has no entries.'
export const PUBLISHED_NOT_REMOVED = 'A published list cannot be removed.'
export const LIST_NOT_FOUND = 'The cause list was not found.'
export const CASE_NOT_FOUND = 'The case was not found.'
export const LIST_REMOVED = 'The list was removed.'
export const MATCH_CONFIRMED = 'Match confirmed; it is remembered for the next lists.'
export const MATCH_REJECTED = 'Match rejected; it will not be offered again.'
export const listKept = (court: string, entries: number, matched: number) => `The list of ${court} is kept: ${entries} entries, ${matched} of your cases.`

const answer = (listDate: string, day: DayList) => ({ listDate, entries: day.entries.map((e) => e.entry), lists: day.lists, coveredCourts: day.coveredCourts })

/** Issue 24: the courts' cause lists matched to the practice's cases. Matching is the provider's (mocks/cause-list). */
export const causeListHandlers = [
  http.post('/get-cause-list', async ({ request, response }) => {
    const { EncryptedAdvocateCode, ListDate } = await request.json()
    const advocateCode = advocateScope(authUser(request), EncryptedAdvocateCode)
    return response(200).json(ok(answer(ListDate, await dayCauseListInSteps(advocateCode, ListDate))))
  }),

  http.post('/add-cause-list', async ({ request, response }) => {
    const body = await request.json()
    const advocateCode = advocateScope(authUser(request), body.EncryptedAdvocateCode)
    if (!body.Entries.length) throw fail(400, EMPTY_LIST)
    const courtName = body.CourtName.trim().toUpperCase()
    const kept = db().causeLists.filter((l) => !(l.advocateCode === advocateCode && l.listDate === body.ListDate && l.courtName === courtName))
    const listId = provider().nextId('causeLists')
    db().causeLists = [...kept, { listId, advocateCode, listDate: body.ListDate, courtName, source: body.Source, receivedAt: new Date().toISOString(), entries: body.Entries }]
    commit()
    const day = await dayCauseListInSteps(advocateCode, body.ListDate)
    const own = day.entries.filter((e) => e.entry.encryptedListId === idOf(KIND.causeList, listId))
    return response(200).json(ok(answer(body.ListDate, day), listKept(courtName, own.length, own.filter((e) => e.caseId !== null).length)))
  }),

  http.post('/delete-cause-list', async ({ request, response }) => {
    const user = authUser(request)
    const { EncryptedListId } = await request.json()
    if (decryptId(KIND.publishedList, EncryptedListId) !== null) throw fail(409, PUBLISHED_NOT_REMOVED)
    const listId = requireId(KIND.causeList, EncryptedListId, 'The cause list')
    const advocate = isAdmin(user) ? null : advocateScope(user, undefined)
    const list = db().causeLists.find((l) => l.listId === listId && (advocate === null || l.advocateCode === advocate))
    if (!list) throw fail(404, LIST_NOT_FOUND)
    db().causeLists = db().causeLists.filter((l) => l !== list)
    commit()
    return response(200).json(ok(null, LIST_REMOVED))
  }),

  http.post('/save-cause-list-decision', async ({ request, response }) => {
    const user = authUser(request)
    const { EntryKey, EncryptedCaseId, Decision } = await request.json()
    const caseId = requireId(KIND.case, EncryptedCaseId, 'The case')
    const advocate = isAdmin(user) ? null : advocateScope(user, undefined)
    const found = db().cases.find((c) => c.caseId === caseId && (advocate === null || c.advocateCode === advocate))
    if (!found) throw fail(404, CASE_NOT_FOUND)
    const rest = db().causeListDecisions.filter((d) => !(d.advocateCode === found.advocateCode && d.entryKey === EntryKey && d.caseId === caseId))
    db().causeListDecisions = [...rest, { decisionId: provider().nextId('causeListDecisions'), advocateCode: found.advocateCode, entryKey: EntryKey, caseId, decision: Decision }]
    commit()
    return response(200).json(ok(null, Decision === 'CONFIRMED' ? MATCH_CONFIRMED : MATCH_REJECTED))
  }),
]
