import { describe, expect, it } from 'vitest'
import { SaxesParser } from 'saxes'
import { parseOptions, UsageError } from '../../verify/cli'
import { contractOperations } from '../../verify/fuzz/requests'
import { junitReport, markdownReport, curlOf } from '../../verify/report'
import { runChecks, select, type CheckResult } from '../../verify/run'
import type { Check, Context } from '../../verify/types'

const check = (name: string, tags: string[], findings = 0): Check => ({
  name,
  tags,
  describe: name,
  run: async () => Array.from({ length: findings }, () => ({ check: name, expected: 'e', got: 'g', exchanges: [] })),
})

describe('the verification kit\'s command line', () => {
  it('reads the base, credentials and switches, with the demo accounts by default', () => {
    const o = parseOptions(['--base', 'http://127.0.0.1:4800/api/', '--only', 'security, fuzz', '--read-only'])
    expect(o).toMatchObject({ base: 'http://127.0.0.1:4800/api', only: ['security', 'fuzz'], readOnly: true, dryRun: false, report: 'verify-report' })
    expect(Object.keys(o.credentials).sort()).toEqual(['admin', 'advocate', 'clerk'])
    expect(parseOptions(['--base', 'https://p.example.in/api', '--advocate', 'a:b:c']).credentials).toEqual({ advocate: 'a:b:c' })
  })

  it.each([
    [[], '--base must be the provider\'s API address, e.g. http://127.0.0.1:4800/api'],
    [['--base', 'ftp://x'], '--base must be the provider\'s API address, e.g. http://127.0.0.1:4800/api'],
    [['--base', 'http://x/api', '--admin', 'nopassword'], '--admin must be USER:PASSWORD'],
    [['--base', 'http://x/api', '--samples', '0'], '--samples must be a whole number from 1 to 50'],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parseOptions(argv)).toThrow(new UsageError(message))
  })

  it('selects by tag or name and leaves out what --skip names', () => {
    const checks = [check('fuzz/post /login', ['fuzz']), check('security/sign-out', ['security', 'session']), check('behaviour/clients', ['behaviour', 'write'])]
    expect(select(checks, { only: ['security', 'behaviour'] }).map((c) => c.name)).toEqual(['security/sign-out', 'behaviour/clients'])
    expect(select(checks, { skip: ['write', 'fuzz/post /login'] }).map((c) => c.name)).toEqual(['security/sign-out'])
  })
})

describe('the safety switch', () => {
  it('never runs a writing check on a provider that does not say it is a test instance', async () => {
    let wrote = false
    const writing: Check = { ...check('behaviour/clients', ['behaviour', 'write']), run: async () => ((wrote = true), []) }
    const ctx = { mayWrite: false } as Context
    const [result] = await runChecks(ctx, [writing])
    expect(wrote).toBe(false)
    expect(result).toMatchObject({ outcome: 'skipped', reason: 'it writes, and the provider does not say it is a test instance (or --read-only was given)' })
  })

  it('gives every operation of the contract an effect, and the fuzz a write tag to all but reading ones', async () => {
    const ops = contractOperations()
    expect(ops.filter((o) => !['read', 'write', 'mail', 'session'].includes(o.effect))).toEqual([])
    expect(ops.find((o) => o.path === '/logout')!.effect).toBe('session')
    expect(ops.find((o) => o.path === '/send-user-reset-password-mail')!.effect).toBe('mail')
    expect(ops.find((o) => o.path === '/add-payment-detail')!.effect).toBe('write')
  })
})

describe('the reports', () => {
  const hostile = `<script>alert("x")</script> & 'quotes' \n next line \u0001`
  const results: CheckResult[] = [
    { name: 'fuzz/post /client-list', tags: ['fuzz'], outcome: 'failed', seconds: 0.5, findings: [{ check: 'fuzz/post /client-list', expected: 'No 5xx.', got: hostile, exchanges: [{ method: 'POST', path: '/client-list', body: `{"SearchText":"it's"}`, as: 'advocate', status: 500, answer: hostile }] }] },
    { name: 'security/sign-out', tags: ['security'], outcome: 'passed', seconds: 0.1, findings: [] },
    { name: 'behaviour/clients', tags: ['write'], outcome: 'skipped', seconds: 0, findings: [], reason: 'it writes' },
  ]

  it('writes JUnit XML that stays well-formed whatever the provider answered', () => {
    const text = junitReport(results)
    const names: string[] = []
    const parser = new SaxesParser()
    parser.on('opentag', (tag) => names.push(tag.name))
    parser.write(text).close()
    expect(names.filter((n) => n === 'testsuite')).toHaveLength(3)
    expect(names.filter((n) => n === 'failure')).toHaveLength(1)
    expect(names.filter((n) => n === 'skipped')).toHaveLength(1)
  })

  it('shows each finding with a curl line to reproduce it, without the token', () => {
    expect(curlOf(results[0]!.findings[0]!.exchanges[0]!)).toBe(
      `curl -s -X POST "$BASE/client-list" -H "Authorization: Bearer $TOKEN_ADVOCATE" -H 'Content-Type: application/json' --data-raw '{"SearchText":"it'\\''s"}'`,
    )
    const md = markdownReport('http://x/api', results, 3)
    expect(md).toContain('3 checks: 1 passed, 1 failed, 0 could not run, 1 skipped; 1 findings')
    expect(md).toContain('## fuzz/post /client-list (1 finding)')
    expect(md).toContain('- behaviour/clients: it writes')
  })
})
