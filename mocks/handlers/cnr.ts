import { advocateScope, authUser, fail, http, ok } from '../http'

export const CNR_NOT_FOUND = 'Data not found!'

/**
 * Case by CNR (spec 2 §7): the court record as a JSON text, or 404 'Data not found!' (spec 2 §8).
 * The records and their generator (faker) load on the first lookup, not with the mock provider.
 * Year and diary number are not needed: a CNR names one case on its own.
 */
export const cnrHandlers = [
  http.post('/get-cnr-client-details', async ({ request, response }) => {
    const user = authUser(request)
    const { encryptedAdvocateCode, caseNumberRecord } = await request.json()
    advocateScope(user, encryptedAdvocateCode)
    const { cnrRecord } = await import('../cnr')
    const record = cnrRecord(caseNumberRecord)
    if (!record) throw fail(404, CNR_NOT_FOUND)
    return response(200).json(ok({ clientDetail: JSON.stringify(record) }))
  }),
]
