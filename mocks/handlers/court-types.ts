import { KIND, authUser, fail, http, idOf, matches, ok, page, requireAdmin, requireId } from '../http'
import { commit, db, provider } from '../provider'

export const COURT_TYPE_ADDED = 'Court type added successfully.'
export const COURT_TYPE_EXISTS = (name: string) => `The court type "${name}" already exists.`

const unique = (name: string, except?: number) => {
  const taken = db().courtTypes.find((t) => t.courtTypeName.toLowerCase() === name.toLowerCase() && t.courtTypeCode !== except)
  if (taken) throw fail(409, COURT_TYPE_EXISTS(taken.courtTypeName))
}

/** Court types (spec 3 §2.5): everyone reads them (dropdowns); only an administrator changes them. */
export const courtTypeHandlers = [
  http.post('/court-type-master-list', async ({ request, response }) => {
    authUser(request)
    const body = await request.json()
    const rows = db()
      .courtTypes.filter((t) => matches(body.SearchText, t.courtTypeName, t.courtTypeCode))
      .sort((a, b) => a.courtTypeName.localeCompare(b.courtTypeName))
    // A dropdown asks for every row.
    const { rows: shown, totalCount } = body.isDropdown ? { rows, totalCount: rows.length } : page(rows, body.pageNumber, body.pageSize)
    return response(200).json(
      ok({
        totalCount,
        courtTypeMasterList: shown.map((t) => ({
          courtTypeName: t.courtTypeName,
          courtTypeCode: String(t.courtTypeCode),
          encryptedCourtTypeCode: idOf(KIND.courtType, t.courtTypeCode),
        })),
      }),
    )
  }),

  http.post('/add-court-type-master', async ({ request, response }) => {
    requireAdmin(request)
    const { courtTypeName, createdBy } = await request.json()
    unique(courtTypeName)
    const courtTypeCode = provider().nextId('courtTypes')
    db().courtTypes.push({ courtTypeCode, courtTypeName, createdBy, modifiedBy: null })
    commit()
    return response(200).json(ok({ encryptedCourtTypeCode: idOf(KIND.courtType, courtTypeCode), courtTypeCode: String(courtTypeCode) }, COURT_TYPE_ADDED))
  }),

  http.post('/update-court-type-master', async ({ request, response }) => {
    requireAdmin(request)
    const { encryptedCourtTypeCode, courtTypeName, modifiedBy } = await request.json()
    const code = requireId(KIND.courtType, encryptedCourtTypeCode, 'The court type')
    const row = db().courtTypes.find((t) => t.courtTypeCode === code)
    if (!row) throw fail(404, 'The court type was not found.')
    unique(courtTypeName, code)
    Object.assign(row, { courtTypeName, modifiedBy })
    commit()
    return response(200).json(ok(null, 'Court type updated.'))
  }),
]
