import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createContext } from './context'
import { fuzzChecks } from './checks/fuzz'
import { scenarios } from './checks/scenarios'
import { markdownReport, junitReport } from './report'
import { runChecks, select } from './run'
import type { Account, Check, Credentials } from './types'

/** The demo accounts of the project's mock provider (README): used when no credentials are given. */
const DEMO: Credentials = { admin: 'admin:Admin@123', advocate: 'advocate:Advocate@123', clerk: 'clerk:Clerk@123' }

export const USAGE = `Usage: npm run verify:provider -- --base URL [options]

  --base URL            the provider's API base, e.g. https://provider.example.in/api (required)
  --admin USER:PASS     the administrator account (with --advocate and --clerk; default: the demo accounts)
  --advocate USER:PASS  an advocate's account
  --clerk USER:PASS     a staff account of that advocate
  --advocate2 USER:PASS a second advocate (for the checks that one practice cannot see another's records)
  --only TAGS           run only checks with one of these tags or names (comma-separated: fuzz,security,behaviour)
  --skip TAGS           leave out checks with one of these tags or names
  --read-only           never run a writing check, even on a test instance
  --dry-run             list the checks and what they call, and call nothing
  --report DIR          where report.md and junit.xml go (default verify-report)
  --samples N           valid requests per reading operation in the fuzz (default 3)`

export interface Options {
  base: string
  credentials: Credentials
  only: string[]
  skip: string[]
  readOnly: boolean
  dryRun: boolean
  report: string
  samples: number
}

export class UsageError extends Error {}

const list = (text: string | undefined) => (text ?? '').split(',').map((t) => t.trim()).filter(Boolean)

export function parseOptions(argv: string[]): Options {
  let values
  try {
    ;({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: 'string' }, admin: { type: 'string' }, advocate: { type: 'string' }, clerk: { type: 'string' }, advocate2: { type: 'string' },
        only: { type: 'string' }, skip: { type: 'string' }, 'read-only': { type: 'boolean' }, 'dry-run': { type: 'boolean' },
        report: { type: 'string' }, samples: { type: 'string' },
      },
    }))
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  if (!values.base || !/^https?:\/\/[^\s]+$/.test(values.base)) throw new UsageError('--base must be the provider\'s API address, e.g. http://127.0.0.1:4800/api')
  const given = (['admin', 'advocate', 'clerk', 'advocate2'] as Account[]).filter((a) => values[a])
  for (const a of given) if (!values[a]!.includes(':')) throw new UsageError(`--${a} must be USER:PASSWORD`)
  const credentials: Credentials = given.length ? Object.fromEntries(given.map((a) => [a, values[a]!])) : { ...DEMO }
  const samples = Number(values.samples ?? 3)
  if (!Number.isInteger(samples) || samples < 1 || samples > 50) throw new UsageError('--samples must be a whole number from 1 to 50')
  return {
    base: values.base.replace(/\/+$/, ''),
    credentials,
    only: list(values.only),
    skip: list(values.skip),
    readOnly: !!values['read-only'],
    dryRun: !!values['dry-run'],
    report: values.report ?? 'verify-report',
    samples,
  }
}

export const allChecks = (samples = 3): Check[] => [...fuzzChecks({ validPerOp: samples }), ...scenarios]

/**
 * Asks the provider whether it is a test instance: the contract's `X-Test-Instance: true` header, on any
 * answer (here the sign-in page's public call, which changes nothing).
 */
export async function isTestInstance(base: string, doFetch: typeof fetch = fetch): Promise<boolean> {
  const response = await doFetch(`${base}/get-key-combination-list`, { method: 'GET' })
  await response.text()
  return response.headers.get('X-Test-Instance') === 'true'
}

/** Runs the kit; returns the exit code (0 clean, 1 findings, 2 could not run). */
export async function main(argv: string[], out: (line: string) => void = console.log, doFetch: typeof fetch = fetch): Promise<number> {
  let options: Options
  try {
    options = parseOptions(argv)
  } catch (error) {
    out(`${(error as Error).message}\n\n${USAGE}`)
    return 2
  }
  const checks = select(allChecks(options.samples), options)
  if (options.dryRun) {
    out(`${checks.length} checks would run against ${options.base}:`)
    for (const c of checks) out(`  ${c.name} [${c.tags.join(', ')}]: ${c.describe}`)
    return 0
  }
  const started = Date.now()
  let testInstance: boolean
  try {
    testInstance = await isTestInstance(options.base, doFetch)
  } catch (error) {
    out(`Could not reach the provider at ${options.base}: ${(error as Error).message}`)
    return 2
  }
  const mayWrite = testInstance && !options.readOnly
  out(`Provider ${options.base}: ${testInstance ? 'a test instance (X-Test-Instance: true)' : 'does not say it is a test instance'}; writing checks ${mayWrite ? 'run' : 'are skipped'}.`)
  const notes: string[] = []
  const ctx = createContext({ base: options.base, credentials: options.credentials, mayWrite, fetch: doFetch, log: (line) => notes.push(line) })
  for (const account of ctx.accounts) {
    try {
      await ctx.signIn(account)
    } catch (error) {
      out((error as Error).message)
      return 2
    }
  }
  const results = await runChecks(ctx, checks, (r) => {
    if (r.outcome !== 'passed' && r.outcome !== 'skipped') out(`  ✖ ${r.name}: ${r.outcome === 'error' ? r.reason : `${r.findings.length} finding(s)`}`)
  })
  const seconds = (Date.now() - started) / 1000
  mkdirSync(options.report, { recursive: true })
  writeFileSync(join(options.report, 'report.md'), `${markdownReport(options.base, results, seconds)}\n## Notes\n\n${notes.map((n) => `- ${n}`).join('\n')}\n`)
  writeFileSync(join(options.report, 'junit.xml'), junitReport(results))
  const n = (o: string) => results.filter((r) => r.outcome === o).length
  const findings = results.reduce((sum, r) => sum + r.findings.length, 0)
  out(`${results.length} checks: ${n('passed')} passed, ${n('failed')} failed, ${n('error')} could not run, ${n('skipped')} skipped; ${findings} findings in ${seconds.toFixed(1)} s. Reports: ${options.report}/report.md, ${options.report}/junit.xml`)
  return n('failed') || n('error') ? 1 : 0
}
