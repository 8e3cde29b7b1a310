import { createServer, type IncomingMessage, type Server } from 'node:http'
import { getResponse } from 'msw'
import { routedHandlers } from './handlers'
import { DEMO_ACCOUNTS } from './db'
import { seed } from './db/seed'
import { localToday, provider, startProvider } from './provider'

/** CORS: a mobile client, curl or a contract tool on another origin may call it. */
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, OPTIONS',
  // Read by the app from another origin: a session's renewed end and how long to wait after too many attempts.
  'Access-Control-Expose-Headers': 'X-Session-Expires-At, Retry-After, X-Test-Instance',
  // The mock is a test instance: its data may be written and thrown away (the contract's header).
  'X-Test-Instance': 'true',
}

async function bodyOf(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * The mock provider over HTTP: the same handlers and store as the browser and the tests, served at
 * http://HOST:PORT/api by a plain Node server that hands each request to msw's handlers.
 * Memory only: a restart starts from the seed again.
 */
export async function startHttpProvider({ port = 4800, host = '127.0.0.1' } = {}): Promise<{ server: Server; url: string }> {
  try {
    provider()
  } catch {
    startProvider({ storage: null, today: localToday(), build: seed })
  }
  const server = createServer(async (req, res) => {
    try {
      if (req.method === 'OPTIONS') return void res.writeHead(204, CORS).end()
      const url = new URL(req.url ?? '/', `http://${req.headers.host ?? `${host}:${port}`}`)
      const headers = new Headers()
      for (const [name, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(name, value)
      const request = new Request(url, { method: req.method, headers, body: (await bodyOf(req)) as BodyInit | undefined })
      const response = url.pathname.startsWith('/api/') ? await getResponse(routedHandlers, request) : undefined
      if (!response) {
        res.writeHead(404, { ...CORS, 'Content-Type': 'application/json' })
        return void res.end(JSON.stringify({ status: 404, message: `No call ${req.method} ${url.pathname} here; calls live under /api.`, data: null }))
      }
      // The fault switch's "offline" answers a network error: close the connection like a dead provider.
      if (response.type === 'error') return void res.destroy()
      res.writeHead(response.status, { ...CORS, ...Object.fromEntries(response.headers) })
      res.end(Buffer.from(await response.arrayBuffer()))
    } catch (error) {
      console.error('[mock provider]', error)
      if (!res.headersSent) res.writeHead(500, { ...CORS, 'Content-Type': 'application/json' })
      res.end(JSON.stringify({ status: 500, message: 'The provider could not handle this request. Please try again.', data: null }))
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  const url = `http://${host}:${typeof address === 'object' && address ? address.port : port}/api`
  return { server, url }
}

export const demoAccountLines = () => DEMO_ACCOUNTS.map((a) => `  ${a.username.padEnd(9)} ${a.password.padEnd(13)} ${a.role}`).join('\n')
