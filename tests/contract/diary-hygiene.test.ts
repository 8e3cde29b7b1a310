import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { DEMO_ADVOCATE_CODE, addDays, encryptId } from '@mocks/db'
import { dayCauseListInSteps } from '@mocks/cause-list/day'
import { localToday, provider } from '@mocks/provider'
import { signInAs } from '../support/session'
import { failure } from '../support/failure'

const db = () => provider().db
const advocateCode = encryptId('advocate', DEMO_ADVOCATE_CODE)
type Kind = 'NO_NEXT_DATE' | 'PASSED_NO_OUTCOME' | 'NOT_FROM_COURT' | 'NO_HEARING' | 'NOT_LISTED'
const queue = async (Kind: Kind, patch: Record<string, unknown> = {}) =>
  (await api.POST('/get-diary-hygiene-list', { body: { EncryptedAdvocateCode: advocateCode, Kind, Today: localToday(), Months: 6, PageNumber: 1, PageSize: 1000, ...patch } })).data!.data
const ongoing = () => db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING')
const ids = (rows: { encryptedCaseId: string }[]) => rows.map((r) => r.encryptedCaseId)
const id = (caseId: number) => encryptId('case', caseId)

describe('the diary hygiene queue', () => {
  it('lists cases without a next date and cases whose date passed with no outcome, never a disposed case', async () => {
    await signInAs('clerk')
    const [none, passed, disposed] = ongoing().filter((c) => c.nextHearingDate > localToday())
    none!.nextHearingDate = ''
    passed!.nextHearingDate = addDays(localToday(), -3)
    Object.assign(disposed!, { nextHearingDate: '', caseStatus: 'DISPOSED' })
    const noDate = await queue('NO_NEXT_DATE')
    expect(ids(noDate.hygieneList)).toContain(id(none!.caseId))
    expect(ids(noDate.hygieneList)).not.toContain(id(disposed!.caseId))
    expect(ids((await queue('PASSED_NO_OUTCOME')).hygieneList)).toContain(id(passed!.caseId))
    expect(noDate.counts.NO_NEXT_DATE).toBe(noDate.hygieneCount)
  })

  it('lists a case with no hearing for the months chosen, by its last hearing or else its register date', async () => {
    await signInAs('advocate')
    const c = ongoing()[0]!
    db().hearings = db().hearings.filter((h) => h.caseId !== c.caseId)
    c.caseRegisterDate = addDays(localToday(), -200)
    expect(ids((await queue('NO_HEARING', { Months: 6 })).hygieneList)).toContain(id(c.caseId))
    expect(ids((await queue('NO_HEARING', { Months: 12 })).hygieneList)).not.toContain(id(c.caseId))
  })

  it('lists a case a held cause list gives another date (the court’s date shown) and one its court’s list leaves out', async () => {
    await signInAs('advocate')
    const tomorrow = addDays(localToday(), 1)
    const day = await dayCauseListInSteps(DEMO_ADVOCATE_CODE, tomorrow)
    const listed = day.entries.find((e) => e.caseId !== null)!
    const c = db().cases.find((x) => x.caseId === listed.caseId)!
    c.nextHearingDate = addDays(localToday(), 20)
    const other = (await queue('NOT_FROM_COURT')).hygieneList.find((r) => r.encryptedCaseId === id(c.caseId))
    expect(other).toMatchObject({ courtDate: tomorrow, nextHearingDate: addDays(localToday(), 20) })
    // A court the provider does not cover, whose list the practice pasted: the case is not on it.
    const court = db().courts.find((x) => x.courtCode % 3 === 0)!
    const left = ongoing().find((x) => x.nextHearingDate > addDays(localToday(), 30))!
    Object.assign(left, { nextHearingDate: tomorrow, courtCode: court.courtCode })
    const entry = { courtRoom: '1', bench: '', itemNo: '1', listType: 'DAILY' as const, caseNoPrinted: 'MJC 4417/2013', cnr: null, petitioner: 'A', respondent: 'B', purpose: '', sittingTime: '', advocates: '' }
    await api.POST('/add-cause-list', { body: { EncryptedAdvocateCode: advocateCode, ListDate: tomorrow, CourtName: court.courtName, Source: 'PASTE', Entries: [entry] } })
    expect(ids((await queue('NOT_LISTED')).hygieneList)).toContain(id(left.caseId))
  })

  it('pages its rows, counts every kind, and gives a clerk only their advocate’s cases', async () => {
    await signInAs('clerk')
    const all = await queue('NO_HEARING', { Months: 1 })
    const page = await queue('NO_HEARING', { Months: 1, PageSize: 2, PageNumber: 2 })
    expect(page.hygieneList).toEqual(all.hygieneList.slice(2, 4))
    expect(page.hygieneCount).toBe(all.hygieneCount)
    const others = new Set(db().cases.filter((c) => c.advocateCode !== DEMO_ADVOCATE_CODE).map((c) => id(c.caseId)))
    expect(all.hygieneList.some((r) => others.has(r.encryptedCaseId))).toBe(false)
  })

  it('refuses months outside 1 to 60 and an unknown kind (400)', async () => {
    await signInAs('advocate')
    const ask = (patch: Record<string, unknown>) => api.POST('/get-diary-hygiene-list', { body: { EncryptedAdvocateCode: advocateCode, Kind: 'NO_HEARING', Today: localToday(), Months: 6, PageNumber: 1, PageSize: 10, ...patch } as never })
    expect(await failure(ask({ Months: 0 }))).toMatchObject({ status: 400, message: expect.stringContaining('Months') })
    expect(await failure(ask({ Months: 61 }))).toMatchObject({ status: 400, message: expect.stringContaining('Months') })
    expect(await failure(ask({ Kind: 'LATE' }))).toMatchObject({ status: 400, message: expect.stringContaining('Kind') })
  })
})
