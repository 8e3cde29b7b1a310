import { HttpResponse } from 'msw'
import { decryptId, type DbData, type IsoDate } from '../db'
import { KIND, advocateScope, authUser, fail, http, idOf, ok } from '../http'
import { db } from '../provider'
import { byKey, causeList, type CauseListEntry } from '../queries'
import { caseLookups, caseRecord } from './cases'
import { reportDate } from './dashboard'
import { pdfLanguage, type PdfLanguage } from '../pdf/language'

/** Spec 3 §5, §8. */
export const FROM_AFTER_TO = 'From Date cannot be greater than To Date'
export const NO_RECORDS = 'No records found!'
export const SCHEDULE_TITLE = 'Case Schedule'

export interface ScheduleFilters {
  from: IsoDate
  to: IsoDate
  clientCode: string
  clientCaseNo: string
  courtCode: string
}

export interface ScheduleRow {
  encryptedCaseId: string
  clientCode: string
  nextHearingDate: IsoDate
  previousDate: IsoDate | null
  courtName: string
  courtNo: string
  clientCaseNo: string
  caseType: string
  caseTitle: string
  party: string
  purpose: string
  judgeName: string
  clientName: string
}

/**
 * The hearings listed in [from, to], the same list the dashboard calendar counts (hearings that took
 * place and each case's current one), narrowed by client, case and court; by next date, then court name, then court
 * room (the contract's order, which lets the court day show its first court rooms from a first page), then case number.
 * Previous date is the hearing before that one. One pass over hearings and cases.
 */
export function scheduleRows(data: DbData, advocateCode: number, filters: ScheduleFilters): ScheduleRow[] {
  const days = causeList(data, advocateCode, filters.from, filters.to)
  const wanted = (e: CauseListEntry) =>
    (!filters.clientCode || String(e.case.clientCode) === filters.clientCode) &&
    (!filters.clientCaseNo || e.case.clientCaseNo === filters.clientCaseNo) &&
    (!filters.courtCode || String(e.court?.courtCode ?? '') === filters.courtCode)
  const entries = [...days.keys()].sort().flatMap((day) => days.get(day)!.filter(wanted))
  if (!entries.length) return []
  const listed = new Set(entries.map((e) => e.case.caseId))
  // The hearings of the listed cases only, to find each one's previous date and its court room and judge.
  const history = new Map<number, DbData['hearings']>()
  for (const h of data.hearings) {
    if (!listed.has(h.caseId)) continue
    const heard = history.get(h.caseId)
    if (heard) heard.push(h)
    else history.set(h.caseId, [h])
  }
  const caseTypes = byKey(data.caseTypes, (t) => t.caseCode)
  const rows = entries.map((e): ScheduleRow => {
    const heard = history.get(e.case.caseId) ?? []
    const hearing = heard.find((h) => h.hearingDate === e.caseDate)
    const before = heard.reduce<IsoDate | null>((last, h) => (h.hearingDate < e.caseDate && (!last || h.hearingDate > last) ? h.hearingDate : last), null)
    return {
      encryptedCaseId: idOf(KIND.case, e.case.caseId),
      clientCode: String(e.case.clientCode),
      nextHearingDate: e.caseDate,
      previousDate: hearing ? before : (e.case.previousHearingDate ?? before),
      courtName: e.court?.courtName ?? '',
      courtNo: hearing?.courtNo ?? e.case.courtNo,
      clientCaseNo: e.case.clientCaseNo,
      caseType: caseTypes.get(e.case.caseCode)?.caseType ?? '',
      caseTitle: e.case.caseTitle,
      party: e.case.party,
      purpose: e.purpose,
      judgeName: hearing?.judgeName ?? e.case.judgeName,
      clientName: e.client?.clientName ?? '',
    }
  })
  // The entries come by date, court name and case number; the court room is the hearing's, known only now.
  return rows.sort((a, b) => a.nextHearingDate.localeCompare(b.nextHearingDate) || a.courtName.localeCompare(b.courtName) || roomOrder(a.courtNo, b.courtNo))
}

