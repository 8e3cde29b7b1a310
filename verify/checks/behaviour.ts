import type { Check, Exchange, Finding } from '../types'
import { answered, dataOf, finding, post } from './util'
import { staleNextDate } from './next-date'

interface ClientRow {
  clientCode: string
  clientName?: string
  mobileNo?: string
  emailId?: string
}
type ClientPage = { clientList?: ClientRow[]; totalCount?: unknown }

const PAGE = 5

const paging: Check = {
  name: 'behaviour/paging-consistent',
  tags: ['behaviour'],
  describe: `POST /client-list as the advocate, pages 1 and 2 of size ${PAGE}`,
  async run(ctx) {
    const one = await post(ctx, '/client-list', { pageNumber: 1, pageSize: PAGE }, 'advocate')
    const two = await post(ctx, '/client-list', { pageNumber: 2, pageSize: PAGE }, 'advocate')
    const exchanges = [one.exchange, two.exchange]
    const a = dataOf<ClientPage>(one.json)
    const b = dataOf<ClientPage>(two.json)
    const expected = 'Pages of a list hold at most the page size, report the same total and share no row.'
    if (one.status !== 200 || two.status !== 200 || !a?.clientList || !b?.clientList) {
      return [finding(this.name, expected, `${answered(one)} / ${answered(two)}`, exchanges)]
    }
    const problems: string[] = []
    if (a.clientList.length > PAGE || b.clientList.length > PAGE) problems.push(`page sizes ${a.clientList.length} and ${b.clientList.length}`)
    if (a.totalCount !== b.totalCount) problems.push(`totals ${String(a.totalCount)} and ${String(b.totalCount)}`)
    const first = new Set(a.clientList.map((r) => r.clientCode))
    const twice = b.clientList.filter((r) => first.has(r.clientCode)).map((r) => r.clientCode)
    if (twice.length) problems.push(`on both pages: ${twice.join(', ')}`)
    return problems.length ? [finding(this.name, expected, problems.join('; '), exchanges)] : []
  },
}

const search: Check = {
  name: 'behaviour/search-matches',
  tags: ['behaviour'],
  describe: "POST /client-list as the advocate; again with SearchText taken from the first client's name",
  async run(ctx) {
    const all = await post(ctx, '/client-list', { pageNumber: 1, pageSize: 1 }, 'advocate')
    const name = dataOf<ClientPage>(all.json)?.clientList?.[0]?.clientName
    if (!name) {
      ctx.log('skipped: no client to search for')
      return []
    }
    const term = name.trim().split(/\s+/)[0]!.slice(0, 4)
    const found = await post(ctx, '/client-list', { pageNumber: 1, pageSize: 50, SearchText: term }, 'advocate')
    const exchanges: Exchange[] = [all.exchange, found.exchange]
    const rows = dataOf<ClientPage>(found.json)?.clientList
    const expected = `Every client found for "${term}" contains it in its name, code, mobile number or e-mail, and the client it came from is found.`
    if (found.status !== 200 || !rows) return [finding(this.name, expected, answered(found), exchanges)]
    const needle = term.toLowerCase()
    const stray = rows.filter((r) => ![r.clientName, r.clientCode, r.mobileNo, r.emailId].some((v) => typeof v === 'string' && v.toLowerCase().includes(needle)))
    if (stray.length) return [finding(this.name, expected, `not containing it: ${stray.map((r) => r.clientCode).join(', ')}`, exchanges)]
    if (!rows.length) return [finding(this.name, expected, 'no client found', exchanges)]
    return [] satisfies Finding[]
  },
}

interface CountryRow {
  countryName: string
  encryptedCountryCode?: string
}

/** A name no real record carries, recognisable for cleaning up by hand if a run is cut short. */
const verifyName = (what: string) => `VERIFY-${what}-${Date.now().toString(36).toUpperCase()}`

