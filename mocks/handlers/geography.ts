import type { State } from '../db'
import { KIND, MESSAGES, authUser, fail, http, idOf, ok, requireAdmin } from '../http'
import { byText, findRow, listOf, unique } from '../kit'
import { commit, db, provider } from '../provider'

export const COUNTRY_ADDED = 'Country added successfully.'
export const COUNTRY_DELETED = 'Country and its states deleted successfully.'
export const COUNTRY_EXISTS = (name: string) => `The country "${name}" already exists.`
export const COUNTRY_CODE_EXISTS = (code: string) => `The country code "${code}" is already in use.`
export const COUNTRY_HAS_COURTS = (name: string, courts: number) =>
  `The country "${name}" cannot be deleted: ${courts} court(s) sit in its states. Delete or move them first.`
export const STATE_EXISTS = (name: string) => `The state name "${name}" is already in use!`
export const STATE_CODE_EXISTS = (code: string) => `The state code "${code}" is already in use.`
export const STATE_HAS_COURTS = (name: string, courts: number) => `The state "${name}" cannot be deleted: ${courts} court(s) sit in it.`

/** A short code from a name when the user leaves the code empty ('KENYA' → 'KEN', then 'KE1', ...). */
function freshCode(name: string, taken: (code: string) => boolean): string {
  const letters = name.replace(/[^A-Z]/gi, '').toUpperCase() || 'X'
  const base = letters.slice(0, 3)
  if (!taken(base)) return base
  for (let n = 1; ; n++) {
    const code = `${letters.slice(0, 5 - String(n).length)}${n}`.slice(0, 5)
    if (!taken(code)) return code
  }
}

const countryByCode = (code: string) => db().countries.find((c) => c.countryCode.toLowerCase() === code.toLowerCase())
const statesOf = (countryCode: string) => db().states.filter((s) => s.countryCode === countryCode)
const courtsIn = (stateCodes: string[]) => db().courts.filter((c) => stateCodes.includes(c.stateCode)).length

function uniqueCountry(name: string, code: string | undefined, except?: number) {
  unique('countries', 'countryName', name, COUNTRY_EXISTS, { except })
  if (code) unique('countries', 'countryCode', code, COUNTRY_CODE_EXISTS, { except })
}

/** State names are unique within a country ignoring case; state codes are unique everywhere (courts refer to them alone). */
function uniqueState(countryCode: string, name: string, code: string | undefined, except?: number) {
  unique('states', 'stateName', name, STATE_EXISTS, { except, within: (s) => s.countryCode === countryCode })
  if (code) unique('states', 'stateCode', code, STATE_CODE_EXISTS, { except })
}

const stateCodeTaken = (code: string) => db().states.some((s) => s.stateCode === code)

function addState(countryCode: string, input: { stateName: string; stateCode?: string }): State {
  uniqueState(countryCode, input.stateName, input.stateCode)
  const stateId = provider().nextId('states')
  const state: State = { stateId, countryCode, stateName: input.stateName, stateCode: input.stateCode || freshCode(input.stateName, stateCodeTaken) }
  db().states.push(state)
  return state
}

const stateOut = (s: State) => ({
  stateName: s.stateName,
  stateCode: s.stateCode,
  countryCode: s.countryCode,
  encryptedStateCode: idOf(KIND.state, s.stateId),
  encryptedCountryCode: idOf(KIND.country, countryByCode(s.countryCode)?.countryId ?? 0),
})

const requireCountry = (value: unknown) => findRow('countries', value)

/** Moves everything that refers to a renamed code (states, courts, case types). */
function recodeCountry(from: string, to: string) {
  if (from === to) return
  for (const table of [db().states, db().courts, db().caseTypes]) for (const row of table) if (row.countryCode === from) row.countryCode = to
}
function recodeState(from: string, to: string) {
  if (from === to) return
  for (const table of [db().courts, db().caseTypes]) for (const row of table) if (row.stateCode === from) row.stateCode = to
}

/**
 * Countries and their states (spec 3 §2.4). Everyone reads them (dropdowns; state-list even without
 * a token); only an administrator changes them. A country or state with courts cannot be deleted.
 */
