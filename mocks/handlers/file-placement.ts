import { KIND, advocateScope, authUser, fail, http, idOf, isAdmin, ok, requireId } from '../http'
import { listOf } from '../kit'
import { commit, db } from '../provider'
import { clientsOf, fileLocation } from '../queries'

export const FILE_PLACEMENT_UPDATED = 'File placement details updated successfully!'
export const CASE_NOT_FOUND = 'The case was not found.'
export const NOTHING_TO_PLACE = 'At least one of file no, room no, almirah, rack or file description is needed.'

/** File placement (spec 2 §2, §7): where each case's physical file is kept, scoped to the advocate. */
export const filePlacementHandlers = [
  http.post('/get-file-placement-list', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = advocateScope(user, body.EncryptedAdvocateCode)
    const clients = clientsOf(db())
    const cases = db().cases.filter(
      (c) => c.advocateCode === advocate && (!body.ClientCode || String(c.clientCode) === body.ClientCode) && (!body.CaseNo || c.clientCaseNo.toLowerCase() === body.CaseNo.trim().toLowerCase()),
    )
    const rows = cases.map((c) => ({ c, clientName: clients.get(c.clientCode)?.clientName ?? '' }))
    const { rows: page, totalCount } = listOf(
      rows,
      { pageNumber: body.pageNumber, pageSize: body.pageSize, SearchText: body.searchText },
      {
        search: ({ c, clientName }) => [clientName, c.clientCaseNo, c.fileNo, c.roomNo, c.almirah, c.rack, c.fileDescription],
        sort: (a, b) => a.clientName.localeCompare(b.clientName) || a.c.clientCaseNo.localeCompare(b.c.clientCaseNo),
      },
    )
    return response(200).json(
      ok({
        totalCount,
        filePlacementList: page.map(({ c, clientName }) => ({
          encryptedCaseId: idOf(KIND.case, c.caseId),
          clientName,
          clientCaseNo: c.clientCaseNo,
          fileNo: c.fileNo,
          roomNo: c.roomNo,
          almirah: c.almirah,
          rack: c.rack,
          fileDescription: c.fileDescription,
          fileLocation: fileLocation(c),
        })),
      }),
    )
  }),

  http.post('/update-file-placement-detail', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const id = requireId(KIND.case, body.EncryptedCaseId, 'The case')
    // The call names no advocate: the administrator reaches any case, everyone else their own advocate's.
    const advocate = isAdmin(user) ? null : advocateScope(user, undefined)
    const found = db().cases.find((c) => c.caseId === id && (advocate === null || c.advocateCode === advocate))
    if (!found) throw fail(404, CASE_NOT_FOUND)
    const placement = {
      fileNo: body.FileNo?.trim() ?? '',
      roomNo: body.RoomNo?.trim() ?? '',
      almirah: body.Almirah?.trim() ?? '',
      rack: body.Rack?.trim() ?? '',
      fileDescription: body.FileDescription?.trim() ?? '',
    }
    if (!Object.values(placement).some(Boolean)) throw fail(400, NOTHING_TO_PLACE)
    Object.assign(found, placement)
    commit()
    return response(200).json(ok(null, FILE_PLACEMENT_UPDATED))
  }),
]
