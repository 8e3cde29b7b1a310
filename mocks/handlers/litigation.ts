import type { LitigationTypeDetail } from '../db'
import { KIND, authUser, fail, http, idOf, ok, requireAdmin } from '../http'
import { byText, findRow, listOf, sameText as same, unique } from '../kit'
import { commit, db, provider } from '../provider'

export const LITIGATION_ADDED = 'Litigation type added successfully.'
export const LITIGATION_UPDATED = 'Litigation type updated.'
export const DETAIL_ADDED = 'Litigation type detail added.'
export const DETAIL_UPDATED = 'Litigation type detail updated.'
export const LITIGATION_EXISTS = (name: string) => `The litigation type "${name}" already exists.`
export const DETAIL_EXISTS = (name: string) => `The litigation detail name "${name}" is already in use!`
export const SUB_CODE_EXISTS = (code: string) => `The sub litigation code "${code}" is already in use.`

const code = (prefix: string, n: number) => `${prefix}${String(n).padStart(3, '0')}`
const toStatus = (word: string) => (word === 'Suspended' ? 'S' : 'A')
const findType = (encrypted: unknown) => findRow('litigationTypes', encrypted)

/** Names are unique case-insensitively: type names everywhere, detail names and sub codes within their type. */
const uniqueType = (name: string, except?: number) => unique('litigationTypes', 'litigationName', name, LITIGATION_EXISTS, { except })
function uniqueDetail(litigationCode: string, detail: Pick<LitigationTypeDetail, 'litigationTypeDetailName' | 'subLitigationCode'>, except?: number) {
  const within = (d: LitigationTypeDetail) => d.litigationCode === litigationCode
  unique('litigationTypeDetails', 'litigationTypeDetailName', detail.litigationTypeDetailName, DETAIL_EXISTS, { except, within })
  if (detail.subLitigationCode) unique('litigationTypeDetails', 'subLitigationCode', detail.subLitigationCode, SUB_CODE_EXISTS, { except, within })
}

/** Litigation types and their detail rows (spec 3 §2.8): everyone reads them; only an administrator changes them. */
export const litigationHandlers = [
  http.post('/litigation-list', async ({ request, response }) => {
    authUser(request)
    const body = await request.json()
    const { rows, totalCount } = listOf(db().litigationTypes, body, {
      search: (t) => [t.litigationName, t.litigationCode],
      sort: byText((t) => t.litigationCode),
      all: body.isDropDown,
    })
    return response(200).json(
      ok({
        totalCount,
        litigationList: rows.map((t) => ({
          litigationCode: t.litigationCode,
          litigationName: t.litigationName,
          encryptedLitigationCode: idOf(KIND.litigation, t.litigationId),
          activeStatus: t.activeStatus,
        })),
      }),
    )
  }),

  http.post('/add-litigation-type-master', async ({ request, response }) => {
    requireAdmin(request)
    const { litigationName } = await request.json()
    uniqueType(litigationName)
    const litigationId = provider().nextId('litigationTypes')
    const litigationCode = code('LT', litigationId)
    db().litigationTypes.push({ litigationId, litigationCode, litigationName, activeStatus: 'A' })
    commit()
    return response(200).json(ok({ encryptedLitigationCode: idOf(KIND.litigation, litigationId), litigationCode }, LITIGATION_ADDED))
  }),

  http.post('/update-litigation-type-master', async ({ request, response }) => {
    requireAdmin(request)
    const { encryptedLitigationCode, litigationName, activeStatus } = await request.json()
    const row = findType(encryptedLitigationCode)
    uniqueType(litigationName, row.litigationId)
    Object.assign(row, { litigationName, activeStatus: toStatus(activeStatus) })
    commit()
    return response(200).json(ok(null, LITIGATION_UPDATED))
  }),

  http.post('/litigation-type-Detail-list', async ({ request, response }) => {
    authUser(request)
    const { LitigationCode, isDropDown } = await request.json()
    const rows = db().litigationTypeDetails.filter((d) => same(d.litigationCode, LitigationCode) && (!isDropDown || d.activeStatus === 'A'))
    return response(200).json(
      ok({
        totalCount: rows.length,
        litigationTypeDetailList: rows.map((d) => ({
          litigationTypeDetailName: d.litigationTypeDetailName,
          subLitigationCode: d.subLitigationCode,
          encryptedLitigationTypeDetailCode: idOf(KIND.litigationDetail, d.litigationTypeDetailId),
          activeStatus: d.activeStatus,
        })),
      }),
    )
  }),

  http.post('/add-litigation-type-detail', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    const type = findType(body.encryptedLitigationCode)
    const id = provider().nextId('litigationTypeDetails')
    const detail = { litigationTypeDetailName: body.litigationTypeDetailName, subLitigationCode: body.subLitigationCode || code('SL', id) }
    uniqueDetail(type.litigationCode, detail)
    db().litigationTypeDetails.push({ litigationTypeDetailId: id, litigationCode: type.litigationCode, ...detail, activeStatus: toStatus(body.activeStatus) })
    commit()
    return response(200).json(ok(null, DETAIL_ADDED))
  }),

  http.post('/update-litigation-type-detail', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    const row = findRow('litigationTypeDetails', body.encryptedLitigationTypeDetailCode)
    const id = row.litigationTypeDetailId
    if (body.encryptedLitigationCode && findType(body.encryptedLitigationCode).litigationCode !== row.litigationCode) throw fail(409, 'The detail belongs to another litigation type.')
    const detail = { litigationTypeDetailName: body.litigationTypeDetailName, subLitigationCode: body.subLitigationCode || row.subLitigationCode }
    uniqueDetail(row.litigationCode, detail, id)
    Object.assign(row, detail, { activeStatus: toStatus(body.activeStatus) })
    commit()
    return response(200).json(ok(null, DETAIL_UPDATED))
  }),
]
