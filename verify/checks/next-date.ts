import type { Check } from '../types'
import { answered, dataOf, finding, post } from './util'

interface Row {
  clientCode: string
  caseNo: string
  status?: string
}
interface CaseRecord {
  courtCode: number | string
  nextHearingDate: string
  caseStatus: string
}

const STALE = 'The hearing date of this case changed meanwhile: the next date was not saved.'
const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
const daysAfter = (iso: string, n: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

/**
 * A next date saved against a hearing date that is no longer the case's (a save sent twice on a weak signal, or
 * from a second device) is refused with 409 and changes nothing. Tagged write: a provider without the rule would
 * save it.
 */
export const staleNextDate: Check = {
  name: 'behaviour/next-date-stale-409',
  tags: ['behaviour', 'write'],
  describe: 'POST /case-next-date-list, /get-case-next-date-detail, then /add-case-next-date-detail with a stale PreviousDate, then the detail again',
  async run(ctx) {
    const code = ctx.loginData?.advocate?.encryptedAdvocateCode
    const list = await post(ctx, '/case-next-date-list', { pageNumber: 1, pageSize: 20, ...(code ? { EncryptedAdvocateCode: code } : {}) }, 'advocate')
    const row = dataOf<{ caseNextDateList?: Row[] }>(list.json)?.caseNextDateList?.find((r) => r.status !== 'DISPOSED')
    if (list.status !== 200 || !row) {
      ctx.log(`skipped: ${this.name}: no pending case in the advocate's next-date list (${answered(list)})`)
      return []
    }
    const ask = { EncryptedAdvocateCode: code, ClientCode: row.clientCode, CaseNo: row.caseNo }
    const before = await post(ctx, '/get-case-next-date-detail', ask, 'advocate')
    const current = dataOf<{ caseDetail?: CaseRecord }>(before.json)?.caseDetail
    if (before.status !== 200 || !current) {
      return [finding(this.name, 'A case listed by case-next-date-list can be read by get-case-next-date-detail.', answered(before), [list.exchange, before.exchange])]
    }
    const save = {
      EncryptedAdvocateCode: code,
      ClientCode: row.clientCode,
      ClientCaseNo: row.caseNo,
      NextCourtCode: String(current.courtCode),
      NextHearingDate: daysAfter(current.nextHearingDate > new Date().toISOString().slice(0, 10) ? current.nextHearingDate : new Date().toISOString().slice(0, 10), 60),
      PreviousDate: dayBefore(current.nextHearingDate),
      AddUser: 'VERIFY',
    }
    const stale = await post(ctx, '/add-case-next-date-detail', save, 'advocate')
    const after = await post(ctx, '/get-case-next-date-detail', ask, 'advocate')
    const exchanges = [before.exchange, stale.exchange, after.exchange]
    const message = (stale.json as { message?: string } | null)?.message
    const still = dataOf<{ caseDetail?: CaseRecord }>(after.json)?.caseDetail?.nextHearingDate
    if (stale.status !== 409 || message !== STALE) return [finding(this.name, `A stale save is refused with 409 '${STALE}'.`, answered(stale), exchanges)]
    if (still !== current.nextHearingDate) return [finding(this.name, 'A refused save changes nothing.', `the hearing date moved from ${current.nextHearingDate} to ${still}`, exchanges)]
    return []
  },
}
