import type { components } from '../../src/api/schema.gen'
import type { ActionDetail, Case, SecurityUser } from '../db'
import { advocateScope, authUser, fail, http, ok } from '../http'
import { findRow } from '../kit'
import { commit, db, localToday, provider } from '../provider'

export const ACTION_ADDED = 'Action details added successfully!'
export const ACTION_UPDATED = 'Action details updated successfully!'
export const CASE_NOT_FOUND = 'The case was not found.'
/** Spec 2 §5: the provider refuses what the dialog refuses, in the same words. */
export const NOT_AFTER_REGISTER = 'Next action date cannot be same or less than register Date'
export const BEFORE_TODAY = "Next action date cannot be less than today's date"

type AddRequest = components['schemas']['ActionAddRequest']

/** The advocate's case the request names (client code and the case's own number), else 404. */
function caseOf(user: SecurityUser, body: AddRequest): Case {
  const advocate = advocateScope(user, body.EncryptedAdvocateCode)
  const found = db().cases.find((c) => c.advocateCode === advocate && String(c.clientCode) === body.ClientCode && c.clientCaseNo === body.CaseNo)
  if (!found) throw fail(404, CASE_NOT_FOUND)
  return found
}

/**
 * The action date is later than the case's register date (the stored one: the request's RegistrationDate
 * is what the screen knew) and not before today, else 400 with the dialog's message.
 */
function checkDate(found: Case, date: string) {
  if (date <= found.caseRegisterDate) throw fail(400, NOT_AFTER_REGISTER)
  if (date < localToday()) throw fail(400, BEFORE_TODAY)
}

/** What the form sends, as the store keeps it: the action item upper-cased. */
const stored = (body: AddRequest) => ({
  date: body.NextDate,
  reminderDays: body.ReminderDays,
  reminderStatus: body.ReminderStatus,
  actionItem: body.ActionItem.trim().toUpperCase(),
})

/** Follow-up actions of a case (spec 2 §2 "Action details dialog", §7): scoped to the advocate, checked like the dialog checks them. */
export const actionHandlers = [
  http.post('/add-action-details', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const found = caseOf(user, body)
    checkDate(found, body.NextDate)
    const row: ActionDetail = {
      actionDetailId: provider().nextId('actionDetails'),
      advocateCode: found.advocateCode,
      clientCode: found.clientCode,
      caseId: found.caseId,
      caseNo: found.clientCaseNo,
      ...stored(body),
      createdBy: body.CreatedBy.trim().toUpperCase(),
      modifiedBy: null,
    }
    db().actionDetails.push(row)
    commit()
    return response(200).json(ok(null, ACTION_ADDED))
  }),

  http.post('/update-action-details', async ({ request, response }) => {
    const user = authUser(request)
    const body = await request.json()
    const found = caseOf(user, body)
    // An action of that case only: another case's (or another advocate's) action is not found.
    const action = findRow('actionDetails', body.EncryptedActionDetailId, (a) => a.caseId === found.caseId)
    checkDate(found, body.NextDate)
    // The creator stays who created it; the update records who modified it.
    Object.assign(action, stored(body), { modifiedBy: body.ModifiedBy.trim().toUpperCase() })
    commit()
    return response(200).json(ok(null, ACTION_UPDATED))
  }),
]
