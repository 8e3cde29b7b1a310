import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test } from '@playwright/test'
import { PROVIDER } from './origins'
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

test('an answer outside the contract is answered 500, its violations in the sl-violations header', async ({ request }) => {
  // A provider whose sign-in answer lacks the token the contract requires, behind the same recipe.
  const wrong: Server = createServer((_, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":200,"message":"ok","data":{}}'))
  await new Promise<void>((resolve) => wrong.listen(0, '127.0.0.1', resolve))
  const port = await new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })
  const proxy = spawn(process.execPath, ['scripts/prism-provider.mjs', '--proxy', `http://127.0.0.1:${(wrong.address() as AddressInfo).port}`, String(port)], { stdio: 'ignore' })
  try {
    const login = () => request.post(`http://127.0.0.1:${port}/api/login`, { data: { userId: 'advocate', loginPassword: 'Advocate@123' } })
    // Until Prism is up, the server in front of it answers 502.
    await expect.poll(async () => (await login().catch(() => null))?.status(), { timeout: patience(20_000) }).toBe(500)
    const answer = await problem(await login())
    expect(answer.messages.join()).toContain("must have required property 'token'")
    expect(answer.header).toContain("must have required property 'token'")
  } finally {
    proxy.kill()
    wrong.close()
  }
})
