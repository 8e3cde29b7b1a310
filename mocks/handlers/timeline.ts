import { KIND, MESSAGES, advocateScope, authUser, fail, http, isAdmin, ok, requireId } from '../http'
import { db, localToday } from '../provider'
import { timelineOf } from '../timeline/history'

/** The case's timeline (issue 25): read-only; the journal it reads is written by the request gate (mocks/timeline). */
export const timelineHandlers = [
  http.post('/case-timeline', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const id = requireId(KIND.case, body.EncryptedCaseId, 'The case')
    const advocate = isAdmin(user) ? null : advocateScope(user, undefined)
    const found = db().cases.find((c) => c.caseId === id && (advocate === null || c.advocateCode === advocate))
    if (!found) throw fail(404, MESSAGES.notFound('The case'))
    const events = timelineOf(db(), found, localToday(), body.Kinds)
    return response(200).json(ok({ clientCaseNo: found.clientCaseNo, caseTitle: found.caseTitle, events }))
  }),
]
