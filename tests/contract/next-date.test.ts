import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import type { components } from '@/api/schema.gen'
import { DEMO_ADVOCATE_CODE, addDays, encryptId } from '@mocks/db'
import { DISPOSED_READ_ONLY } from '@mocks/handlers/cases'
import { HEARING_CHANGED, NEXT_BEFORE_TODAY, NEXT_DATE_SAVED, NEXT_NOT_AFTER_CURRENT } from '@mocks/handlers/next-date'
import { localToday, provider } from '@mocks/provider'
import { causeList } from '@mocks/queries'
import { recordNextDate, registerCase, type RegisteredCase } from '../support/cases'
import { signInAs } from '../support/session'

const advocateCode = encryptId('advocate', DEMO_ADVOCATE_CODE)
const db = () => provider().db
const pending = () => db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING' && c.nextHearingDate < localToday())!
/** A save for case `c` in its own court, recorded against its current hearing date. */
const againstCurrent = (c: ReturnType<typeof pending>) => ({
  EncryptedAdvocateCode: advocateCode, ClientCode: String(c.clientCode), ClientCaseNo: c.clientCaseNo, NextCourtCode: String(c.courtCode),
  PreviousDate: c.nextHearingDate, AddUser: 'ADVOCATE',
})

describe('case next date calls', () => {
  it('reads a case’s current values by client and case number', async () => {
    await signInAs('clerk')
    const c = pending()
    const { data } = await api.POST('/get-case-next-date-detail', { body: { EncryptedAdvocateCode: advocateCode, ClientCode: String(c.clientCode), CaseNo: c.clientCaseNo.toLowerCase() } })
    expect(data!.data.caseDetail).toMatchObject({ clientCaseNo: c.clientCaseNo, nextHearingDate: c.nextHearingDate, courtCode: String(c.courtCode) })
  })

  it('records a hearing: history grows, the case moves to its new date, court and file place, and the calendar counts it', async () => {
    await signInAs('advocate')
    const c = pending()
    const court = db().courts.find((x) => x.stateCode === c.stateCode && x.courtCode !== c.courtCode) ?? db().courts.find((x) => x.courtCode === c.courtCode)!
    const next = addDays(localToday(), 12)
    const hearings = db().hearings.filter((h) => h.caseId === c.caseId).length
    const before = causeList(db(), DEMO_ADVOCATE_CODE, next, next).get(next)?.length ?? 0
    const previous = c.nextHearingDate
    const { data } = await api.POST('/add-case-next-date-detail', {
      body: { EncryptedAdvocateCode: advocateCode, ClientCode: String(c.clientCode), ClientCaseNo: c.clientCaseNo, NextCourtCode: String(court.courtCode), NextHearingDate: next, Purpose: 'Evidence', Rack: 'R9', Description: 'ARGUED', AddUser: 'ADVOCATE' },
    })
    expect(data!.message).toBe(NEXT_DATE_SAVED)
    expect(db().hearings.filter((h) => h.caseId === c.caseId)).toHaveLength(hearings + 1)
    expect(db().hearings.at(-1)).toMatchObject({ caseId: c.caseId, hearingDate: previous, advocateComment: 'ARGUED' })
    expect(db().cases.find((x) => x.caseId === c.caseId)).toMatchObject({ nextHearingDate: next, previousHearingDate: previous, courtCode: court.courtCode, purpose: 'Evidence', rack: 'R9' })
    expect(causeList(db(), DEMO_ADVOCATE_CODE, next, next).get(next)?.length).toBe(before + 1)
  })

  it('refuses a date not after the current one, a date in the past, and a disposed case', async () => {
    await signInAs('advocate')
    const c = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'ONGOING' && x.nextHearingDate > localToday())!
    const body = { EncryptedAdvocateCode: advocateCode, ClientCode: String(c.clientCode), ClientCaseNo: c.clientCaseNo, NextCourtCode: String(c.courtCode), AddUser: 'ADVOCATE' }
    await expect(api.POST('/add-case-next-date-detail', { body: { ...body, NextHearingDate: c.nextHearingDate } })).rejects.toEqual(new ApiError(NEXT_NOT_AFTER_CURRENT, 400))
    const p = pending()
    await expect(
      api.POST('/add-case-next-date-detail', { body: { ...body, ClientCode: String(p.clientCode), ClientCaseNo: p.clientCaseNo, NextCourtCode: String(p.courtCode), NextHearingDate: addDays(localToday(), -1) } }),
    ).rejects.toEqual(new ApiError(p.nextHearingDate < addDays(localToday(), -1) ? NEXT_BEFORE_TODAY : NEXT_NOT_AFTER_CURRENT, 400))
    const d = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'DISPOSED')!
    await expect(
      api.POST('/add-case-next-date-detail', { body: { ...body, ClientCode: String(d.clientCode), ClientCaseNo: d.clientCaseNo, NextHearingDate: addDays(localToday(), 30) } }),
    ).rejects.toEqual(new ApiError(DISPOSED_READ_ONLY, 409))
  })

  it('writes a save recorded against the current hearing once: sent again (or stale) it is 409 and nothing changes', async () => {
    await signInAs('advocate')
    const c = pending()
    const body = { ...againstCurrent(c), NextHearingDate: addDays(localToday(), 9) }
    await api.POST('/add-case-next-date-detail', { body })
    const hearings = db().hearings.length
    await expect(api.POST('/add-case-next-date-detail', { body })).rejects.toEqual(new ApiError(HEARING_CHANGED, 409))
    await expect(api.POST('/add-case-next-date-detail', { body: { ...body, NextHearingDate: addDays(localToday(), 20) } })).rejects.toEqual(new ApiError(HEARING_CHANGED, 409))
    expect(db().hearings).toHaveLength(hearings)
    expect(db().cases.find((x) => x.caseId === c.caseId)?.nextHearingDate).toBe(addDays(localToday(), 9))
  })

  it('a disposal keeps the current hearing date (even a past one) as the last hearing; the case is then read-only', async () => {
    await signInAs('advocate')
    const c = pending()
    const last = c.nextHearingDate
    const body = { ...againstCurrent(c), NextHearingDate: last, CaseStatus: 'DISPOSED' as const, Description: 'DISPOSED' }
    // Without the disposal the same date is refused as before.
    await expect(api.POST('/add-case-next-date-detail', { body: { ...body, CaseStatus: 'ONGOING' } })).rejects.toEqual(new ApiError(NEXT_NOT_AFTER_CURRENT, 400))
    await api.POST('/add-case-next-date-detail', { body })
    expect(db().cases.find((x) => x.caseId === c.caseId)).toMatchObject({ caseStatus: 'DISPOSED', nextHearingDate: last })
    expect(db().hearings.at(-1)).toMatchObject({ caseId: c.caseId, hearingDate: last, caseStatus: 'DISPOSED' })
    expect(causeList(db(), DEMO_ADVOCATE_CODE, last, last).get(last)?.filter((e) => e.case.caseId === c.caseId)).toHaveLength(1)
    await expect(api.POST('/add-case-next-date-detail', { body })).rejects.toEqual(new ApiError(DISPOSED_READ_ONLY, 409))
  })
})

