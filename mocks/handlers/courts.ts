import type { CaseType, Court } from '../db'
import { KIND, authUser, fail, http, idOf, ok, requireAdmin } from '../http'
import { byText, findRow, listOf, unique } from '../kit'
import { commit, db, provider } from '../provider'

export const COURT_ADDED = 'Court added successfully.'
export const COURT_EXISTS = (name: string) => `The court "${name}" already exists in this state.`
export const CASE_TYPE_ADDED = 'Case type added successfully.'
export const CASE_TYPE_EXISTS = (name: string) => `The case type "${name}" already exists for this court.`

const stateOf = (code: string) => db().states.find((s) => s.stateCode === code)
const countryOf = (code: string) => db().countries.find((c) => c.countryCode === code)

/** The state must exist and, when a country is named, belong to it; answers the state's country code. */
function requirePlace(countryCode: string | undefined, stateCode: string): string {
  const state = stateOf(stateCode)
  if (!state || (countryCode && state.countryCode !== countryCode)) throw fail(404, 'The state was not found in that country.')
  return state.countryCode
}

function requireCourtType(code: string): number {
  const type = db().courtTypes.find((t) => String(t.courtTypeCode) === code)
  if (!type) throw fail(404, 'The court type was not found.')
  return type.courtTypeCode
}

const uniqueCourt = (name: string, stateCode: string, except?: number) =>
  unique('courts', 'courtName', name, COURT_EXISTS, { except, within: (c) => c.stateCode === stateCode })

const courtOut = (c: Court) => ({
  courtName: c.courtName,
  courtCode: String(c.courtCode),
  encryptedCourtCode: idOf(KIND.court, c.courtCode),
  courtLocation: c.courtLocation,
  courtAddress: c.courtAddress,
  courtType: String(c.courtType),
  courtTypeName: db().courtTypes.find((t) => t.courtTypeCode === c.courtType)?.courtTypeName ?? '',
  countryCode: c.countryCode,
  stateCode: c.stateCode,
  stateName: stateOf(c.stateCode)?.stateName ?? '',
})

const courtFilter = (body: { stateCode?: string; courtTypeCode?: string }) => (c: Court) =>
  (!body.stateCode || c.stateCode === body.stateCode) && (!body.courtTypeCode || String(c.courtType) === body.courtTypeCode)
const courtList = { search: (c: Court) => [c.courtName], sort: byText((c: Court) => c.courtName) }

/** The court must sit in the given state. */
function courtIn(courtCode: string, stateCode: string): number {
  const court = db().courts.find((c) => String(c.courtCode) === courtCode)
  if (!court || court.stateCode !== stateCode) throw fail(404, 'The court was not found in that state.')
  return court.courtCode
}

const uniqueCaseType = (name: string, courtCode: number, except?: number) =>
  unique('caseTypes', 'caseType', name, CASE_TYPE_EXISTS, { except, within: (t) => t.courtCode === courtCode })

const caseTypeOut = (t: CaseType) => ({
  caseType: t.caseType,
  caseCode: String(t.caseCode),
  encryptedCaseCode: idOf(KIND.caseType, t.caseCode),
  countryCode: t.countryCode,
  countryName: countryOf(t.countryCode)?.countryName ?? '',
  stateCode: t.stateCode,
  stateName: stateOf(t.stateCode)?.stateName ?? '',
  courtCode: String(t.courtCode),
  courtName: db().courts.find((c) => c.courtCode === t.courtCode)?.courtName ?? '',
  status: t.status,
})

/** Courts (spec 3 §2.6) and case types (§2.7): everyone reads them; only an administrator changes them. */
export const courtHandlers = [
  http.post('/court-master-list', async ({ request, response }) => {
    authUser(request)
    const body = await request.json()
    const { rows, totalCount } = listOf(db().courts.filter(courtFilter(body)), body, courtList)
    return response(200).json(ok({ totalCount, courtMasterList: rows.map(courtOut) }))
  }),

  http.post('/get-court-master-list', async ({ request, response }) => {
    authUser(request)
    const body = await request.json()
    const { rows, totalCount } = listOf(db().courts.filter(courtFilter(body)), body, { ...courtList, all: true })
    return response(200).json(ok({ totalCount, courtList: rows.slice(0, body.pageSize ?? rows.length).map(courtOut) }))
  }),

  http.post('/add-court-master', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    const countryCode = requirePlace(body.countryCode, body.stateCode)
    const courtType = requireCourtType(body.courtType)
    uniqueCourt(body.courtName, body.stateCode)
    const courtCode = provider().nextId('courts')
    db().courts.push({
      courtCode,
      courtName: body.courtName,
      courtType,
      countryCode,
      stateCode: body.stateCode,
      courtLocation: body.courtLocation ?? '',
      courtAddress: body.courtAddress ?? '',
    })
    commit()
    return response(200).json(ok({ encryptedCourtCode: idOf(KIND.court, courtCode), courtCode: String(courtCode) }, COURT_ADDED))
  }),

  http.post('/update-court-master', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    const court = findRow('courts', body.encryptedCourtCode)
    const countryCode = requirePlace(body.countryCode, body.stateCode)
    const courtType = requireCourtType(body.courtType)
    uniqueCourt(body.courtName, body.stateCode, court.courtCode)
    Object.assign(court, {
      courtName: body.courtName,
      courtType,
      countryCode,
      stateCode: body.stateCode,
      courtLocation: body.courtLocation ?? '',
      courtAddress: body.courtAddress ?? '',
    })
    // The court's case types move with it.
    for (const t of db().caseTypes) if (t.courtCode === court.courtCode) Object.assign(t, { countryCode, stateCode: body.stateCode })
    commit()
    return response(200).json(ok(null, 'Court updated.'))
  }),

  http.post('/get-case-type-master-list', async ({ request, response }) => {
    authUser(request)
    const body = await request.json()
    const types = body.courtCode ? db().caseTypes.filter((t) => String(t.courtCode) === body.courtCode) : db().caseTypes
    const { rows, totalCount } = listOf(types.map(caseTypeOut), body, {
      search: (t) => [t.caseType, t.caseCode, t.courtName, t.stateName, t.countryName],
      sort: (a, b) => a.caseType.localeCompare(b.caseType) || a.courtName.localeCompare(b.courtName),
      all: body.isDropDown && !body.pageSize,
    })
    return response(200).json(ok({ totalCount, caseTypeMasterList: rows }))
  }),

  http.post('/add-case-type-master', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    const countryCode = requirePlace(body.countryCode, body.stateCode)
    const courtCode = courtIn(body.courtCode, body.stateCode)
    uniqueCaseType(body.caseType, courtCode)
    const caseCode = provider().nextId('caseTypes')
    db().caseTypes.push({ caseCode, caseType: body.caseType, countryCode, stateCode: body.stateCode, courtCode, status: body.status })
    commit()
    return response(200).json(ok({ encryptedCaseCode: idOf(KIND.caseType, caseCode), caseCode: String(caseCode) }, CASE_TYPE_ADDED))
  }),

  http.post('/update-case-type-master', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    const row = findRow('caseTypes', body.encryptedCaseCode)
    const id = row.caseCode
    const countryCode = requirePlace(body.countryCode, body.stateCode)
    const courtCode = courtIn(body.courtCode, body.stateCode)
    uniqueCaseType(body.caseType, courtCode, id)
    Object.assign(row, { caseType: body.caseType, countryCode, stateCode: body.stateCode, courtCode, status: body.status })
    commit()
    return response(200).json(ok(null, 'Case type updated.'))
  }),
]
