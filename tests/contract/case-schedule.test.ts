import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { readPdf } from '@/api/pdf'
import type { components } from '@/api/schema.gen'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { FROM_AFTER_TO, NO_RECORDS, roomOrder, scheduleRows } from '@mocks/handlers/case-schedule'
import { reportDate } from '@mocks/handlers/dashboard'
import { provider } from '@mocks/provider'
import { pdfText } from '../support/pdf-text'
import { signInAs } from '../support/session'

type Request = components['schemas']['ReportCaseScheduleRequest']
type List = components['schemas']['ReportCaseScheduleList']

const db = () => provider().db
const own = encryptId('advocate', DEMO_ADVOCATE_CODE)
/** A week starting on the demo advocate's first coming next date. */
function week() {
  const first = db()
    .cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING')
    .map((c) => c.nextHearingDate)
    .sort()[0]
  const end = new Date(`${first}T00:00:00Z`)
  end.setUTCDate(end.getUTCDate() + 6)
  return { FromDate: first, ToDate: end.toISOString().slice(0, 10) }
}
const request = (patch: Partial<Request> = {}): Request => ({ PageNumber: 1, PageSize: 5, EncryptedAdvocateCode: own, ClientCode: '', ClientCaseNo: '', CourtCode: '', ...week(), isGeneratePDF: false, ...patch })
const schedule = async (body: Request) => ((await api.POST('/get-client-case-schedule-list', { body })).data as { data: List }).data
const everything = (patch: Partial<Request> = {}) => schedule(request({ PageSize: 1000, ...patch }))

describe('court rooms in order', () => {
  it('puts rooms that are numbers in number order, before the others', () => {
    expect(['10', 'B', '2', '', 'A', '9'].sort(roomOrder)).toEqual(['2', '9', '10', '', 'A', 'B'])
  })
})

