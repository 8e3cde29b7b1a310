import { afterEach, describe, expect, it } from 'vitest'
import { bypass } from 'msw'
import { createContext } from '../../verify/context'
import { scenarios } from '../../verify/checks/scenarios'
import { contractOperations } from '../../verify/fuzz/requests'
import type { Check, Context, Exchange, Finding } from '../../verify/types'
import { secondAdvocate, startFaultyProvider, type Fault } from '../verify/faulty-provider'
import { patience } from '../timeouts'

/** Past msw's interception of this test process: the kit must speak real HTTP. */
const overNetwork: typeof fetch = (input, init) => fetch(bypass(new Request(input, init)))

const credentials = { admin: 'admin:Admin@123', advocate: 'advocate:Advocate@123', clerk: 'clerk:Clerk@123' }
let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

async function verify(faults: Fault[], checks: Check[], mayWrite = true) {
  const provider = await startFaultyProvider(faults)
  stop = provider.stop
  const exchanges: Exchange[] = []
  const logged: string[] = []
  const accounts = { ...credentials, advocate2: secondAdvocate() }
  const ctx: Context = createContext({ base: provider.base, credentials: accounts, mayWrite, fetch: overNetwork, log: (line) => logged.push(line) })
  // Every exchange of every check, to show what a read-only run sent.
  const send = ctx.send.bind(ctx)
  const sendWithToken = ctx.sendWithToken.bind(ctx)
  ctx.send = async (...args) => {
    const answer = await send(...args)
    exchanges.push(answer.exchange)
    return answer
  }
  ctx.sendWithToken = async (...args) => {
    const answer = await sendWithToken(...args)
    exchanges.push(answer.exchange)
    return answer
  }
  const findings: Finding[] = []
  for (const check of checks) if (mayWrite || !check.tags.includes('write')) findings.push(...(await check.run(ctx)))
  return { findings, exchanges, logged }
}

const named = (...names: string[]) => scenarios.filter((c) => names.includes(c.name))

describe('the verification kit against a provider it did not build (the mock over HTTP)', () => {
  it('finds nothing wrong with the clean mock', async () => {
    const { findings, logged } = await verify([], scenarios)
    expect(findings).toEqual([])
    // Every check really ran: none gave up for want of data or accounts.
    expect(logged.filter((line) => line.startsWith('skipped'))).toEqual([])
  }, patience(60_000))

  it.each([
    ['reset-by-user-id', 'security/reset-by-user-id-refused'],
    ['sign-out-keeps-token', 'security/sign-out-revokes'],
    ['other-advocate-client-readable', 'security/other-practice-client-hidden'],
    ['other-advocate-client-readable', 'security/other-practice-cases-payments-hidden'],
  ] as const)('reports the planted fault %s by %s', async (fault, check) => {
    const { findings } = await verify([fault], named(check))
    expect(findings.map((f) => f.check)).toEqual([check])
    expect(findings[0]!.exchanges.length).toBeGreaterThan(0)
  }, patience(30_000))

  it('runs only the checks not tagged write when writing is not allowed, and sends no writing call', async () => {
    const { exchanges } = await verify([], scenarios, false)
    // Only operations the contract marks as reading, or the sign-out of the check's own token.
    const allowed = contractOperations()
      .filter((op) => op.effect === 'read' || op.effect === 'session')
      .map((op) => ({ method: op.method.toUpperCase(), path: new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`) }))
    expect(exchanges.length).toBeGreaterThan(5)
    expect(exchanges.filter((e) => !allowed.some((a) => a.method === e.method && a.path.test(e.path.split('?')[0]!)))).toEqual([])
  }, patience(60_000))

  it('says clearly when credentials are refused or the provider cannot be reached', async () => {
    const provider = await startFaultyProvider([])
    stop = provider.stop
    const refused = createContext({ base: provider.base, credentials: { advocate: 'advocate:Wrong@123' }, mayWrite: false, fetch: overNetwork })
    await expect(refused.signIn('advocate')).rejects.toThrow(/^Could not sign in as advocate \(advocate\): 4\d\d .*password/)
    const gone = createContext({ base: 'http://127.0.0.1:9/api', credentials, mayWrite: false, fetch: overNetwork })
    await expect(gone.send('POST', '/client-list', '{}', 'advocate')).rejects.toThrow(/^Could not reach the provider/)
  }, patience(30_000))

  // Caught by the fuzz checks of the kit (another part): here only that the double really plants them.
  it('plants a list answer with a number as text and a crash on long text, for the fuzz checks', async () => {
    const provider = await startFaultyProvider(['list-wrong-type', 'crash-on-long-text'])
    stop = provider.stop
    const ctx = createContext({ base: provider.base, credentials, mayWrite: false, fetch: overNetwork })
    const list = await ctx.send('POST', '/client-list', JSON.stringify({ pageNumber: 1, pageSize: 1 }), 'advocate')
    expect(typeof (list.json as { data: { totalCount: unknown } }).data.totalCount).toBe('string')
    const long = await ctx.send('POST', '/client-list', JSON.stringify({ pageNumber: 1, pageSize: 1, SearchText: 'x'.repeat(1001) }), 'advocate')
    expect(long.status).toBe(500)
  }, patience(30_000))
})
