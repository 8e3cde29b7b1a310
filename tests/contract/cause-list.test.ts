import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { MESSAGES } from '@mocks/http'
import { DEMO_ADVOCATE_CODE, addDays, encryptId } from '@mocks/db'
import { NEXT_NOT_AFTER_CURRENT } from '@mocks/handlers/next-date'
import { CASE_NOT_FOUND, EMPTY_LIST, LIST_NOT_FOUND, LIST_REMOVED, MATCH_CONFIRMED, MATCH_REJECTED, PUBLISHED_NOT_REMOVED, listKept } from '@mocks/handlers/cause-list'
import { dayCauseListInSteps } from '@mocks/cause-list/day'
import { localToday, provider } from '@mocks/provider'
import { signInAs } from '../support/session'
import { failure } from '../support/failure'

const db = () => provider().db
const advocateCode = encryptId('advocate', DEMO_ADVOCATE_CODE)
const tomorrow = () => addDays(localToday(), 1)
const dayList = async (date = tomorrow()) => (await api.POST('/get-cause-list', { body: { EncryptedAdvocateCode: advocateCode, ListDate: date } })).data!.data
const printed = (patch: Record<string, unknown> = {}) => ({
  courtRoom: '4', bench: 'SHRI A. B. JOSHI', itemNo: '1', listType: 'DAILY' as const, caseNoPrinted: 'CS 1/2020', cnr: null,
  petitioner: 'X', respondent: 'Y', purpose: 'Evidence', sittingTime: '', advocates: '', ...patch,
})
const add = (entries: ReturnType<typeof printed>[], courtName = 'Taluka Court, Karjat') =>
  api.POST('/add-cause-list', { body: { EncryptedAdvocateCode: advocateCode, ListDate: tomorrow(), CourtName: courtName, Source: 'PASTE', Entries: entries } })

describe('the day’s cause list from the provider', () => {
  it('lists tomorrow’s entries of the covered courts in court, room and item order, most of the diary’s hearings matched', async () => {
    await signInAs('advocate')
    const day = await dayList()
    expect(day.lists.length).toBeGreaterThan(0)
    expect(day.coveredCourts.length).toBeGreaterThan(0)
    const matched = day.entries.filter((e) => e.match)
    expect(matched.length).toBeGreaterThan(0)
    // Unrelated matters around the practice's, so matching has work to do.
    expect(day.entries.length).toBeGreaterThan(matched.length * 2)
    const places = day.entries.map((e) => `${e.courtName}|${e.courtRoom.padStart(4, '0')}|${e.itemNo.padStart(4, '0')}`)
    expect(places).toEqual([...places].sort())
    for (const e of matched) {
      const c = db().cases.find((x) => encryptId('case', x.caseId) === e.match!.encryptedCaseId)!
      expect(c.advocateCode).toBe(DEMO_ADVOCATE_CODE)
      expect(e.match!.clientCaseNo).toBe(c.clientCaseNo)
      expect(e.match!.why.length).toBeGreaterThan(0)
    }
  })

  it('is the same list however often it is asked, and has no list for a day after tomorrow', async () => {
    await signInAs('clerk')
    expect(await dayList()).toEqual(await dayList())
    const later = await dayList(addDays(localToday(), 5))
    expect(later.lists).toEqual([])
    expect(later.entries).toEqual([])
  })
})

describe('a pasted list', () => {
  it('is kept for the day, matched by the provider, and replaced when sent again for the same court', async () => {
    await signInAs('clerk')
    const own = db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING' && c.caseRecordNo)!
    const [abbr, number, year] = own.clientCaseNo.split('/')
    const { data } = await add([printed({ caseNoPrinted: `${abbr}. ${number} of ${year}`, itemNo: '7' }), printed({ caseNoPrinted: 'MJC 9999/2011' })])
    expect(data!.message).toBe(listKept('TALUKA COURT, KARJAT', 2, 1))
    const mine = data!.data.entries.filter((e) => e.source === 'PASTED')
    expect(mine.find((e) => e.itemNo === '7')!.match).toMatchObject({ encryptedCaseId: encryptId('case', own.caseId), reason: 'NUMBER' })
    await add([printed({ caseNoPrinted: 'MJC 1/2011' })])
    expect((await dayList()).entries.filter((e) => e.source === 'PASTED').map((e) => e.caseNoPrinted)).toEqual(['MJC 1/2011'])
  })

  it('refuses an empty list with its message, a bad list type and more than 2,000 entries (400)', async () => {
    await signInAs('advocate')
    expect(await failure(add([]))).toEqual({ status: 400, message: EMPTY_LIST })
    expect(await failure(add([printed({ listType: 'WEEKLY' })]))).toMatchObject({ status: 400, message: expect.stringContaining('listType') })
    expect(await failure(add(Array.from({ length: 2001 }, () => printed())))).toMatchObject({ status: 400 })
  })

  it('is removed by the practice; a published list is not (409) and another practice’s is not found', async () => {
    await signInAs('advocate')
    await add([printed()], 'Removable Court')
    const day = await dayList()
    const pasted = day.lists.find((l) => l.courtName === 'REMOVABLE COURT')!
    const published = day.lists.find((l) => l.source === 'PUBLISHED')!
    const remove = (id: string) => api.POST('/delete-cause-list', { body: { EncryptedListId: id } })
    expect(await failure(remove(published.encryptedListId))).toEqual({ status: 409, message: PUBLISHED_NOT_REMOVED })
    const other = db().causeLists.find((l) => l.courtName === 'REMOVABLE COURT')!
    other.advocateCode = DEMO_ADVOCATE_CODE + 1
    expect(await failure(remove(pasted.encryptedListId))).toEqual({ status: 404, message: LIST_NOT_FOUND })
    other.advocateCode = DEMO_ADVOCATE_CODE
    expect((await remove(pasted.encryptedListId)).data!.message).toBe(LIST_REMOVED)
  })
})

