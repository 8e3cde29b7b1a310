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

/** A name no real record carries, recognisable for cleaning up by hand if a run is cut short. */
const verifyName = (what: string) => `VERIFY-${what}-${Date.now().toString(36).toUpperCase()}`

/** A master the administrator creates, lists, renames and (where the contract can) deletes. */
interface Crud {
  what: string
  list: { path: string; field: string; name: string }
  add: { path: string; body: (name: string) => Record<string, unknown>; id: string }
  update: { path: string; body: (id: string, name: string) => Record<string, unknown> }
  /** The delete call; without one the record stays and the run says so. */
  remove?: { path: string; body: (id: string) => Record<string, unknown> }
}

/** One create → list → rename → list (→ delete → list) check, declared per master. */
function crudCheck(name: string, crud: Crud): Check {
  const { what, list, add, update, remove } = crud
  return {
    name,
    tags: ['behaviour', 'write'],
    describe: `as the admin: POST ${add.path} (VERIFY-…), ${list.path}, ${update.path}, ${list.path}${remove ? `, DELETE ${remove.path}, ${list.path}` : ''}`,
    async run(ctx) {
      const exchanges: Exchange[] = []
      const findings: Finding[] = []
      const fail = (expected: string, got: string) => findings.push(finding(name, expected, got, [...exchanges]))
      const recordName = verifyName(what.toUpperCase())
      const renamed = `${recordName}-R`
      const listed = async (search: string) => {
        const answer = await post(ctx, list.path, { pageNumber: 1, pageSize: 50, SearchText: search }, 'admin')
        exchanges.push(answer.exchange)
        return (dataOf<Record<string, Record<string, string>[] | undefined>>(answer.json)?.[list.field] ?? []).map((r) => r[list.name])
      }
      const added = await post(ctx, add.path, add.body(recordName), 'admin')
      exchanges.push(added.exchange)
      const id = dataOf<Record<string, string | undefined>>(added.json)?.[add.id]
      if (added.status !== 200 || !id) return [finding(name, `A ${what} is created (200 with its encrypted code).`, answered(added), exchanges)]
      if (!remove) ctx.log(`left behind: ${what} ${renamed} (the contract cannot delete it)`)
      try {
        if (!(await listed(recordName)).includes(recordName)) fail(`A created ${what} is listed.`, `"${recordName}" not found`)
        const updated = await post(ctx, update.path, update.body(id, renamed), 'admin')
        exchanges.push(updated.exchange)
        if (updated.status !== 200) fail(`A ${what} is renamed (200).`, answered(updated))
        else if (!(await listed(renamed)).includes(renamed)) fail(`A renamed ${what} is listed by its new name.`, `"${renamed}" not found`)
      } finally {
        if (remove) {
          const removed = await ctx.send('DELETE', remove.path, JSON.stringify(remove.body(id)), 'admin')
          exchanges.push(removed.exchange)
          if (removed.status !== 200) fail(`A ${what} is deleted (200).`, answered(removed))
          else if ((await listed(recordName)).length) fail(`A deleted ${what} is no longer listed.`, 'still listed')
        }
      }
      return findings
    },
  }
}

const countryCrud = crudCheck('behaviour/country-crud', {
  what: 'country',
  list: { path: '/country-list', field: 'countryList', name: 'countryName' },
  add: { path: '/add-country-master', body: (name) => ({ countryName: name, states: [{ stateName: `${name}-STATE` }], addUser: 'VERIFY' }), id: 'encryptedCountryCode' },
  update: { path: '/update-country-master', body: (id, name) => ({ encryptedCountryCode: id, countryName: name, modifyUser: 'VERIFY' }) },
  remove: { path: '/delete-country-master-detail', body: (id) => ({ EncryptedCountryCode: id }) },
})

const courtTypeCrud = crudCheck('behaviour/court-type-crud', {
  what: 'court type',
  list: { path: '/court-type-master-list', field: 'courtTypeMasterList', name: 'courtTypeName' },
  add: { path: '/add-court-type-master', body: (name) => ({ courtTypeName: name, createdBy: 'VERIFY' }), id: 'encryptedCourtTypeCode' },
  update: { path: '/update-court-type-master', body: (id, name) => ({ encryptedCourtTypeCode: id, courtTypeName: name, modifiedBy: 'VERIFY' }) },
})

export const behaviour: Check[] = [paging, search, countryCrud, courtTypeCrud, staleNextDate]