/** Court rooms that are numbers in number order, before the others (by their text): '2' before '10' before 'A'. */
export function roomOrder(a: string, b: string): number {
  const [x, y] = [Number.parseInt(a, 10), Number.parseInt(b, 10)]
  const [m, n] = [Number.isNaN(x) ? Infinity : x, Number.isNaN(y) ? Infinity : y]
  return m === n ? a.localeCompare(b) : m < n ? -1 : 1
}

/** The court-day board's rows: each with the case as it stands now and its number of Open actions. */
export function withCaseDetail(rows: ScheduleRow[]) {
  const data = db()
  // The page's rows name their cases: those ids are read, not every case's sealed (tens of thousands on a large practice).
  const wanted = new Set(rows.map((r) => decryptId(KIND.case, r.encryptedCaseId)))
  const cases = new Map(data.cases.filter((c) => wanted.has(c.caseId)).map((c) => [idOf(KIND.case, c.caseId), c]))
  const open = new Map<number, number>()
  for (const a of data.actionDetails) if (a.reminderStatus === 'Open') open.set(a.caseId, (open.get(a.caseId) ?? 0) + 1)
  const lookups = caseLookups(data)
  return rows.map((r) => {
    const c = cases.get(r.encryptedCaseId)
    return c ? { ...r, caseDetail: caseRecord(c, lookups), openActions: open.get(c.caseId) ?? 0 } : r
  })
}

const HEAD = ['Next Date', 'Previous Date', 'Court Name', 'Court No', 'Client Case No', 'Case Type', 'Case Title', 'Party', 'Purpose', 'Judge Name', 'Client Name']

/** The PDF: one group row per next date (spec 3 §2.13), then its hearings by court. */
async function schedulePdf(rows: ScheduleRow[], filters: ScheduleFilters, advocateName: string, language: PdfLanguage) {
  const { renderReport } = await import('../pdf/render')
  const narrowed = [
    filters.clientCode && `Client: ${rows[0].clientName}`,
    filters.clientCaseNo && `Case No: ${filters.clientCaseNo}`,
    filters.courtCode && `Court: ${rows[0].courtName}`,
  ].filter(Boolean) as string[]
  const body = rows.flatMap((r, i) => {
    const cells = [reportDate(r.nextHearingDate), r.previousDate ? reportDate(r.previousDate) : '', r.courtName, r.courtNo, r.clientCaseNo, r.caseType, r.caseTitle, r.party, r.purpose, r.judgeName, r.clientName]
    const starts = i === 0 || rows[i - 1].nextHearingDate !== r.nextHearingDate
    const group = { content: `Next Date: ${reportDate(r.nextHearingDate)}`, colSpan: HEAD.length, styles: { fontStyle: 'bold' as const, fillColor: [238, 244, 251] as [number, number, number] } }
    return starts ? [[group], cells] : [cells]
  })
  return renderReport({
    title: SCHEDULE_TITLE,
    lines: [`Advocate: ${advocateName}`, `From ${reportDate(filters.from)} to ${reportDate(filters.to)}`, ...narrowed, `Hearings: ${rows.length}`],
    head: HEAD,
    body,
    language,
  })
}

/** Spec 3 §2.13, §7.3: the case schedule report, as a page of rows or as the PDF of every row. */
export const caseScheduleHandlers = [
  http.post('/get-client-case-schedule-list', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = advocateScope(user, body.EncryptedAdvocateCode)
    if (body.FromDate > body.ToDate) throw fail(400, FROM_AFTER_TO)
    const filters: ScheduleFilters = { from: body.FromDate, to: body.ToDate, clientCode: body.ClientCode ?? '', clientCaseNo: body.ClientCaseNo ?? '', courtCode: body.CourtCode ?? '' }
    const rows = scheduleRows(db(), advocate, filters)
    if (body.isGeneratePDF) {
      if (!rows.length) throw fail(404, NO_RECORDS)
      const name = db().advocates.find((a) => a.advocateCode === advocate)?.advocateName ?? ''
      return response.untyped(HttpResponse.arrayBuffer(await schedulePdf(rows, filters, name, pdfLanguage(request)), { headers: { 'Content-Type': 'application/pdf' } }))
    }
    const start = (body.PageNumber - 1) * body.PageSize
    const page = rows.slice(start, start + body.PageSize)
    return response(200).json(ok({ caseScheduleCount: rows.length, caseScheduleList: body.WithCaseDetail ? withCaseDetail(page) : page }))
  }),
]