describe('decisions on uncertain matches', () => {
  it('a rejected match is not offered again, a confirmed one is sure, on the next list too', async () => {
    await signInAs('advocate')
    const own = db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING')!
    const [, number, year] = own.clientCaseNo.split('/')
    // The type printed in a way the diary does not use: an uncertain match by number and year.
    const entry = printed({ caseNoPrinted: `Misc. ${number}/${year}`, petitioner: own.petitionerName, respondent: own.respondentName })
    const first = (await add([entry])).data!.data.entries.find((e) => e.source === 'PASTED')!
    expect(first.match!.reason).toBe('NUMBER_OTHER_TYPE')
    expect(first.match!.confidence).toBeLessThan(0.9)
    const decide = (Decision: 'CONFIRMED' | 'REJECTED') => api.POST('/save-cause-list-decision', { body: { EntryKey: first.entryKey, EncryptedCaseId: first.match!.encryptedCaseId, Decision } })
    expect((await decide('CONFIRMED')).data!.message).toBe(MATCH_CONFIRMED)
    const confirmed = (await add([entry])).data!.data.entries.find((e) => e.source === 'PASTED')!
    expect(confirmed.match).toMatchObject({ confidence: 1, decision: 'CONFIRMED' })
    expect((await decide('REJECTED')).data!.message).toBe(MATCH_REJECTED)
    expect((await add([entry])).data!.data.entries.find((e) => e.source === 'PASTED')!.match).toBeNull()
  })

  it('another practice’s case is not found; the administrator without the menu is refused', async () => {
    await signInAs('advocate')
    const other = db().cases.find((c) => c.advocateCode !== DEMO_ADVOCATE_CODE)!
    const body = { EntryKey: 'CS/1/2020', EncryptedCaseId: encryptId('case', other.caseId), Decision: 'CONFIRMED' as const }
    expect(await failure(api.POST('/save-cause-list-decision', { body }))).toEqual({ status: 404, message: CASE_NOT_FOUND })
    await signInAs('admin')
    expect(await failure(api.POST('/save-cause-list-decision', { body }))).toEqual({ status: 403, message: MESSAGES.noAccess })
  })
})

describe('moving a date to the day a court lists it', () => {
  it('accepts an earlier date than the diary’s only when the court listed it and the hearing is still to come', async () => {
    await signInAs('clerk')
    const c = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'ONGOING' && x.nextHearingDate > addDays(localToday(), 5))!
    const body = {
      EncryptedAdvocateCode: advocateCode, ClientCode: String(c.clientCode), ClientCaseNo: c.clientCaseNo, NextCourtCode: String(c.courtCode),
      NextHearingDate: tomorrow(), PreviousDate: c.nextHearingDate, AddUser: 'SURESH PATIL',
    }
    expect(await failure(api.POST('/add-case-next-date-detail', { body }))).toEqual({ status: 400, message: NEXT_NOT_AFTER_CURRENT })
    const old = c.nextHearingDate
    const hearings = db().hearings.length
    expect((await api.POST('/add-case-next-date-detail', { body: { ...body, ListedByCourt: true } })).data!.status).toBe(200)
    expect(c.nextHearingDate).toBe(tomorrow())
    // The diary's later date never took place: no hearing is recorded for it.
    expect(db().hearings.length).toBe(hearings)
    expect(old > c.nextHearingDate).toBe(true)
  })
})

describe('a day asked again', () => {
  it('is the day built before while nothing changed, and is built again after any saved change', async () => {
    await signInAs('clerk')
    const first = await dayCauseListInSteps(DEMO_ADVOCATE_CODE, tomorrow())
    expect(await dayCauseListInSteps(DEMO_ADVOCATE_CODE, tomorrow())).toBe(first)
    // A next date saved for a listed case changes the case in place: the courts' lists, printed from the diary, no
    // longer carry it.
    const listed = first.entries.find((e) => e.caseId !== null && e.entry.match?.nextHearingDate === tomorrow())!
    const c = db().cases.find((x) => x.caseId === listed.caseId)!
    const later = addDays(localToday(), 20)
    const body = {
      EncryptedAdvocateCode: advocateCode, ClientCode: String(c.clientCode), ClientCaseNo: c.clientCaseNo, NextCourtCode: String(c.courtCode),
      NextHearingDate: later, PreviousDate: c.nextHearingDate, AddUser: 'SURESH PATIL',
    }
    expect((await api.POST('/add-case-next-date-detail', { body })).data!.status).toBe(200)
    expect((await dayList()).entries.some((e) => e.match?.encryptedCaseId === encryptId('case', c.caseId))).toBe(false)
  })

  it('is built again when a table is replaced without a save, as a test or a reset does', async () => {
    await signInAs('clerk')
    const listed = (await dayCauseListInSteps(DEMO_ADVOCATE_CODE, tomorrow())).entries.find((e) => e.caseId !== null)!
    const clientCode = Number(listed.entry.match!.clientCode)
    db().clients = db().clients.map((x) => (x.clientCode === clientCode ? { ...x, clientName: 'RENAMED CLIENT' } : x))
    expect((await dayList()).entries.find((e) => e.entryKey === listed.entry.entryKey)!.match!.clientName).toBe('RENAMED CLIENT')
  })
})
