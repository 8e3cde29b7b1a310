import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startHttpProvider } from '@mocks/http-server'
import { DEMO_ACCOUNTS, DEMO_ADVOCATE_CODE } from '@mocks/db'
import { provider } from '@mocks/provider'

/** The reads the 'other-advocate-client-readable' fault answers with the owning advocate's token. */
const OTHER_PRACTICE_READS = ['/api/get-client-detail', '/api/get-advocate-client-case-master-detail', '/api/payment-detail-list']

export type Fault = 'reset-by-user-id' | 'sign-out-keeps-token' | 'list-wrong-type' | 'crash-on-long-text' | 'other-advocate-client-readable'

/**
 * The real mock over HTTP behind a small proxy that breaks the contract on purpose, so the kit's checks
 * can be shown to notice each fault. Without faults the proxy only forwards.
 */
export async function startFaultyProvider(faults: Fault[]): Promise<{ base: string; stop(): Promise<void> }> {
  const upstream = await startHttpProvider({ port: 0 })
  const target = new URL(upstream.url.replace(/\/api\/?$/, ''))
  const on = new Set(faults)
  let ownerToken: string | undefined

  const forward = (method: string, path: string, headers: Record<string, string>, body: Buffer | undefined) =>
    new Promise<{ status: number; headers: Record<string, string>; body: Buffer }>((resolve, reject) => {
      // Node sends a DELETE's body only with its length given.
      const sized = body ? { ...headers, 'content-length': String(body.length) } : headers
      const req = httpRequest({ host: target.hostname, port: target.port, method, path, headers: sized }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => {
          const out: Record<string, string> = {}
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') out[k] = v
          resolve({ status: res.statusCode ?? 0, headers: out, body: Buffer.concat(chunks) })
        })
      })
      req.on('error', reject)
      req.end(body)
    })

  // The demo practice's own token: the fault forwards another advocate's read of its clients with it.
  async function ownerTokenOf(): Promise<string> {
    if (ownerToken) return ownerToken
    const owner = DEMO_ACCOUNTS.find((a) => a.username === 'advocate')!
    const answer = await forward('POST', '/api/login', { 'content-type': 'application/json' }, Buffer.from(JSON.stringify({ userId: owner.username, loginPassword: owner.password })))
    ownerToken = (JSON.parse(answer.body.toString()) as { data: { token: string } }).data.token
    return ownerToken
  }

  type Answer = { status: number; headers: Record<string, string>; body: Buffer }
  const success = (message: string): Answer => ({ status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(JSON.stringify({ status: 200, message, data: null })) })

  async function handle(req: IncomingMessage): Promise<Answer> {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = chunks.length ? Buffer.concat(chunks) : undefined
    const headers: Record<string, string> = {}
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string' && k !== 'host' && k !== 'content-length') headers[k] = v
    const method = req.method ?? 'GET'
    const path = req.url ?? '/'
    const text = body?.toString() ?? ''

    if (on.has('sign-out-keeps-token') && path === '/api/logout') return success('Signed out.')
    // Like a provider whose text columns hold 255 characters while the contract allows more: it fails instead of refusing.
    if (on.has('crash-on-long-text') && /"[^"]{256,}"/.test(text)) {
      return { status: 500, headers: { 'content-type': 'text/plain' }, body: Buffer.from('Internal Server Error') }
    }
    if (on.has('other-advocate-client-readable') && OTHER_PRACTICE_READS.includes(path)) headers.authorization = `Bearer ${await ownerTokenOf()}`
    const answer = await forward(method, path, headers, body)
    // Accepts the refused reset, as a provider that takes a user id for the reset id would.
    if (on.has('reset-by-user-id') && path === '/api/reset-password' && answer.status !== 200) return success('Your password has been reset.')
    if (on.has('list-wrong-type') && path === '/api/client-list' && answer.status === 200) {
      const json = JSON.parse(answer.body.toString()) as { data: { totalCount: unknown } }
      json.data.totalCount = String(json.data.totalCount)
      return { ...answer, body: Buffer.from(JSON.stringify(json)) }
    }
    return answer
  }

  const proxy: Server = createServer((req, res) => {
    handle(req).then(
      (answer) => {
        // The body may have been rewritten: its length is computed anew.
        const rest = Object.fromEntries(Object.entries(answer.headers).filter(([k]) => k !== 'content-length' && k !== 'transfer-encoding'))
        res.writeHead(answer.status, rest).end(answer.body)
      },
      (error: Error) => res.writeHead(502, { 'content-type': 'text/plain' }).end(error.message),
    )
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const { port } = proxy.address() as AddressInfo
  const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))
  return {
    base: `http://127.0.0.1:${port}/api`,
    stop: async () => {
      proxy.closeAllConnections()
      upstream.server.closeAllConnections()
      await Promise.all([close(proxy), close(upstream.server)])
    },
  }
}

/**
 * `USER:PASSWORD` of a seeded advocate of another practice, for the kit's `advocate2`. The seed keeps those
 * passwords unknown; a test sets one. Call it after startFaultyProvider (the store exists then).
 */
export function secondAdvocate(password = 'Verify@123'): string {
  const user = provider().db.users.find((u) => u.roles.includes('ADVOCATE') && u.advocateCode !== DEMO_ADVOCATE_CODE && u.status === 'A')!
  user.password = password
  return `${user.loginId}:${password}`
}