export const geographyHandlers = [
  http.post('/country-list', async ({ request, response }) => {
    authUser(request)
    const body = await request.json()
    const { rows, totalCount } = listOf(db().countries, body, { search: (c) => [c.countryName, c.countryCode], sort: byText((c) => c.countryName) })
    return response(200).json(
      ok({
        totalCount,
        countryList: rows.map((c) => ({ countryName: c.countryName, countryCode: c.countryCode, encryptedCountryCode: idOf(KIND.country, c.countryId) })),
      }),
    )
  }),

  http.post('/get-country-master-detail', async ({ request, response }) => {
    authUser(request)
    const { countryCode } = await request.json()
    const country = countryByCode(countryCode)
    if (!country) throw fail(404, MESSAGES.notFound('The country'))
    return response(200).json(
      ok({
        countryName: country.countryName,
        countryCode: country.countryCode,
        encryptedCountryCode: idOf(KIND.country, country.countryId),
        states: statesOf(country.countryCode).map(stateOut),
      }),
    )
  }),

  http.post('/add-country-master', async ({ request, response }) => {
    requireAdmin(request)
    const { countryName, countryCode, states } = await request.json()
    uniqueCountry(countryName, countryCode)
    const names = new Set<string>()
    for (const s of states) {
      if (names.has(s.stateName.trim().toLowerCase())) throw fail(409, STATE_EXISTS(s.stateName))
      names.add(s.stateName.trim().toLowerCase())
      if (s.stateCode) unique('states', 'stateCode', s.stateCode, STATE_CODE_EXISTS)
    }
    const countryId = provider().nextId('countries')
    const code = countryCode || freshCode(countryName, (c) => !!countryByCode(c))
    db().countries.push({ countryId, countryCode: code, countryName })
    for (const s of states) addState(code, s)
    commit()
    return response(200).json(ok({ encryptedCountryCode: idOf(KIND.country, countryId), countryCode: code }, COUNTRY_ADDED))
  }),

  http.post('/update-country-master', async ({ request, response }) => {
    requireAdmin(request)
    const { encryptedCountryCode, countryName, countryCode } = await request.json()
    const country = requireCountry(encryptedCountryCode)
    uniqueCountry(countryName, countryCode, country.countryId)
    const code = countryCode || country.countryCode
    recodeCountry(country.countryCode, code)
    Object.assign(country, { countryName, countryCode: code })
    commit()
    return response(200).json(ok(null, 'Country updated.'))
  }),

  http.delete('/delete-country-master-detail', async ({ request, response }) => {
    requireAdmin(request)
    const { EncryptedCountryCode } = await request.json()
    const country = requireCountry(EncryptedCountryCode)
    const stateCodes = statesOf(country.countryCode).map((s) => s.stateCode)
    const courts = courtsIn(stateCodes)
    if (courts) throw fail(409, COUNTRY_HAS_COURTS(country.countryName, courts))
    db().states = db().states.filter((s) => s.countryCode !== country.countryCode)
    db().countries = db().countries.filter((c) => c.countryId !== country.countryId)
    commit()
    return response(200).json(ok(null, COUNTRY_DELETED))
  }),

  // No token: one form of the spec calls it before sign-in.
  http.post('/state-list', async ({ request, response }) => {
    const body = await request.json()
    const { rows } = listOf(statesOf(countryByCode(body.countryCode)?.countryCode ?? ''), body, {
      search: (s) => [s.stateName, s.stateCode],
      sort: byText((s) => s.stateName),
      all: true,
    })
    return response(200).json(ok(rows.slice(0, body.pageSize ?? rows.length).map(stateOut)))
  }),

  http.post('/add-state-master', async ({ request, response }) => {
    requireAdmin(request)
    const { encryptedCountryCode, stateName, stateCode } = await request.json()
    const country = requireCountry(encryptedCountryCode)
    addState(country.countryCode, { stateName, stateCode })
    commit()
    return response(200).json(ok(null, 'State added.'))
  }),

  http.post('/update-state-master', async ({ request, response }) => {
    requireAdmin(request)
    const { encryptedStateCode, encryptedCountryCode, stateName, stateCode } = await request.json()
    const country = requireCountry(encryptedCountryCode)
    const state = findRow('states', encryptedStateCode, (s) => s.countryCode === country.countryCode)
    const id = state.stateId
    uniqueState(country.countryCode, stateName, stateCode, id)
    const code = stateCode || state.stateCode
    recodeState(state.stateCode, code)
    Object.assign(state, { stateName, stateCode: code })
    commit()
    return response(200).json(ok(null, 'State updated.'))
  }),

  http.delete('/delete-state-master-detail', async ({ request, response }) => {
    requireAdmin(request)
    const { EncryptedStateCode } = await request.json()
    const state = findRow('states', EncryptedStateCode)
    const id = state.stateId
    const courts = courtsIn([state.stateCode])
    if (courts) throw fail(409, STATE_HAS_COURTS(state.stateName, courts))
    db().states = db().states.filter((s) => s.stateId !== id)
    commit()
    return response(200).json(ok(null, 'State deleted.'))
  }),
]
