import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import type { components } from '@/api/schema.gen'
import { DEMO_ADVOCATE_CODE, addDays, encryptId } from '@mocks/db'
import { CASE_NOT_IN_DIARY, CLIENT_DETAILS_NEEDED, partNeeded } from '@mocks/handlers/import-rows'
import { NEXT_NOT_AFTER_REGISTER } from '@mocks/handlers/cases'
import { localToday, provider } from '@mocks/provider'
import { signInAs } from '../support/session'
import { failure } from '../support/failure'
import { emptyPractice, exportedRows } from '../support/practice'

type Row = components['schemas']['ImportRow']
const db = () => provider().db
const advocate = encryptId('advocate', DEMO_ADVOCATE_CODE)

const send = async (Rows: Row[], DryRun = false) => {
  const { data, error } = await api.POST('/import-rows', { body: { EncryptedAdvocateCode: advocate, DryRun, Rows } })
  if (error) throw new Error(JSON.stringify(error))
  return data.data.Results
}
const exported = () => exportedRows(advocate)

/** A new client with a case in the demo advocate's first court, as a spreadsheet row would give them. */
function caseRow(line: number, name = `IMPORTED CLIENT ${line}`, mobile = `98${String(10000000 + line).slice(-8)}`): Row {
  const court = db().courts.find((c) => db().caseTypes.some((t) => t.courtCode === c.courtCode))!
  const type = db().caseTypes.find((t) => t.courtCode === court.courtCode)!
  const today = localToday()
  return {
    Key: `row-${line}-${name.length}`,
    Line: line,
    Kind: 'CASE',
    ClientName: name,
    MobileNo: mobile,
    Client: { clientName: name, contactPerson: name, countryCode: court.countryCode, stateCode: court.stateCode, emailId: `c${line}@example.in`, mobileNo: mobile, clientType: 'INDIVIDUAL', gender: 'FEMALE' },
    Case: { clientCaseNo: `IMP/${line}/2024`, caseTitle: `${name} VS STATE`, caseCode: String(type.caseCode), countryCode: court.countryCode, stateCode: court.stateCode, courtCode: String(court.courtCode), caseRegisterDate: addDays(today, -30), nextHearingDate: addDays(today, 10), purpose: 'Evidence', party: 'Petitioner' },
  }
}

describe('import-rows', () => {
  it('creates a client with a case once: the same rows again, under the same or other keys, create nothing new', async () => {
    await signInAs('advocate')
    const rows = [caseRow(1), caseRow(2)]
    const before = db().cases.length
    expect((await send(rows)).map((r) => r.Outcome)).toEqual(['CREATED', 'CREATED'])
    expect(db().cases.length).toBe(before + 2)
    expect((await send(rows)).map((r) => r.Outcome)).toEqual(['DONE_BEFORE', 'DONE_BEFORE'])
    expect((await send(rows.map((r) => ({ ...r, Key: `${r.Key}-again` })))).map((r) => r.Outcome)).toEqual(['MATCHED', 'MATCHED'])
    expect(db().cases.length).toBe(before + 2)
  })

  it('a dry run keeps nothing, and a later row of the same call matches the client an earlier row would add', async () => {
    await signInAs('advocate')
    const clients = db().clients.length
    const second = { ...caseRow(4, 'IMPORTED CLIENT 3', caseRow(3).MobileNo), Client: undefined }
    const results = await send([caseRow(3), second], true)
    expect(results.map((r) => r.Outcome)).toEqual(['CREATED', 'CREATED'])
    expect(results[1]!.Message).toBe('Case no IMP/4/2024 is added.')
    expect(db().clients.length).toBe(clients)
  })

  it('refuses a row whole with the rule’s message and goes on with the next', async () => {
    await signInAs('advocate')
    const bad = caseRow(5)
    bad.Case!.nextHearingDate = bad.Case!.caseRegisterDate
    const clients = db().clients.length
    const results = await send([bad, caseRow(6), { ...caseRow(7), Client: undefined }, { ...caseRow(8), Kind: 'HEARING' }, { ...caseRow(9), Kind: 'CLIENT', Client: undefined }])
    expect(results.map((r) => [r.Outcome, r.Message])).toEqual([
      ['REFUSED', NEXT_NOT_AFTER_REGISTER],
      ['CREATED', 'The client and case no IMP/6/2024 are added.'],
      ['REFUSED', CLIENT_DETAILS_NEEDED],
      ['REFUSED', partNeeded('Hearing', 'HEARING')],
      ['REFUSED', CLIENT_DETAILS_NEEDED],
    ])
    // The refused case row did not leave its new client behind.
    expect(db().clients.length).toBe(clients + 1)
    const hearingOfNothing = { ...caseRow(10), Kind: 'HEARING' as const, ClientCaseNo: 'NO/SUCH/CASE', Hearing: { hearingDate: localToday(), purpose: 'Evidence' as const, caseStatus: 'ONGOING' as const } }
    expect((await send([hearingOfNothing]))[0]).toMatchObject({ Outcome: 'REFUSED', Message: CASE_NOT_IN_DIARY })
  })

  it('refuses more than 200 rows a call, and a row that breaks the contract, with 400', async () => {
    await signInAs('advocate')
    const many = Array.from({ length: 201 }, (_, i) => caseRow(i + 1))
    expect((await failure(api.POST('/import-rows', { body: { DryRun: true, Rows: many } }))).status).toBe(400)
    expect((await failure(api.POST('/import-rows', { body: { DryRun: true, Rows: [{ ...caseRow(1), MobileNo: '0123456789' }] } }))).status).toBe(400)
  })
})

describe('get-practice-export', () => {
  it('gives the practice in pages of at most 5,000 rows, in one stable order, with the total; a page past the end is empty', async () => {
    await signInAs('advocate')
    const all = await exported()
    const page = async (PageNumber: number, PageSize: number) => (await api.POST('/get-practice-export', { body: { EncryptedAdvocateCode: advocate, PageNumber, PageSize } })).data!.data
    const pages = []
    for (let n = 1; n <= Math.ceil(all.length / 100); n++) pages.push(...(await page(n, 100)).Rows)
    expect(pages).toEqual(all)
    expect((await page(1, 100)).TotalCount).toBe(all.length)
    expect((await page(Math.ceil(all.length / 100) + 1, 100)).Rows).toEqual([])
    expect((await failure(api.POST('/get-practice-export', { body: { EncryptedAdvocateCode: advocate, PageNumber: 1, PageSize: 5001 } }))).status).toBe(400)
  })

  it('gives every client, case, hearing, payment and action of the advocate, and the import reads it back into an empty practice without loss', async () => {
    await signInAs('advocate')
    const first = await exported()
    const kinds = new Set(first.map((r) => r.Kind))
    expect([...kinds].sort()).toEqual(['ACTION', 'CASE', 'CLIENT', 'HEARING', 'PAYMENT'])
    expect(first.filter((r) => r.Kind === 'CASE')).toHaveLength(db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE).length)
    // Empty the practice, then import its export in the batches the app sends.
    emptyPractice(DEMO_ADVOCATE_CODE)
    for (let i = 0; i < first.length; i += 200) {
      const results = await send(first.slice(i, i + 200))
      expect(results.filter((r) => r.Outcome === 'REFUSED')).toEqual([])
    }
    const second = await exported()
    const plain = (rows: Row[]) => rows.map(({ Key: _k, Line: _l, ...rest }) => rest)
    expect(plain(second)).toEqual(plain(first))
  })
})
