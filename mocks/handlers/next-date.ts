import type { Case } from '../db'
import { advocateScope, authUser, fail, http, ok } from '../http'
import { commit, db, localToday, provider } from '../provider'
import { DISPOSED_READ_ONLY, caseRecord } from './cases'

export const NEXT_DATE_SAVED = 'Case next date details saved successfully!'
export const NEXT_NOT_AFTER_CURRENT = 'Next Date should greater than Current Date'
export const NEXT_BEFORE_TODAY = 'Next date cannot be before today'
/** 409 when the save was recorded against a hearing date the case no longer has (contract: add-case-next-date-detail). */
export const HEARING_CHANGED = 'The hearing date of this case changed meanwhile: the next date was not saved.'

/** The case a next-date call names by client and case number, of the user's advocate; else 404. */
function caseOf(advocateCode: number, clientCode: string, caseNo: string): Case {
  const found = db().cases.find((c) => c.advocateCode === advocateCode && String(c.clientCode) === clientCode && c.clientCaseNo.toUpperCase() === caseNo.trim().toUpperCase())
  if (!found) throw fail(404, 'The case was not found.')
  return found
}

/** Case next date (spec 2 §2, §7): the current values of a case, and the hearing that moves it on. */
export const nextDateHandlers = [
  http.post('/get-case-next-date-detail', async ({ request, response }) => {
    const user = authUser(request)
    const { EncryptedAdvocateCode, ClientCode, CaseNo } = await request.json()
    return response(200).json(ok({ caseDetail: caseRecord(caseOf(advocateScope(user, EncryptedAdvocateCode), ClientCode, CaseNo)) }))
  }),

  http.post('/add-case-next-date-detail', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const c = caseOf(advocateScope(user, body.EncryptedAdvocateCode), body.ClientCode, body.ClientCaseNo)
    if (c.caseStatus === 'DISPOSED') throw fail(409, DISPOSED_READ_ONLY)
    // A save recorded against another hearing date is stale or a second send of one already applied: never written twice.
    if (body.PreviousDate && body.PreviousDate !== c.nextHearingDate) throw fail(409, HEARING_CHANGED)
    const today = localToday()
    // A hearing has taken place once its day has come. Moved before then, it never happened: the new date
    // replaces it, so no reader (calendar, cause list, reports, court day, export) can show it on its old day.
    const tookPlace = c.nextHearingDate <= today
    // A disposal has no further hearing: it may keep the current hearing date as the case's last one, once held.
    const disposal = tookPlace && body.CaseStatus === 'DISPOSED' && body.NextHearingDate === c.nextHearingDate
    // Spec 2 §5: later than the register date and the current hearing date, and not in the past.
    // A court's list may advance a hearing still to come (issue 24): then an earlier date is the court's own.
    const advanced = body.ListedByCourt === true && !tookPlace && body.NextHearingDate !== c.nextHearingDate
    if (!disposal && (body.NextHearingDate <= c.caseRegisterDate || (!advanced && body.NextHearingDate <= c.nextHearingDate))) throw fail(400, NEXT_NOT_AFTER_CURRENT)
    if (!disposal && body.NextHearingDate < today) throw fail(400, NEXT_BEFORE_TODAY)
    const court = db().courts.find((x) => String(x.courtCode) === body.NextCourtCode)
    if (!court) throw fail(400, 'NextCourtCode: the court was not found.')
    if (tookPlace) {
      db().hearings.push({
        hearingId: provider().nextId('hearings'),
        caseId: c.caseId,
        hearingDate: c.nextHearingDate,
        courtCode: c.courtCode,
        courtNo: c.courtNo,
        judgeName: c.judgeName,
        purpose: c.purpose,
        caseStatus: body.CaseStatus ?? c.caseStatus,
        advocateComment: body.Description ?? '',
        clientComment: body.ClientComment ?? '',
      })
    }
    Object.assign(c, {
      previousHearingDate: tookPlace ? c.nextHearingDate : c.previousHearingDate,
      nextHearingDate: body.NextHearingDate,
      courtCode: court.courtCode,
      courtType: court.courtType,
      courtNo: body.CourtNo ?? '',
      judgeName: body.JudgeName ?? '',
      attendantAdvocateName: body.AttendantAdvocateName ?? c.attendantAdvocateName,
      purpose: body.Purpose ?? c.purpose,
      caseStatus: body.CaseStatus ?? c.caseStatus,
      oppAdvName: body.OppAdvName ?? c.oppAdvName,
      oppAdvMob: body.OppAdvMob ?? c.oppAdvMob,
      fileNo: body.FileNo ?? '',
      roomNo: body.RoomNo ?? '',
      almirah: body.Almirah ?? '',
      rack: body.Rack ?? '',
      fileDescription: body.FileDescription ?? '',
    })
    commit()
    return response(200).json(ok(null, NEXT_DATE_SAVED))
  }),
]
