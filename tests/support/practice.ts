import { provider } from '@mocks/provider'

/** Takes every client, case, hearing, payment and action of one advocate out of the mock's store: a practice to import into. */
export function emptyPractice(advocateCode: number) {
  const d = provider().db
  const mine = new Set(d.cases.filter((c) => c.advocateCode === advocateCode).map((c) => c.caseId))
  d.hearings = d.hearings.filter((h) => !mine.has(h.caseId))
  d.clientPayments = d.clientPayments.filter((x) => !mine.has(x.caseId))
  d.actionDetails = d.actionDetails.filter((x) => !mine.has(x.caseId))
  d.cases = d.cases.filter((c) => !mine.has(c.caseId))
  d.clients = d.clients.filter((c) => c.advocateCode !== advocateCode)
}
