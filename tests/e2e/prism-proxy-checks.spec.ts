import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { PROD_APP, PROVIDER } from './origins'
import { newTally, watch } from './prism-watch'
import { patience } from '../timeouts'

/** What Prism's validation proxy (--errors) says about a call, read from its problem+json answer. */
async function problem(answer: { status(): number; headers(): Record<string, string>; json(): Promise<unknown> }) {
  expect(answer.headers()['content-type']).toContain('application/problem+json')
  const { validation = [] } = (await answer.json()) as { validation?: { message: string }[] }
  return { status: answer.status(), messages: validation.map((v) => v.message), header: answer.headers()['sl-violations'] ?? '' }
}

// The pass of prism-proxy.spec.ts counts on these answers: they show that the proxy does report.
test('a request outside the contract is answered 422 naming each violation; a call the contract lacks 404', async ({ request }) => {
  const bad = await problem(await request.post(`${PROVIDER}/api/login`, { data: { userId: 5 } }))
  expect(bad.status).toBe(422)
  expect(bad.messages).toEqual(expect.arrayContaining(["Request body must have required property 'loginPassword'", 'Request body property userId must be string']))
  expect((await request.get(`${PROVIDER}/api/no-such-call`)).status()).toBe(404)
})

test('the watch of the pass names a request outside the contract that the page makes', async ({ page }) => {
  const tally = newTally()
  watch(page, tally)
  await page.goto(`${PROD_APP}/login`)
  const status = await page.evaluate((url) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"userId":5}' }).then((r) => r.status), `${PROVIDER}/api/login`)
  expect(status).toBe(422)
  await expect.poll(() => tally.violations.join()).toContain("must have required property 'loginPassword'")
  expect(tally.answers).toBe(1)
})

test.describe('the recipe in front of a provider of the test', () => {
  test.describe.configure({ mode: 'serial' })
  // Bytes no text decoding keeps: a PDF's and a picture's binary parts are like these.
  const binary = Buffer.from(Array.from({ length: 200 }, (_, i) => (i * 37 + 128) & 255))
  const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n'), binary])
  let received = Buffer.alloc(0)
  let proxy: ChildProcess
  let provider: Server
  let origin = ''

  test.beforeAll(async () => {
    // It answers sign-in without the token the contract requires; it keeps what a profile save sends.
    provider = createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const chunk of req) chunks.push(chunk as Buffer)
      if (req.url === '/api/update-advocate-detail') received = Buffer.concat(chunks)
      if (req.url === '/api/client-case-list-report-pdf') return void res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf)
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":200,"message":"ok","data":{}}')
    })
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo
        probe.close(() => resolve(port))
      })
    })
    origin = `http://127.0.0.1:${port}`
    proxy = spawn(process.execPath, ['scripts/prism-provider.mjs', '--proxy', `http://127.0.0.1:${(provider.address() as AddressInfo).port}`, String(port)], { stdio: 'ignore' })
    // Until Prism is up, the server in front of it answers 502 (and before that, nothing listens).
    const ready = () => fetch(`${origin}/api/no-such-call`).then((r) => r.status, () => 0)
    await expect.poll(ready, { timeout: patience(20_000) }).toBe(404)
  })
  test.afterAll(() => {
    proxy.kill()
    provider.close()
  })

  test('an answer outside the contract is answered 500, its violations in the sl-violations header', async ({ request }) => {
    const login = await request.post(`${origin}/api/login`, { data: { userId: 'advocate', loginPassword: 'Advocate@123' } })
    const answer = await problem(login)
    expect(answer.status).toBe(500)
    expect(answer.messages.join()).toContain("must have required property 'token'")
    expect(answer.header).toContain("must have required property 'token'")
  })

  test('a picture sent in a multipart form and a PDF answered keep their bytes through Prism', async ({ request }) => {
    const headers = { Authorization: 'Bearer any' }
    const profile = { IsProfile: 'true', EncryptedAdvocateCode: 'A1', AdvocateName: 'X', ChamberNo: '1', CountryCode: '1', StateCode: 'MH', modifyUser: '1' }
    const picture = { name: 'p.png', mimeType: 'image/png', buffer: binary }
    const saved = await request.post(`${origin}/api/update-advocate-detail`, { headers, multipart: { ...profile, AdvocatePictureFile: picture } })
    expect(saved.status()).toBe(200)
    expect(received.includes(binary)).toBe(true)
    const report = await request.post(`${origin}/api/client-case-list-report-pdf`, { headers, data: { CaseStatus: 'ALL', EncryptedAdvocateCode: 'A1', ReportType: 'CN', stateCode: 'MH' } })
    expect(report.status()).toBe(200)
    expect((await report.body()).equals(pdf)).toBe(true)
  })
})
