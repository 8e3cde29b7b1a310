import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { DEMO_ADVOCATE_CODE, addDays, encryptId } from '@mocks/db'
import { CASE_ADDED, CASE_DELETED, CASE_HAS_PAYMENTS, CASE_NO_TAKEN, CASE_UPDATED, DISPOSED_READ_ONLY, FILING_IN_FUTURE, NEXT_NOT_AFTER_REGISTER } from '@mocks/handlers/cases'
import { CASE_UPDATE_RIGHT, MESSAGES } from '@mocks/http'
import { localToday, provider } from '@mocks/provider'
import { causeList } from '@mocks/queries'
import { signInAs } from '../support/session'

const advocateCode = encryptId('advocate', DEMO_ADVOCATE_CODE)
const db = () => provider().db
const ownCases = () => db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)

/** A valid new case for the demo advocate's first client, in a court it already uses. */
function newCase(patch: Record<string, unknown> = {}) {
  const sample = ownCases()[0]
  const caseType = db().caseTypes.find((t) => t.courtCode === sample.courtCode) ?? db().caseTypes[0]
  return {
    encryptedAdvocateCode: advocateCode,
    IsClientExist: true,
    clientCode: String(sample.clientCode),
    clientCaseNo: `CT/${Math.floor(Math.random() * 1e9)}/2026`,
    caseTitle: 'CONTRACT VS TEST',
    caseCode: String(caseType.caseCode),
    countryCode: sample.countryCode,
    stateCode: sample.stateCode,
    courtCode: String(sample.courtCode),
    caseRegisterDate: '2026-01-10',
    nextHearingDate: addDays(localToday(), 20),
    purpose: 'Argument' as const,
    party: 'Petitioner' as const,
    ...patch,
  }
}

