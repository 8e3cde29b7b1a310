import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { readCnrRecord } from '@/case-actions/cnr-record'
import { generateCnrRecord } from '@mocks/cnr/generate'
import kahcText from '@mocks/data/cnr/KAHC010337682024.json?raw'
import mhmmText from '@mocks/data/cnr/MHMM170047912021.json?raw'
import { CNR_NOT_FOUND } from '@mocks/handlers/cnr'
import { MESSAGES } from '@mocks/http'
import { grantPages } from '../support/access'
import { signInAs } from '../support/session'

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? { status: error.status, message: error.message } : error),
  )

async function lookUp(caseNumberRecord: string, encryptedAdvocateCode?: string) {
  const session = await signInAs('advocate')
  const { data } = await api.POST('/get-cnr-client-details', { body: { encryptedAdvocateCode: encryptedAdvocateCode ?? session.encryptedAdvocateCode, caseNumberRecord } })
  return data!.data.clientDetail
}

describe('case by CNR (every answer checked against the contract)', () => {
  it('answers the two real records as JSON text', async () => {
    expect(JSON.parse(await lookUp('MHMM170047912021'))).toEqual(JSON.parse(mhmmText))
    expect(JSON.parse(await lookUp('KAHC010337682024'))).toEqual(JSON.parse(kahcText))
  })

  it('answers any other well-formed CNR with its generated record, which the app reads', async () => {
    const text = await lookUp('DLND010012342023')
    expect(readCnrRecord(text)).toEqual(generateCnrRecord('DLND010012342023').expect)
    expect(await lookUp('DLND010012342023')).toBe(text)
  })

  it('refuses an administrator without Case Registration in its menu, and lets one granted it look up for the advocate it names', async () => {
    const advocate = await signInAs('advocate')
    await signInAs('admin')
    const body = { encryptedAdvocateCode: advocate.encryptedAdvocateCode, caseNumberRecord: 'KAHC010337682024' }
    expect(await failure(api.POST('/get-cnr-client-details', { body }))).toEqual({ status: 403, message: MESSAGES.noAccess })
    grantPages('admin', '/case-registration')
    await signInAs('admin')
    const { data } = await api.POST('/get-cnr-client-details', { body })
    expect(readCnrRecord(data!.data.clientDetail)?.cnr).toBe('KAHC010337682024')
  })

  it("answers 404 'Data not found!' for serial 000000", async () => {
    const session = await signInAs('clerk')
    const body = { encryptedAdvocateCode: session.encryptedAdvocateCode, caseNumberRecord: 'MHMM170000002021' }
    expect(await failure(api.POST('/get-cnr-client-details', { body }))).toEqual({ status: 404, message: CNR_NOT_FOUND })
    expect(CNR_NOT_FOUND).toBe('Data not found!')
  })

  it('answers 400 for a malformed CNR and 401 without a token', async () => {
    const session = await signInAs('advocate')
    // A CNR is 16 characters: a longer one (hyphens kept) is refused by its length first, the contract's limit.
    expect(await failure(api.POST('/get-cnr-client-details', { body: { encryptedAdvocateCode: session.encryptedAdvocateCode, caseNumberRecord: 'MHMM17-004791-2021' } }))).toEqual({
      status: 400,
      message: 'caseNumberRecord can have at most 16 characters.',
    })
    for (const caseNumberRecord of ['mhmm170047912021', 'MHMM17004791202']) {
      expect(await failure(api.POST('/get-cnr-client-details', { body: { encryptedAdvocateCode: session.encryptedAdvocateCode, caseNumberRecord } }))).toEqual({
        status: 400,
        message: 'caseNumberRecord is not in the expected format.',
      })
    }
    const response = await fetch(new URL('/api/get-cnr-client-details', location.href), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ encryptedAdvocateCode: session.encryptedAdvocateCode, caseNumberRecord: 'MHMM170047912021' }),
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ status: 401, message: MESSAGES.unauthorized, data: null })
  })
})
