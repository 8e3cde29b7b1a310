import { HttpResponse } from 'msw'
import { monthOf, type IsoDate } from '../db'
import { KIND, advocateScope, authUser, fail, http, idOf, ok } from '../http'
import { byText, listOf } from '../kit'
import { commit, db, localToday } from '../provider'
import { causeCounts, causeList, clientsOf, courtsOf, fileLocation } from '../queries'
import { pdfLanguage } from '../pdf/language'

/** Reports in the PDF show dates as DD-MMM-YYYY (spec §9). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
export const reportDate = (d: IsoDate) => `${d.slice(8, 10)}-${MONTHS[Number(d.slice(5, 7)) - 1]}-${d.slice(0, 4)}`
export const NO_CASES_ON = (d: IsoDate) => `No cases are listed on ${reportDate(d)}.`
export const ACTION_CLOSED = 'Action closed successfully.'


export const dashboardHandlers = [
  http.post('/get-schedule-case-date-list', async ({ request, response }) => {
    const user = authUser(request)
    const { encryptedAdvocateCode, caseMonths, caseYears } = await request.json()
    const advocate = advocateScope(user, encryptedAdvocateCode)
    const months = caseMonths.map((m, i) => `${caseYears[i] ?? ''}-${String(m).padStart(2, '0')}`).filter((m) => /^\d{4}-\d{2}$/.test(m))
    if (!months.length) return response(200).json(ok({ scheduleCaseDateList: [] }))
    const sorted = [...months].sort()
    const days = causeCounts(db(), advocate, `${sorted[0]}-01`, `${sorted.at(-1)}-31`)
    const scheduleCaseDateList = [...days]
      .filter(([date]) => months.includes(monthOf(date)))
      .map(([caseDate, caseCount]) => ({ caseDate, caseCount }))
      .sort((a, b) => a.caseDate.localeCompare(b.caseDate))
    return response(200).json(ok({ scheduleCaseDateList }))
  }),

  http.post('/get-case-date-pdf-list', async ({ request, response }) => {
    const user = authUser(request)
    const { EncryptedAdvocateCode, CaseDate } = await request.json()
    const code = advocateScope(user, EncryptedAdvocateCode)
    const entries = causeList(db(), code, CaseDate, CaseDate).get(CaseDate) ?? []
    if (!entries.length) throw fail(404, NO_CASES_ON(CaseDate))
    const advocate = db().advocates.find((a) => a.advocateCode === code)
    const { renderReport } = await import('../pdf/render')
    const pdf = await renderReport({
      title: 'Case Schedule',
      lines: [`Advocate: ${advocate?.advocateName ?? ''}`, `Date: ${reportDate(CaseDate)}`, `Cases listed: ${entries.length}`],
      head: ['S. No.', 'Court', 'Court No', 'Case No', 'Case Title', 'Party', 'Purpose', 'Client'],
      body: entries.map((e, i) => [i + 1, e.court?.courtName ?? '', e.case.courtNo, e.case.clientCaseNo, e.case.caseTitle, e.case.party, e.purpose, e.client?.clientName ?? '']),
      language: pdfLanguage(request),
    })
    return response.untyped(HttpResponse.arrayBuffer(pdf, { headers: { 'Content-Type': 'application/pdf' } }))
  }),

  http.post('/client-list', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = advocateScope(user, body.EncryptedAdvocateCode)
    const counts = new Map<number, number>()
    for (const c of db().cases) if (c.advocateCode === advocate) counts.set(c.clientCode, (counts.get(c.clientCode) ?? 0) + 1)
    const states = new Map(db().states.map((s) => [s.stateCode, s.stateName]))
    const { rows: shown, totalCount } = listOf(
      db().clients.filter((c) => c.advocateCode === advocate),
      body,
      { search: (c) => [c.clientName, c.clientCode, c.mobileNo, c.emailId], sort: byText((c) => c.clientName) },
    )
    return response(200).json(
      ok({
        totalCount,
        clientList: shown.map((c) => ({
          clientName: c.clientName,
          clientCode: String(c.clientCode),
          encryptedClientCode: idOf(KIND.client, c.clientCode),
          mobileNo: c.mobileNo,
          emailId: c.emailId,
          totalNoOfCase: counts.get(c.clientCode) ?? 0,
          contactPerson: c.contactPerson,
          stateName: states.get(c.stateCode) ?? '',
        })),
      }),
    )
  }),

  http.post('/client-case-detail-list', async ({ request, response }) => {
    const user = authUser(request)
    const { encryptedAdvocateCode, clientCode } = await request.json()
    const advocate = advocateScope(user, encryptedAdvocateCode)
    const cases = db().cases.filter((c) => c.advocateCode === advocate && String(c.clientCode) === clientCode)
    return response(200).json(
      ok({
        clientCaseDetailList: cases.map((c) => ({
          caseNo: c.clientCaseNo,
          caseTitle: c.caseTitle,
          previousDate: c.previousHearingDate,
          nextDate: c.nextHearingDate,
          fileLocation: fileLocation(c),
        })),
      }),
    )
  }),

  http.post('/get-action-details-list', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = advocateScope(user, body.EncryptedAdvocateCode)
    const clients = clientsOf(db())
    const courts = courtsOf(db())
    const cases = new Map(db().cases.map((c) => [c.caseId, c]))
    const rows = db()
      .actionDetails.filter((a) => a.advocateCode === advocate)
      .filter((a) => !body.ClientCode || String(a.clientCode) === body.ClientCode)
      .filter((a) => !body.CaseNo || a.caseNo === body.CaseNo)
      .map((a) => ({ a, clientName: clients.get(a.clientCode)?.clientName ?? '', courtName: courts.get(cases.get(a.caseId)?.courtCode ?? 0)?.courtName ?? '' }))
    const { rows: shown, totalCount } = listOf(rows, body, {
      search: ({ a, clientName, courtName }) => [clientName, a.caseNo, a.actionItem, courtName, a.reminderStatus],
      // Open reminders first, the nearest date first within each group.
      sort: (x, y) => (x.a.reminderStatus === y.a.reminderStatus ? x.a.date.localeCompare(y.a.date) : x.a.reminderStatus === 'Open' ? -1 : 1),
    })
    return response(200).json(
      ok({
        totalCount,
        actionDetailsList: shown.map(({ a, clientName, courtName }) => ({
          actionDetailId: a.actionDetailId,
          actionId: idOf(KIND.action, a.actionDetailId),
          clientName,
          caseNo: a.caseNo,
          date: a.date,
          reminderDays: a.reminderDays,
          actionItem: a.actionItem,
          courtName,
          reminderStatus: a.reminderStatus,
          clientCode: String(a.clientCode),
          caseId: idOf(KIND.case, a.caseId),
          modifiedBy: a.modifiedBy,
        })),
      }),
    )
  }),

  http.post('/update-action-detail-status', async ({ request, response }) => {
    const user = authUser(request)
    const { actionDetailId, reminderStatus, modifiedBy } = await request.json()
    const action = db().actionDetails.find((a) => a.actionDetailId === actionDetailId)
    if (!action || (user.advocateCode !== null && action.advocateCode !== user.advocateCode)) throw fail(404, 'The action was not found.')
    // Spec §4: Open to Close only; Close is final.
    if (reminderStatus !== 'Close' || action.reminderStatus === 'Close') throw fail(409, 'Only an open action can be closed.')
    action.reminderStatus = 'Close'
    action.modifiedBy = modifiedBy.toUpperCase()
    commit()
    return response(200).json(ok(null, ACTION_CLOSED))
  }),

  http.post('/case-next-date-list', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const advocate = advocateScope(user, body.EncryptedAdvocateCode)
    const clients = clientsOf(db())
    // Pending: still ongoing, but the next date has passed without a new one being entered.
    const now = localToday()
    const rows = db()
      .cases.filter((c) => c.advocateCode === advocate && c.caseStatus === 'ONGOING' && c.nextHearingDate < now)
      .map((c) => ({ c, clientName: clients.get(c.clientCode)?.clientName ?? '' }))
    const { rows: shown, totalCount } = listOf(rows, body, {
      search: ({ c, clientName }) => [clientName, c.clientCaseNo, c.caseTitle],
      sort: (x, y) => x.c.nextHearingDate.localeCompare(y.c.nextHearingDate),
    })
    return response(200).json(
      ok({
        totalCount,
        caseNextDateList: shown.map(({ c, clientName }) => ({
          clientName,
          caseDetail: `${c.clientCaseNo} / ${c.caseTitle}`,
          nextDate: c.nextHearingDate,
          status: c.caseStatus,
          action: 'UPDATE NEXT DATE',
          caseId: idOf(KIND.case, c.caseId),
          clientCode: String(c.clientCode),
          caseNo: c.clientCaseNo,
        })),
      }),
    )
  }),
]

