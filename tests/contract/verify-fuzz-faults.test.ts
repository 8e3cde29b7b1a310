import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { bypass } from 'msw'
import { main } from '../../verify/cli'
import { startFaultyProvider, type Fault } from '../verify/faulty-provider'
import { patience } from '../timeouts'

// msw intercepts this process's fetch; the kit must reach the provider over the network.
const overNetwork: typeof fetch = (input, init) => fetch(bypass(new Request(input, init)))

let stop: (() => Promise<void>) | undefined
afterEach(async () => {
  await stop?.()
  stop = undefined
})

async function verify(faults: Fault[], ...argv: string[]) {
  const provider = await startFaultyProvider(faults)
  stop = provider.stop
  const dir = mkdtempSync(join(tmpdir(), 'verify-'))
  const lines: string[] = []
  const code = await main(['--base', provider.base, '--report', dir, ...argv], (line) => lines.push(line), overNetwork)
  const report = code === 2 ? '' : readFileSync(join(dir, 'report.md'), 'utf8')
  return { code, lines, report }
}

describe('the kit\'s fuzz catches what it claims to (a provider double with planted faults)', () => {
  it('reports a list answered with a wrong type, with the request to reproduce it, and exits 1', async () => {
    const { code, report } = await verify(['list-wrong-type'], '--only', 'fuzz/post /client-list')
    expect(code).toBe(1)
    expect(report).toContain('## fuzz/post /client-list')
    expect(report).toContain('Every answer is one the contract documents, with a body matching its schema.')
    expect(report).toMatch(/totalCount must be (integer|number)/)
    expect(report).toContain('curl -s -X POST "$BASE/client-list" -H "Authorization: Bearer $TOKEN_')
  })

  it('reports a 500 on a long text', async () => {
    const { code, report } = await verify(['crash-on-long-text'], '--only', 'fuzz', '--samples', '1')
    expect(code).toBe(1)
    expect(report).toContain('No answer is a 5xx or carries a program error text.')
    expect(report).toMatch(/too long: answered 500/)
  }, patience(120_000))

  it('finds nothing on the same double without faults', async () => {
    const { code, lines } = await verify([], '--only', 'fuzz/post /client-list,fuzz/post /client-detail-list')
    expect(lines.at(-1)).toMatch(/^2 checks: 2 passed, 0 failed, 0 could not run, 0 skipped; 0 findings/)
    expect(code).toBe(0)
  })

  it('stops with exit code 2 and a clear message when the credentials are refused', async () => {
    const { code, lines } = await verify([], '--advocate', 'advocate:wrong-password', '--only', 'fuzz/post /client-list')
    expect(code).toBe(2)
    expect(lines.join('\n')).toMatch(/^Could not sign in as advocate \(advocate\): 4\d\d/m)
  })
})