describe('a hearing re-dated before it takes place (its date after the provider’s today)', () => {
  const scheduleOf = async (c: RegisteredCase, from: string, to: string) => {
    const { data } = await api.POST('/get-client-case-schedule-list', { body: { EncryptedAdvocateCode: advocateCode, FromDate: from, ToDate: to, ClientCaseNo: c.clientCaseNo, PageNumber: 1, PageSize: 100, isGeneratePDF: false } })
    return (data as { data: components['schemas']['ReportCaseScheduleList'] }).data.caseScheduleList
  }
  const popupOf = async (c: RegisteredCase) => (await api.POST('/client-case-detail-list', { body: { encryptedAdvocateCode: advocateCode, clientCode: c.clientCode } })).data!.data.clientCaseDetailList
  const stored = (c: RegisteredCase) => db().cases.find((x) => String(x.clientCode) === c.clientCode && x.clientCaseNo === c.clientCaseNo)!

  it('is replaced: no history, the old day lists it nowhere, the previous date stays the last hearing held, and a second send is 409', async () => {
    await signInAs('advocate')
    const [old, moved, again] = [7, 14, 21].map((days) => addDays(localToday(), days))
    const c = await registerCase(old, { clientName: 'RE-DATED CLIENT' })
    expect(await recordNextDate(c, old, moved)).toBe(NEXT_DATE_SAVED)
    expect(db().hearings.filter((h) => h.caseId === stored(c).caseId)).toEqual([])
    expect(stored(c)).toMatchObject({ nextHearingDate: moved, previousHearingDate: null })
    expect(causeList(db(), DEMO_ADVOCATE_CODE, old, old).get(old)?.some((e) => e.case.caseId === stored(c).caseId) ?? false).toBe(false)
    expect(await scheduleOf(c, old, again)).toEqual([expect.objectContaining({ nextHearingDate: moved, previousDate: null })])
    expect(await popupOf(c)).toEqual([expect.objectContaining({ previousDate: null, nextDate: moved })])
    await expect(recordNextDate(c, old, again)).rejects.toEqual(new ApiError(HEARING_CHANGED, 409))
    // Moved again before its day: still one hearing to come, on its latest date.
    await recordNextDate(c, moved, again)
    expect(await scheduleOf(c, old, again)).toEqual([expect.objectContaining({ nextHearingDate: again, previousDate: null })])
  })

  it('a hearing of today or before took place: it joins the history and becomes the previous date', async () => {
    await signInAs('advocate')
    const today = localToday()
    const next = addDays(today, 10)
    for (const held of [today, addDays(today, -3)]) {
      const c = await registerCase(held, { clientName: `HELD ${held}` })
      await recordNextDate(c, held, next)
      expect(db().hearings.filter((h) => h.caseId === stored(c).caseId)).toEqual([expect.objectContaining({ hearingDate: held })])
      expect(stored(c)).toMatchObject({ nextHearingDate: next, previousHearingDate: held })
      expect(await scheduleOf(c, held, next)).toEqual([
        expect.objectContaining({ nextHearingDate: held, previousDate: null }),
        expect.objectContaining({ nextHearingDate: next, previousDate: held }),
      ])
      expect(await popupOf(c)).toEqual([expect.objectContaining({ previousDate: held, nextDate: next })])
    }
  })

  it('is not disposed of at its own date before that day comes (no hearing took place), and nothing changes', async () => {
    await signInAs('advocate')
    const coming = addDays(localToday(), 5)
    const c = await registerCase(coming, { clientName: 'NOT YET HEARD' })
    const body = { EncryptedAdvocateCode: advocateCode, ClientCode: c.clientCode, ClientCaseNo: c.clientCaseNo, NextCourtCode: c.courtCode, PreviousDate: coming, NextHearingDate: coming, CaseStatus: 'DISPOSED' as const, AddUser: 'ADVOCATE' }
    await expect(api.POST('/add-case-next-date-detail', { body })).rejects.toEqual(new ApiError(NEXT_NOT_AFTER_CURRENT, 400))
    expect(stored(c)).toMatchObject({ caseStatus: 'ONGOING', nextHearingDate: coming })
  })
})
