import { api } from '@/api/client'
import { DEMO_ADVOCATE_CODE, addDays, encryptId, type IsoDate } from '@mocks/db'
import { db } from '@mocks/provider'

export const DEMO_ADVOCATE = encryptId('advocate', DEMO_ADVOCATE_CODE)

export interface RegisteredCase {
  clientCode: string
  clientCaseNo: string
  courtCode: string
  encryptedCaseId: string
}

/** The demo advocate keeps clients and masters but no case, so every count or list on screen is the test's own. */
export function withoutCases() {
  const data = db()
  data.cases = data.cases.filter((c) => c.advocateCode !== DEMO_ADVOCATE_CODE)
}

let serial = 0

/**
 * Registers a case of the demo advocate through the provider, its hearing on `nextHearingDate` and its
 * register date a month before it: for the client `clientCode`, or for a new client named `clientName`.
 */
export async function registerCase(nextHearingDate: IsoDate, client: { clientCode: string } | { clientName: string }): Promise<RegisteredCase> {
  const caseType = db().caseTypes.find((t) => t.countryCode === 'IN' && db().courts.some((c) => c.courtCode === t.courtCode))!
  const court = db().courts.find((c) => c.courtCode === caseType.courtCode)!
  const clientCaseNo = `RD/${++serial}/2026`
  const { data } = await api.POST('/case-registration', {
    body: {
      encryptedAdvocateCode: DEMO_ADVOCATE,
      ...('clientCode' in client
        ? { IsClientExist: true, clientCode: client.clientCode }
        : {
            IsClientExist: false,
            Client: { EncryptedAdvocateCode: DEMO_ADVOCATE, ClientName: client.clientName, CountryCode: court.countryCode, StateCode: court.stateCode, EmailId: 'redate@example.in', MobileNo: '9876512345', AddUser: 'ADVOCATE' },
          }),
      clientCaseNo,
      caseTitle: 'RE-DATE VS TEST',
      caseCode: String(caseType.caseCode),
      countryCode: court.countryCode,
      stateCode: court.stateCode,
      courtCode: String(caseType.courtCode),
      caseRegisterDate: addDays(nextHearingDate, -30),
      nextHearingDate,
      purpose: 'Argument',
      party: 'Petitioner',
    },
  })
  return { clientCode: data!.data.clientCode, clientCaseNo, courtCode: String(caseType.courtCode), encryptedCaseId: data!.data.encryptedAdvocateClientCaseId }
}

/** Records the next date of a case through the provider, against the hearing of `current` (as both next-date screens send it). */
export async function recordNextDate(c: RegisteredCase, current: IsoDate, next: IsoDate) {
  const { data } = await api.POST('/add-case-next-date-detail', {
    body: { EncryptedAdvocateCode: DEMO_ADVOCATE, ClientCode: c.clientCode, ClientCaseNo: c.clientCaseNo, NextCourtCode: c.courtCode, PreviousDate: current, NextHearingDate: next, AddUser: 'ADVOCATE' },
  })
  return data!.message
}
