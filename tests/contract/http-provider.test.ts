import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bypass } from 'msw'
import type { paths } from '@/api/schema.gen'
import { DEMO_ACCOUNTS } from '@mocks/db'
import { implementedOperations, signIn } from './fuzz/operations'
import { fuzz, type Send } from '../../verify/fuzz/run'

/**
 * `npm run provider` as a user starts it: a separate Node process serving the mock over HTTP.
 * Requests go over the network (msw's interception of this test process is bypassed).
 */
let child: ChildProcess
let base = ''

beforeAll(async () => {
  const port = String(4800 + Math.floor(Math.random() * 150))
  child = spawn(process.execPath, ['scripts/provider.mjs', '--port', port], { stdio: ['ignore', 'pipe', 'inherit'] })
  base = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const url = /listening on (\S+)/.exec(out)?.[1]
      if (url) resolve(url)
    })
    child.once('exit', (code) => reject(new Error(`the provider stopped (${code}): ${out}`)))
  })
}, 60_000)
afterAll(() => {
  child?.kill()
})

const overHttp: Send = (method, path, body, token) =>
  fetch(
    bypass(
      new Request(`${base}${path}`, {
        method: method.toUpperCase(),
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        body,
      }),
    ),
  )

describe('the mock provider over HTTP (npm run provider)', () => {
  it('signs in the demo accounts and answers CORS preflights', async () => {
    for (const who of ['admin', 'advocate', 'clerk']) expect(await signIn(overHttp, who)).toMatch(/\S{20,}/)
    const preflight = await fetch(bypass(new Request(`${base}/login`, { method: 'OPTIONS' })))
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*')
  })

  it('answers every PDF operation with a PDF (the report fonts load in Node)', async () => {
    const login = async (who: string) => {
      const account = DEMO_ACCOUNTS.find((a) => a.username === who)!
      const response = await overHttp('post', '/login', JSON.stringify({ userId: account.username, loginPassword: account.password }), null)
      return ((await response.json()) as { data: { token: string; encryptedAdvocateCode: string | null } }).data
    }
    type Body<P extends keyof paths> = paths[P] extends { post: { requestBody?: { content: { 'application/json': infer B } } } } ? B : never
    const post = async <P extends keyof paths>(path: P, body: Body<P>, token: string) => overHttp('post', path, JSON.stringify(body), token)
    const data = async (response: Response) => ((await response.json()) as { data: Record<string, never> }).data

    const advocate = await login('advocate')
    const admin = await login('admin')
    const own = advocate.encryptedAdvocateCode!
    const wide = { FromDate: '2000-01-01', ToDate: '2099-12-31' }
    // A listed hearing and its client, asked of the provider as the app would: the cause list and statement need them.
    const schedule = { EncryptedAdvocateCode: own, ClientCode: '', ClientCaseNo: '', CourtCode: '', ...wide, PageNumber: 1, PageSize: 1, isGeneratePDF: false }
    const [hearing] = (await data(await post('/get-client-case-schedule-list', schedule, advocate.token))).caseScheduleList as { nextHearingDate: string; clientCode: string }[]
    const [licence] = (await data(await post('/client-transaction-detail-list', { EncryptedAdvocateCode: own }, admin.token))) as unknown as { encryptedAdvocateId: string }[]

    const pdfs: [string, Promise<Response>][] = [
      ['get-case-date-pdf-list', post('/get-case-date-pdf-list', { EncryptedAdvocateCode: own, CaseDate: hearing!.nextHearingDate }, advocate.token)],
      ['cash-collection-report', post('/cash-collection-report', { EncryptedAdvocateCode: own, ...wide, ReportType: 'PaymentWise' }, advocate.token)],
      ['client-detail-list', post('/client-detail-list', { EncryptedAdvocateCode: own, PageNumber: 1, PageSize: 1, stateCode: 'MH', clientType: '', IsPDFTrue: true }, advocate.token)],
      ['client-case-list-report-pdf', post('/client-case-list-report-pdf', { EncryptedAdvocateCode: own, CaseStatus: 'ALL', ReportType: 'CN', stateCode: 'MH' }, advocate.token)],
      ['get-pending-action-report', post('/get-pending-action-report', { EncryptedAdvocateCode: own, ...wide, Status: 'O' }, advocate.token)],
      [
        'client-report-detail',
        post('/client-report-detail', { EncryptedAdvocateCode: own, ClientCode: hearing!.clientCode, ReportType: 'Summary', ClientCaseNo: '', ...wide, PageNumber: 1, PageSize: 10, isGeneratePDF: true }, advocate.token),
      ],
      ['get-client-case-schedule-list', post('/get-client-case-schedule-list', { ...schedule, isGeneratePDF: true }, advocate.token)],
      ['customer-inquiry-list', post('/customer-inquiry-list', { PageNumber: 1, PageSize: 15, regType: '', countryCode: 'IN', stateCode: 'MH', isPDFGenerate: true }, admin.token)],
      ['generate-client-transaction-pdf', overHttp('get', `/generate-client-transaction-pdf/${licence!.encryptedAdvocateId}`, undefined, admin.token)],
    ]
    const answers = await Promise.all(
      pdfs.map(async ([operation, answer]) => {
        const response = await answer
        const bytes = new Uint8Array(await response.arrayBuffer())
        return { operation, status: response.status, type: response.headers.get('Content-Type'), start: new TextDecoder().decode(bytes.subarray(0, 5)) }
      }),
    )
    expect(answers).toEqual(pdfs.map(([operation]) => ({ operation, status: 200, type: 'application/pdf', start: '%PDF-' })))
  }, 120_000)

  it('passes the contract fuzz over the network too', async () => {
    // Between them the administrator and the advocate hold every operation's right; invalid requests go with one who
    // does. Valid ones go as the administrator only: over HTTP the PDF reports cannot load their fonts yet (a relative
    // URL without a page), which the advocate's valid report requests would reach.
    const report = await fuzz(implementedOperations(), overHttp, async () => [await signIn(overHttp, 'admin'), await signIn(overHttp, 'advocate')], { validPerOp: 1, validWith: 1 })
    console.info('contract fuzz over HTTP', JSON.stringify({ operations: report.operations, valid: report.valid, invalid: report.invalid, withoutToken: report.withoutToken }))
    expect({ crashes: report.crashes, acceptedInvalid: report.acceptedInvalid, violations: report.violations, openWithoutToken: report.openWithoutToken }).toEqual({
      crashes: [],
      acceptedInvalid: [],
      violations: [],
      openWithoutToken: [],
    })
  }, 120_000)
})
