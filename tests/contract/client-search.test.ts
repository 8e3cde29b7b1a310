import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { EMPTY, toPayload } from '@/records/client-schema'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { provider } from '@mocks/provider'
import { signInAs } from '../support/session'

const advocateCode = encryptId('advocate', DEMO_ADVOCATE_CODE)

/** Registers a client as the client form sends it (upper-cased payload) with `clientName`. */
async function register(clientName: string) {
  const sample = provider().db.clients.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE)!
  const form = { ...EMPTY, clientName, contactPerson: clientName, clientType: 'ORGANIZATION', countryCode: sample.countryCode, stateCode: sample.stateCode }
  const body = { ...toPayload({ ...form, emailId: `c${Math.random().toString(36).slice(2, 8)}@example.com`, mobileNo: '9876543210' }, advocateCode), addUser: 'ADVOCATE' }
  await api.POST('/client-registration', { body })
}
const found = async (SearchText: string, isDropDown = false) =>
  (await api.POST('/client-list', { body: { pageNumber: 1, pageSize: 50, SearchText, EncryptedAdvocateCode: advocateCode, isDropDown } })).data!.data.clientList.map((c) => c.clientName)

describe('client search with names in Devanagari (issue 22)', () => {
  it('finds a Devanagari name by any part of it, in the list and in the picker', async () => {
    await signInAs('advocate')
    await register('रमेश कुमार शर्मा')
    await register('श्रीमती सुनीता पाटील')
    for (const part of ['रमेश', 'कुमार', 'मार श', 'रमेश कुमार शर्मा']) expect(await found(part)).toContain('रमेश कुमार शर्मा')
    expect(await found('सुनीता', true)).toEqual(['श्रीमती सुनीता पाटील'])
  })

  it('finds a Latin name typed in either case, and a mixed one by either script', async () => {
    await signInAs('advocate')
    await register('रमेश Kumar Joshi')
    for (const part of ['kumar', 'KUMAR', 'Kumar jo', 'रमेश k']) expect(await found(part)).toContain('रमेश KUMAR JOSHI')
  })

  it('finds a name whatever way its nukta letters were typed (one character or letter and nukta)', async () => {
    await signInAs('advocate')
    await register('\u095B\u095E\u0930 \u0905\u0932\u0940') // ज़फ़र अली, each nukta letter as one character
    expect(await found('\u091C\u093C\u092B\u093C\u0930')).toContain('\u095B\u095E\u0930 \u0905\u0932\u0940')
  })
})
