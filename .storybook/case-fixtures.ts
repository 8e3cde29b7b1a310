import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { provider } from '@mocks/provider'

/** A case of the demo advocate's seeded practice with `status`, and its client's name: what a story opens. */
export function seededCase(status: 'ONGOING' | 'DISPOSED') {
  const { cases, clients } = provider().db
  const found = cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === status && c.countryCode === 'IN')!
  return { caseNo: found.clientCaseNo, clientName: clients.find((c) => c.clientCode === found.clientCode)!.clientName }
}

/** The opaque id of such a case, as the dashboard's pending list links to it. */
export const seededCaseId = (status: 'ONGOING' | 'DISPOSED') => {
  const { cases } = provider().db
  const found = cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === status && c.countryCode === 'IN')!
  return encryptId('case', found.caseId)
}
