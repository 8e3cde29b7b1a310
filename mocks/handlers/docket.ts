import { HttpResponse } from 'msw'
import { dayCauseListInSteps } from '../cause-list/day'
import { DOCKET, docketBody } from '../cause-list/docket'
import { advocateScope, authUser, fail, http } from '../http'
import { db } from '../provider'
import { NO_RECORDS, scheduleRows, withCaseDetail } from './case-schedule'
import { reportDate } from './dashboard'
import { pdfLanguage } from '../pdf/language'

/** Issue 24: the day's docket to carry, built like every report (the one PDF pipeline). */
export const docketHandlers = [
  http.post('/get-docket-pdf', async ({ request, response }) => {
    const { EncryptedAdvocateCode, ListDate } = await request.json()
    const advocateCode = advocateScope(authUser(request), EncryptedAdvocateCode)
    const rows = withCaseDetail(scheduleRows(db(), advocateCode, { from: ListDate, to: ListDate, clientCode: '', clientCaseNo: '', courtCode: '' }))
    if (!rows.length) throw fail(404, NO_RECORDS)
    const day = await dayCauseListInSteps(advocateCode, ListDate)
    const { renderReport } = await import('../pdf/render')
    const advocate = db().advocates.find((a) => a.advocateCode === advocateCode)?.advocateName ?? ''
    const pdf = await renderReport({
      title: DOCKET.title(reportDate(ListDate)),
      lines: [`Advocate: ${advocate}`, `Hearings: ${rows.length}`, `Cause lists held: ${day.lists.map((l) => `${l.courtName} (${l.listType.toLowerCase()})`).join(', ') || 'none'}`],
      head: DOCKET.head,
      body: docketBody(rows, day, ListDate, reportDate),
      orientation: 'landscape',
      language: pdfLanguage(request),
    })
    return response.untyped(HttpResponse.arrayBuffer(pdf, { headers: { 'Content-Type': 'application/pdf' } }))
  }),
]