describe('case registration calls', () => {
  it('registers a case for an existing client, shows it in that client’s list and in the calendar count of its day', async () => {
    await signInAs('advocate')
    const body = newCase()
    const day = body.nextHearingDate
    const before = causeList(db(), DEMO_ADVOCATE_CODE, day, day).get(day)?.length ?? 0
    const { data } = await api.POST('/case-registration', { body })
    expect(data!.message).toBe(CASE_ADDED)
    expect(data!.data.clientCode).toBe(body.clientCode)
    const list = await api.POST('/advocate-client-case-list', { body: { pageNumber: 1, PageSize: 15, searchText: body.clientCaseNo, encryptedAdvocateCode: advocateCode, clientCode: body.clientCode } })
    expect(list.data!.data.advocateCaseList).toEqual([expect.objectContaining({ clientCaseNo: body.clientCaseNo, caseStatus: 'ONGOING', encryptedCaseId: data!.data.encryptedAdvocateClientCaseId })])
    expect(causeList(db(), DEMO_ADVOCATE_CODE, day, day).get(day)?.length).toBe(before + 1)
    const detail = await api.POST('/get-advocate-client-case-master-detail', { body: { EncryptedAdvocateCode: advocateCode, EncryptedCaseId: data!.data.encryptedAdvocateClientCaseId } })
    expect(detail.data!.data.caseDetail).toMatchObject({ clientCaseNo: body.clientCaseNo, nextHearingDate: day, courtCode: body.courtCode })
    const dropdown = await api.POST('/get-client-case-master-list', { body: { EncryptedAdvocateCode: advocateCode, ClientCode: body.clientCode } })
    expect(dropdown.data!.data.caseMasterList.map((c) => c.caseNo)).toContain(body.clientCaseNo)
  })

  it('creates the offender’s new client with the case in one call', async () => {
    await signInAs('advocate')
    const sample = ownCases()[0]
    const { data } = await api.POST('/case-registration', {
      body: newCase({
        IsClientExist: false,
        clientCode: undefined,
        Client: { EncryptedAdvocateCode: advocateCode, ClientName: 'NEW OFFENDER', CountryCode: sample.countryCode, StateCode: sample.stateCode, EmailId: 'new.offender@example.in', MobileNo: '9876512345', AddUser: 'ADVOCATE' },
      }),
    })
    const client = db().clients.find((c) => String(c.clientCode) === data!.data.clientCode)
    expect(client).toMatchObject({ clientName: 'NEW OFFENDER', advocateCode: DEMO_ADVOCATE_CODE, mobileNo: '9876512345' })
  })

  it('refuses what a real provider must: dates out of order, a filing date ahead, a court of another state, a case number the client has', async () => {
    await signInAs('advocate')
    await expect(api.POST('/case-registration', { body: newCase({ nextHearingDate: '2026-01-10' }) })).rejects.toEqual(new ApiError(NEXT_NOT_AFTER_REGISTER, 400))
    await expect(api.POST('/case-registration', { body: newCase({ filingDate: addDays(localToday(), 1) }) })).rejects.toEqual(new ApiError(FILING_IN_FUTURE, 400))
    const elsewhere = db().courts.find((c) => c.stateCode !== ownCases()[0].stateCode)!
    await expect(api.POST('/case-registration', { body: newCase({ courtCode: String(elsewhere.courtCode) }) })).rejects.toThrow('courtCode')
    const taken = ownCases()[0]
    await expect(api.POST('/case-registration', { body: newCase({ clientCaseNo: taken.clientCaseNo.toLowerCase() }) })).rejects.toEqual(new ApiError(CASE_NO_TAKEN(taken.clientCaseNo.toLowerCase()), 409))
    await expect(api.POST('/case-registration', { body: newCase({ clientCode: undefined }) })).rejects.toThrow(/clientCode/)
  })

  it('grants updates through the AdvocateClientCaseUpdate right: the advocate has it, the clerk does not', async () => {
    const advocate = await signInAs('advocate')
    expect(advocate.roles).toContain(CASE_UPDATE_RIGHT)
    const open = ownCases().find((c) => c.caseStatus === 'ONGOING')!
    const body = { ...newCase({ clientCode: String(open.clientCode), clientCaseNo: open.clientCaseNo, courtCode: String(open.courtCode), stateCode: open.stateCode, countryCode: open.countryCode, caseCode: String(open.caseCode), caseRegisterDate: open.caseRegisterDate, nextHearingDate: addDays(open.caseRegisterDate, 400) }), EncryptedCaseId: encryptId('case', open.caseId), ModifyUser: 'ADVOCATE', caseTitle: 'UPDATED TITLE' }
    expect((await api.POST('/update-advocate-client-case', { body })).data!.message).toBe(CASE_UPDATED)
    expect(db().cases.find((c) => c.caseId === open.caseId)!.caseTitle).toBe('UPDATED TITLE')
    const clerk = await signInAs('clerk')
    expect(clerk.roles).not.toContain(CASE_UPDATE_RIGHT)
    await expect(api.POST('/update-advocate-client-case', { body })).rejects.toEqual(new ApiError(MESSAGES.noAccess, 403))
  })

  it('keeps a disposed case as it is and a case under its client', async () => {
    await signInAs('advocate')
    const disposed = ownCases().find((c) => c.caseStatus === 'DISPOSED')!
    const body = { ...newCase({ clientCode: String(disposed.clientCode), clientCaseNo: disposed.clientCaseNo }), EncryptedCaseId: encryptId('case', disposed.caseId), ModifyUser: 'ADVOCATE' }
    await expect(api.POST('/update-advocate-client-case', { body })).rejects.toEqual(new ApiError(DISPOSED_READ_ONLY, 409))
    const open = ownCases().find((c) => c.caseStatus === 'ONGOING')!
    const other = db().clients.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.clientCode !== open.clientCode)!
    await expect(api.POST('/update-advocate-client-case', { body: { ...body, EncryptedCaseId: encryptId('case', open.caseId), clientCode: String(other.clientCode) } })).rejects.toThrow('keeps its client')
  })

  it('deletes a case with its actions and hearings, but not one with payments, and never another advocate’s', async () => {
    await signInAs('advocate')
    const { data } = await api.POST('/case-registration', { body: newCase() })
    const id = data!.data.encryptedAdvocateClientCaseId
    expect((await api.DELETE('/delete-advocate-client-case', { body: { EncryptedCaseId: id } })).data!.message).toBe(CASE_DELETED)
    await expect(api.POST('/get-advocate-client-case-master-detail', { body: { EncryptedAdvocateCode: advocateCode, EncryptedCaseId: id } })).rejects.toEqual(new ApiError('The case was not found.', 404))
    const paid = db().clientPayments.find((p) => ownCases().some((c) => c.caseId === p.caseId))!
    await expect(api.DELETE('/delete-advocate-client-case', { body: { EncryptedCaseId: encryptId('case', paid.caseId) } })).rejects.toEqual(new ApiError(CASE_HAS_PAYMENTS, 409))
    const foreign = db().cases.find((c) => c.advocateCode !== DEMO_ADVOCATE_CODE)
    if (foreign) await expect(api.DELETE('/delete-advocate-client-case', { body: { EncryptedCaseId: encryptId('case', foreign.caseId) } })).rejects.toEqual(new ApiError('The case was not found.', 404))
  })
})
