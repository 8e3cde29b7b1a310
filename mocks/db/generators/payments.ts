import { addDays, daysBetween } from '../dates'
import type { Case, ClientPayment } from '../types'
import type { SeedContext } from './context'

/**
 * Fees received: for a share of the cases, one to three instalments in the last eighteen months
 * (never before the case was registered), rounded to ₹500 and adding up to at most the fee.
 */
export function generatePayments(ctx: SeedContext, cases: Case[], share: number, most = 3): ClientPayment[] {
  const { rng, today, db } = ctx
  const rows: ClientPayment[] = []
  let id = db.clientPayments.length + 1
  const earliest = addDays(today, -540)
  for (const c of cases) {
    if (!rng.chance(share)) continue
    const from = c.caseRegisterDate > earliest ? c.caseRegisterDate : earliest
    let left = c.consultingFees
    const count = rng.int(1, most)
    for (let k = 0; k < count && left >= 500; k++) {
      const amount = Math.min(left, Math.max(1, Math.round((c.consultingFees * rng.int(15, 50)) / 100 / 500)) * 500)
      left -= amount
      const paymentDate = addDays(from, rng.int(0, Math.max(0, daysBetween(from, today))))
      const cheque = rng.chance(0.55)
      rows.push({
        clientPaymentId: id++,
        clientCode: c.clientCode,
        caseId: c.caseId,
        caseNo: c.clientCaseNo,
        paymentType: cheque ? 'Cheque' : 'Cash',
        paymentNo: cheque ? rng.digits(6) : '',
        chequeDate: cheque ? addDays(paymentDate, -rng.int(0, 7)) : null,
        paymentDate,
        amount,
      })
    }
  }
  return rows
}
