import type { Check, Exchange, Finding } from '../types'
import { answered, dataOf, finding, has, post } from './util'

const EXPECTED = "Another advocate's cases and payments are not readable (403 or 404)."

/**
 * One practice's cases and payments, asked for with another advocate's token by the ids the first advocate's
 * own lists give. Reading only; skipped without a second advocate (the admin may read every practice by right).
 */
export const otherPracticeCasesPayments: Check = {
  name: 'security/other-practice-cases-payments-hidden',
  tags: ['security'],
  describe: 'POST /client-list and /advocate-client-case-list as the advocate; /get-advocate-client-case-master-detail and /payment-detail-list of those as advocate2',
  async run(ctx) {
    if (!has(ctx, 'advocate', 'advocate2')) {
      ctx.log(`skipped: ${this.name}: no second advocate`)
      return []
    }
    const own = ctx.loginData?.advocate?.encryptedAdvocateCode
    const theirs = ctx.loginData?.advocate2?.encryptedAdvocateCode
    const clients = await post(ctx, '/client-list', { pageNumber: 1, pageSize: 1 }, 'advocate')
    const cases = await post(ctx, '/advocate-client-case-list', { pageNumber: 1, PageSize: 1, encryptedAdvocateCode: own }, 'advocate')
    const exchanges: Exchange[] = [clients.exchange, cases.exchange]
    const client = dataOf<{ clientList?: { encryptedClientCode?: string }[] }>(clients.json)?.clientList?.[0]?.encryptedClientCode
    const caseId = dataOf<{ advocateCaseList?: { encryptedCaseId?: string }[] }>(cases.json)?.advocateCaseList?.[0]?.encryptedCaseId
    const findings: Finding[] = []
    const refused = (answer: { status: number }) => answer.status === 403 || answer.status === 404
    if (caseId) {
      const answer = await post(ctx, '/get-advocate-client-case-master-detail', { EncryptedAdvocateCode: theirs, EncryptedCaseId: caseId }, 'advocate2')
      if (!refused(answer)) findings.push(finding(this.name, EXPECTED, `the case: ${answered(answer)}`, [...exchanges, answer.exchange]))
    } else ctx.log(`skipped: ${this.name}: the advocate has no case to ask for`)
    if (client) {
      const answer = await post(ctx, '/payment-detail-list', { pageNumber: 1, pageSize: 15, EncryptedAdvocateCode: theirs, encryptedClientCode: client }, 'advocate2')
      if (!refused(answer)) findings.push(finding(this.name, EXPECTED, `the client's payments: ${answered(answer)}`, [...exchanges, answer.exchange]))
    } else ctx.log(`skipped: ${this.name}: the advocate has no client to ask for`)
    return findings
  },
}
