import { KIND, authUser, http, idOf, ok, requireAdmin } from '../http'
import { byText, findRow, listOf, unique } from '../kit'
import { commit, db, provider } from '../provider'

export const COURT_TYPE_ADDED = 'Court type added successfully.'
export const COURT_TYPE_EXISTS = (name: string) => `The court type "${name}" already exists.`

/** Court types (spec 3 §2.5): everyone reads them (dropdowns); only an administrator changes them. */
export const courtTypeHandlers = [
  http.post('/court-type-master-list', async ({ request, response }) => {
    authUser(request)
    const body = await request.json()
    const { rows, totalCount } = listOf(db().courtTypes, body, {
      search: (t) => [t.courtTypeName, t.courtTypeCode],
      sort: byText((t) => t.courtTypeName),
      all: body.isDropdown,
    })
    return response(200).json(
      ok({
        totalCount,
        courtTypeMasterList: rows.map((t) => ({
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
    unique('courtTypes', 'courtTypeName', courtTypeName, COURT_TYPE_EXISTS)
    const courtTypeCode = provider().nextId('courtTypes')
    db().courtTypes.push({ courtTypeCode, courtTypeName, createdBy, modifiedBy: null })
    commit()
    return response(200).json(ok({ encryptedCourtTypeCode: idOf(KIND.courtType, courtTypeCode), courtTypeCode: String(courtTypeCode) }, COURT_TYPE_ADDED))
  }),

  http.post('/update-court-type-master', async ({ request, response }) => {
    requireAdmin(request)
    const { encryptedCourtTypeCode, courtTypeName, modifiedBy } = await request.json()
    const row = findRow('courtTypes', encryptedCourtTypeCode)
    unique('courtTypes', 'courtTypeName', courtTypeName, COURT_TYPE_EXISTS, { except: row.courtTypeCode })
    Object.assign(row, { courtTypeName, modifiedBy })
    commit()
    return response(200).json(ok(null, 'Court type updated.'))
  }),
]
