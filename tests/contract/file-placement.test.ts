import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { MESSAGES } from '@mocks/http'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { CASE_NOT_FOUND, FILE_PLACEMENT_UPDATED, NOTHING_TO_PLACE } from '@mocks/handlers/file-placement'
import { provider } from '@mocks/provider'
import { fileLocation } from '@mocks/queries'
import { signInAs } from '../support/session'

const advocateCode = encryptId('advocate', DEMO_ADVOCATE_CODE)
const db = () => provider().db
const ownCases = () => db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
const list = (patch: { ClientCode?: string; CaseNo?: string; searchText?: string } = {}) =>
  api.POST('/get-file-placement-list', { body: { pageNumber: 1, pageSize: 1000, EncryptedAdvocateCode: advocateCode, ...patch } })
const post = (path: string, body: unknown, token: string | null) =>
  fetch(new URL(`/api${path}`, location.href), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  })

describe('file placement calls', () => {
  it.each(['advocate', 'clerk'] as const)("lists only the advocate's cases to the %s, filtered by client and case no", async (as) => {
    await signInAs(as)
    const { data } = await list()
    expect(data!.data.totalCount).toBe(ownCases().length)
    const ids = new Set(ownCases().map((c) => encryptId('case', c.caseId)))
    expect(data!.data.filePlacementList.every((row) => ids.has(row.encryptedCaseId))).toBe(true)
    const target = ownCases().find((c) => c.rack)!
    const byClient = (await list({ ClientCode: String(target.clientCode) })).data!.data
    expect(byClient.totalCount).toBe(ownCases().filter((c) => c.clientCode === target.clientCode).length)
    const one = (await list({ ClientCode: String(target.clientCode), CaseNo: target.clientCaseNo })).data!.data
    expect(one.filePlacementList).toHaveLength(1)
    expect(one.filePlacementList[0]).toMatchObject({ clientCaseNo: target.clientCaseNo, rack: target.rack, fileLocation: fileLocation(target) })
  })

  it('updates a case’s placement, trimmed', async () => {
    await signInAs('clerk')
    const target = ownCases()[0]
    const { data } = await api.POST('/update-file-placement-detail', {
      body: { EncryptedCaseId: encryptId('case', target.caseId), FileNo: ' F/9 ', RoomNo: 'R2', Almirah: '', Rack: '7', FileDescription: 'BLUE FOLDER', ModifyUser: 'CLERK' },
    })
    expect(data!.message).toBe(FILE_PLACEMENT_UPDATED)
    expect(db().cases.find((c) => c.caseId === target.caseId)).toMatchObject({ fileNo: 'F/9', roomNo: 'R2', almirah: '', rack: '7', fileDescription: 'BLUE FOLDER' })
  })

  it('refuses all five fields empty (400) and another advocate’s case (404)', async () => {
    await signInAs('advocate')
    const own = ownCases()[1]
    const before = { ...own }
    await expect(
      api.POST('/update-file-placement-detail', { body: { EncryptedCaseId: encryptId('case', own.caseId), FileNo: ' ', RoomNo: '', ModifyUser: 'ADVOCATE' } }),
    ).rejects.toEqual(new ApiError(NOTHING_TO_PLACE, 400))
    expect(db().cases.find((c) => c.caseId === own.caseId)).toMatchObject({ fileNo: before.fileNo, rack: before.rack })
    const other = db().cases.find((c) => c.advocateCode !== DEMO_ADVOCATE_CODE)!
    await expect(
      api.POST('/update-file-placement-detail', { body: { EncryptedCaseId: encryptId('case', other.caseId), Rack: '1', ModifyUser: 'ADVOCATE' } }),
    ).rejects.toEqual(new ApiError(CASE_NOT_FOUND, 404))
  })

  it('answers 401 without a token', async () => {
    const target = ownCases()[0]
    for (const [path, body] of [
      ['/get-file-placement-list', { pageNumber: 1, pageSize: 15, EncryptedAdvocateCode: advocateCode }],
      ['/update-file-placement-detail', { EncryptedCaseId: encryptId('case', target.caseId), Rack: '1', ModifyUser: 'X' }],
    ] as const) {
      const response = await post(path, body, null)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({ status: 401, message: MESSAGES.unauthorized, data: null })
    }
  })
})
