import { describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { UNEXPECTED, http, MESSAGES } from '@mocks/http'
import { allowContractBreaks } from './contract-guard'
import { signIn } from './fuzz/operations'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'

const send = (path: string, body: string | undefined, token: string | null, method = 'POST') =>
  fetch(new URL(`/api${path}`, location.href), {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body,
  })
const sendAs = (token: string) => async (path: string, body: unknown, method = 'POST') => {
  const response = await send(path, typeof body === 'string' ? body : JSON.stringify(body), token, method)
  return { status: response.status, ...((await response.json()) as { message: string; data: unknown }) }
}
const raw = (method: string, path: string, body: string | undefined, token: string | null) => send(path, body, token, method)

describe('every request is checked against the contract before a handler acts', () => {
  it('answers 400 in the envelope, naming the field and what is wrong', async () => {
    const post = sendAs(await signIn(raw, 'admin'))
    const add = (courtTypeName: unknown) => post('/add-court-type-master', { courtTypeName, createdBy: 'ADMIN' })
    expect(await add('X'.repeat(51))).toEqual({ status: 400, message: 'courtTypeName can have at most 50 characters.', data: null })
    // Upper-cased 'ß' is 'SS': fifty of them are a hundred characters to store.
    expect(await add('ß'.repeat(50).toUpperCase())).toMatchObject({ status: 400, message: 'courtTypeName can have at most 50 characters.' })
    expect(await add('')).toMatchObject({ status: 400, message: 'courtTypeName cannot be empty.' })
    expect(await add(5)).toMatchObject({ status: 400, message: 'courtTypeName must be text.' })
    expect(await post('/add-court-type-master', { createdBy: 'ADMIN' })).toMatchObject({ status: 400, message: 'courtTypeName is required.' })
    expect(await add('X'.repeat(50))).toMatchObject({ status: 200 })
  })

  it('refuses a body that is not a JSON object, out-of-range numbers, enums and missing fields of any call', async () => {
    const post = sendAs(await signIn(raw, 'admin'))
    expect(await post('/court-type-master-list', [{ pageNumber: 1, pageSize: 10 }])).toMatchObject({ status: 400, message: 'The request body must be a JSON object.' })
    expect(await post('/court-type-master-list', '{"pageNumber": 1,')).toMatchObject({ status: 400, message: 'The request body is not valid JSON.' })
    expect(await post('/court-type-master-list', { pageNumber: 0, pageSize: 10 })).toMatchObject({ status: 400, message: 'pageNumber must be at least 1.' })
    expect(await post('/court-type-master-list', { pageNumber: 1, pageSize: 1001 })).toMatchObject({ status: 400, message: 'pageSize must be at most 1000.' })
    expect(await post('/court-type-master-list', { pageNumber: 1.5, pageSize: 10 })).toMatchObject({ status: 400, message: 'pageNumber must be a whole number.' })
    const settings = { encryptedEmailSettingId: 'x', emailTitle: 'T', fromEmailPassword: 'p', port: 25, host: 'h', modifyUser: 'ADMIN' }
    expect(await post('/update-email-settings', settings)).toMatchObject({ status: 400, message: 'fromEmail is required.' })
    expect(await post('/add-role-master', { roleName: 'R', status: 'X', treeIds: [], addUser: 'ADMIN' })).toMatchObject({ status: 400, message: 'status must be one of: A, S.' })
    expect(await post('/add-country-master', { countryName: 'C', states: [{ stateName: 5 }] })).toMatchObject({ status: 400, message: 'states[0].stateName must be text.' })
  })

  it('refuses a malformed e-mail address with 400 (format: email), and takes a well-formed one in any case', async () => {
    const post = sendAs(await signIn(raw, 'advocate'))
    const check = (emailId: string) => post('/check-client-email-exists', { encryptedAdvocateCode: encryptId('advocate', DEMO_ADVOCATE_CODE), emailId, isUpdate: false })
    for (const bad of ['not-an-email', 'a@b', 'two@@example.in', 'space in@example.in']) expect(await check(bad)).toMatchObject({ status: 400, message: 'emailId is not in the expected format.' })
    expect((await check('Meena.Patil+court@Example.IN')).status).toBe(200)
  })

  it('answers 401 on a secured call without a token before looking at the request', async () => {
    const response = await send('/add-court-type-master', '[]', null)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ status: 401, message: MESSAGES.unauthorized, data: null })
  })

  it('answers an error a handler did not expect with a plain 500, never with its text', async () => {
    allowContractBreaks()
    server.use(
      http.post('/court-type-master-list', () => {
        throw new TypeError("Cannot read properties of undefined (reading 'x')")
      }),
    )
    const response = await send('/court-type-master-list', JSON.stringify({ pageNumber: 1, pageSize: 10 }), await signIn(raw, 'admin'))
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ status: 500, message: UNEXPECTED, data: null })
  })

  it('refuses a handler for a call the contract does not have', () => {
    expect(() => http.post('/no-such-call' as never, () => undefined)).toThrow('has no request check')
  })
})
