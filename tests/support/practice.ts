import { api } from '@/api/client'
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

/** Every row of a practice's export, page after page, as the app reads it. */
export async function exportedRows(EncryptedAdvocateCode: string) {
  const rows = []
  for (let PageNumber = 1; ; PageNumber++) {
    const { data } = await api.POST('/get-practice-export', { body: { EncryptedAdvocateCode, PageNumber, PageSize: 5000 } })
    rows.push(...data!.data.Rows)
    if (rows.length >= data!.data.TotalCount || !data!.data.Rows.length) return rows
  }
}