const countryCrud: Check = {
  name: 'behaviour/country-crud',
  tags: ['behaviour', 'write'],
  describe: 'as the admin: POST /add-country-master (VERIFY-…), /country-list, /update-country-master, /country-list, DELETE /delete-country-master-detail, /country-list',
  async run(ctx) {
    const exchanges: Exchange[] = []
    const findings: Finding[] = []
    const name = verifyName('COUNTRY')
    const renamed = `${name}-R`
    const listed = async (search: string) => {
      const answer = await post(ctx, '/country-list', { pageNumber: 1, pageSize: 50, SearchText: search }, 'admin')
      exchanges.push(answer.exchange)
      return (dataOf<{ countryList?: CountryRow[] }>(answer.json)?.countryList ?? []).map((r) => r.countryName)
    }
    const added = await post(ctx, '/add-country-master', { countryName: name, states: [{ stateName: `${name}-STATE` }], addUser: 'VERIFY' }, 'admin')
    exchanges.push(added.exchange)
    const id = dataOf<{ encryptedCountryCode?: string }>(added.json)?.encryptedCountryCode
    if (added.status !== 200 || !id) return [finding(this.name, 'A country with one state is created (200 with its encrypted code).', answered(added), exchanges)]
    try {
      if (!(await listed(name)).includes(name)) findings.push(finding(this.name, 'A created country is listed.', `"${name}" not found`, [...exchanges]))
      const updated = await post(ctx, '/update-country-master', { encryptedCountryCode: id, countryName: renamed, modifyUser: 'VERIFY' }, 'admin')
      exchanges.push(updated.exchange)
      if (updated.status !== 200) findings.push(finding(this.name, 'A country is renamed (200).', answered(updated), [...exchanges]))
      else if (!(await listed(renamed)).includes(renamed)) findings.push(finding(this.name, 'A renamed country is listed by its new name.', `"${renamed}" not found`, [...exchanges]))
    } finally {
      const removed = await ctx.send('DELETE', '/delete-country-master-detail', JSON.stringify({ EncryptedCountryCode: id }), 'admin')
      exchanges.push(removed.exchange)
      if (removed.status !== 200) findings.push(finding(this.name, 'A country without courts is deleted (200).', answered(removed), [...exchanges]))
      else if ((await listed(name)).length) findings.push(finding(this.name, 'A deleted country is no longer listed.', 'still listed', [...exchanges]))
    }
    return findings
  },
}

const courtTypeCrud: Check = {
  name: 'behaviour/court-type-crud',
  tags: ['behaviour', 'write'],
  describe: 'as the admin: POST /add-court-type-master (VERIFY-…), /court-type-master-list, /update-court-type-master, /court-type-master-list',
  async run(ctx) {
    const exchanges: Exchange[] = []
    const findings: Finding[] = []
    const name = verifyName('COURT TYPE')
    const renamed = `${name}-R`
    const listed = async (search: string) => {
      const answer = await post(ctx, '/court-type-master-list', { pageNumber: 1, pageSize: 50, SearchText: search }, 'admin')
      exchanges.push(answer.exchange)
      return (dataOf<{ courtTypeMasterList?: { courtTypeName: string }[] }>(answer.json)?.courtTypeMasterList ?? []).map((r) => r.courtTypeName)
    }
    const added = await post(ctx, '/add-court-type-master', { courtTypeName: name, createdBy: 'VERIFY' }, 'admin')
    exchanges.push(added.exchange)
    const id = dataOf<{ encryptedCourtTypeCode?: string }>(added.json)?.encryptedCourtTypeCode
    if (added.status !== 200 || !id) return [finding(this.name, 'A court type is created (200 with its encrypted code).', answered(added), exchanges)]
    // The contract has no delete for court types: the record stays, named so it can be found.
    ctx.log(`left behind: court type ${renamed} (the contract cannot delete court types)`)
    if (!(await listed(name)).includes(name)) findings.push(finding(this.name, 'A created court type is listed.', `"${name}" not found`, [...exchanges]))
    const updated = await post(ctx, '/update-court-type-master', { encryptedCourtTypeCode: id, courtTypeName: renamed, modifiedBy: 'VERIFY' }, 'admin')
    exchanges.push(updated.exchange)
    if (updated.status !== 200) findings.push(finding(this.name, 'A court type is renamed (200).', answered(updated), [...exchanges]))
    else if (!(await listed(renamed)).includes(renamed)) findings.push(finding(this.name, 'A renamed court type is listed by its new name.', `"${renamed}" not found`, [...exchanges]))
    return findings
  },
}

export const behaviour: Check[] = [paging, search, countryCrud, courtTypeCrud, staleNextDate]
