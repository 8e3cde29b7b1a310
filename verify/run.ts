import type { Check, Context, Finding } from './types'

export interface CheckResult {
  name: string
  tags: string[]
  /** 'passed', 'failed' (findings), 'skipped' (with a reason) or 'error' (the check itself could not run). */
  outcome: 'passed' | 'failed' | 'skipped' | 'error'
  findings: Finding[]
  reason?: string
  seconds: number
}

export interface Selection {
  /** Tags or check names; a check runs when it has one of them (all when empty). */
  only?: string[]
  skip?: string[]
}

const hits = (check: Check, words: string[]) => words.some((w) => check.name === w || check.name.startsWith(`${w}/`) || check.tags.includes(w))

export function select(checks: Check[], { only = [], skip = [] }: Selection): Check[] {
  return checks.filter((c) => (!only.length || hits(c, only)) && !hits(c, skip))
}

/** Runs the checks one after another (a provider's limits are not a load test); writing checks only where allowed. */
export async function runChecks(ctx: Context, checks: Check[], onResult: (r: CheckResult) => void = () => undefined): Promise<CheckResult[]> {
  const results: CheckResult[] = []
  for (const check of checks) {
    const started = Date.now()
    const done = (r: Omit<CheckResult, 'name' | 'tags' | 'seconds'>) => {
      const result = { name: check.name, tags: check.tags, seconds: (Date.now() - started) / 1000, ...r }
      results.push(result)
      onResult(result)
    }
    if (check.tags.includes('write') && !ctx.mayWrite) {
      done({ outcome: 'skipped', findings: [], reason: 'it writes, and the provider does not say it is a test instance (or --read-only was given)' })
      continue
    }
    try {
      const findings = await check.run(ctx)
      done({ outcome: findings.length ? 'failed' : 'passed', findings })
    } catch (error) {
      done({ outcome: 'error', findings: [], reason: (error as Error).message })
    }
  }
  return results
}
