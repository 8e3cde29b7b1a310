import { addDays } from '../dates'
import type { ActionDetail, Case } from '../types'
import { ACTION_ITEMS } from './catalog'
import type { SeedContext } from './context'

/**
 * Follow-up reminders on ongoing cases, dated from 10 days ago to 30 days ahead. Past ones are
 * mostly closed, future ones mostly open, so the dashboard shows both states.
 */
export function generateActions(ctx: SeedContext, cases: Case[], count: number, staff: string[]): ActionDetail[] {
  const { rng, today, db } = ctx
  const open = cases.filter((c) => c.caseStatus === 'ONGOING')
  const rows: ActionDetail[] = []
  let id = db.actionDetails.length + 1
  for (let i = 0; i < count && open.length; i++) {
    const c = rng.pick(open)
    const date = addDays(today, rng.int(-10, 30))
    const closed = date < today ? rng.chance(0.75) : rng.chance(0.2)
    const createdBy = rng.pick(staff)
    rows.push({
      actionDetailId: id++,
      advocateCode: c.advocateCode,
      clientCode: c.clientCode,
      caseId: c.caseId,
      caseNo: c.clientCaseNo,
      date,
      reminderDays: rng.int(1, 7),
      actionItem: rng.pick(ACTION_ITEMS),
      reminderStatus: closed ? 'Close' : 'Open',
      createdBy,
      modifiedBy: closed ? rng.pick(staff) : null,
    })
  }
  return rows
}