describe('get-client-case-schedule-list', () => {
  it('lists a week’s hearings grouped by next date and by court name within a date, paged', async () => {
    await signInAs('advocate')
    const all = await everything()
    expect(all.caseScheduleCount).toBeGreaterThan(5)
    const rows = all.caseScheduleList
    for (let i = 1; i < rows.length; i++) {
      const [a, b] = [rows[i - 1], rows[i]]
      expect(a.nextHearingDate! <= b.nextHearingDate!).toBe(true)
      if (a.nextHearingDate === b.nextHearingDate) expect((a.courtName ?? '').localeCompare(b.courtName ?? '')).toBeLessThanOrEqual(0)
      // Within a court, its rooms in number order: each room's hearings of a day come together.
      if (a.nextHearingDate === b.nextHearingDate && a.courtName === b.courtName) expect(roomOrder(a.courtNo ?? '', b.courtNo ?? '')).toBeLessThanOrEqual(0)
    }
    expect(new Set(rows.map((r) => r.courtNo)).size).toBeGreaterThan(1)
    for (const r of rows) {
      expect(r.nextHearingDate! >= request().FromDate && r.nextHearingDate! <= request().ToDate).toBe(true)
      if (r.previousDate) expect(r.previousDate < r.nextHearingDate!).toBe(true)
      expect(r.encryptedCaseId).toMatch(/\S/)
    }
    const second = await schedule(request({ PageNumber: 2 }))
    expect(second.caseScheduleCount).toBe(all.caseScheduleCount)
    expect(second.caseScheduleList).toEqual(rows.slice(5, 10))
  })

  it('narrows by client, case number and court', async () => {
    await signInAs('advocate')
    const [row] = (await everything()).caseScheduleList
    const byClient = await everything({ ClientCode: row.clientCode })
    expect(byClient.caseScheduleList.every((r) => r.clientCode === row.clientCode)).toBe(true)
    const byCase = await everything({ ClientCode: row.clientCode, ClientCaseNo: row.clientCaseNo! })
    expect(byCase.caseScheduleList.length).toBeGreaterThan(0)
    expect(byCase.caseScheduleList.every((r) => r.clientCaseNo === row.clientCaseNo)).toBe(true)
    const court = db().courts.find((c) => c.courtName === row.courtName)!
    const byCourt = await everything({ CourtCode: String(court.courtCode) })
    expect(byCourt.caseScheduleList.every((r) => r.courtName === row.courtName)).toBe(true)
  })

  it('accepts From equal to To and refuses From one day after To', async () => {
    await signInAs('advocate')
    const { FromDate } = week()
    await expect(everything({ FromDate, ToDate: FromDate })).resolves.toMatchObject({ caseScheduleCount: expect.any(Number) })
    const before = new Date(`${FromDate}T00:00:00Z`)
    before.setUTCDate(before.getUTCDate() - 1)
    await expect(everything({ ToDate: before.toISOString().slice(0, 10) })).rejects.toEqual(new ApiError(FROM_AFTER_TO, 400))
  })

  it('keeps an advocate’s staff to their own advocate, and answers 400 naming the field', async () => {
    await signInAs('clerk')
    const other = db().advocates.find((a) => a.advocateCode !== DEMO_ADVOCATE_CODE)!
    const theirs = await everything({ EncryptedAdvocateCode: encryptId('advocate', other.advocateCode) })
    expect(theirs.caseScheduleCount).toBe(scheduleRows(db(), DEMO_ADVOCATE_CODE, { from: week().FromDate, to: week().ToDate, clientCode: '', clientCaseNo: '', courtCode: '' }).length)
    await expect(everything({ FromDate: '24-11-2026' })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('FromDate') })
    await expect(everything({ PageNumber: 0 })).rejects.toMatchObject({ status: 400, message: expect.stringContaining('PageNumber') })
    const { isGeneratePDF: _, ...withoutFlag } = request()
    await expect(schedule(withoutFlag as never)).rejects.toMatchObject({ status: 400, message: expect.stringContaining('isGeneratePDF') })
  })

  it('prints the same rows as a PDF with the advocate, the range and a heading per date; No records found! when empty', async () => {
    await signInAs('advocate')
    const rows = (await everything()).caseScheduleList
    const pdf = await readPdf((await api.POST('/get-client-case-schedule-list', { body: request({ isGeneratePDF: true }), parseAs: 'blob' })).data)
    expect(await pdf.slice(0, 5).text()).toBe('%PDF-')
    const text = await pdfText(pdf)
    if (text !== null) {
      expect(text).toContain('Case Schedule')
      expect(text).toContain(db().advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!.advocateName)
      expect(text).toContain(`From ${reportDate(week().FromDate)} to ${reportDate(week().ToDate)}`)
      expect(text).toContain(`Next Date: ${reportDate(rows[0].nextHearingDate!)}`)
      expect(text).toContain(`Hearings: ${rows.length}`)
      expect(text).toMatch(/Page 1 of \d+/)
      for (const r of rows.slice(0, 10)) expect(text).toContain(r.clientCaseNo!)
    }
    const empty = api.POST('/get-client-case-schedule-list', { body: request({ FromDate: '1990-01-01', ToDate: '1990-01-07', isGeneratePDF: true }), parseAs: 'blob' }).then((r) => readPdf(r.data))
    await expect(empty).rejects.toEqual(new ApiError(NO_RECORDS, 404))
  })

  it('with WithCaseDetail each row carries the case as it stands now and its number of Open actions (the court-day board)', async () => {
    await signInAs('advocate')
    const plain = await everything()
    expect(plain.caseScheduleList.every((r) => r.caseDetail === undefined)).toBe(true)
    const rows = (await everything({ WithCaseDetail: true })).caseScheduleList
    expect(rows.length).toBe(plain.caseScheduleList.length)
    for (const r of rows) {
      const c = db().cases.find((x) => encryptId('case', x.caseId) === r.encryptedCaseId)!
      const open = db().actionDetails.filter((a) => a.caseId === c.caseId && a.reminderStatus === 'Open').length
      expect(r.caseDetail).toMatchObject({ clientCaseNo: c.clientCaseNo, nextHearingDate: c.nextHearingDate, caseStatus: c.caseStatus, rack: c.rack })
      expect(r.openActions).toBe(open)
    }
  })
})
