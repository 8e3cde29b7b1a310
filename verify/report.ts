import type { CheckResult } from './run'
import type { Exchange } from './types'

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/** A request as a curl line to paste; tokens stay out of the report (`$TOKEN_ADVOCATE` is the advocate's). */
export function curlOf(exchange: Exchange): string {
  const token = exchange.as && exchange.as !== 'token' ? ` -H "Authorization: Bearer $TOKEN_${exchange.as.toUpperCase()}"` : exchange.as ? ' -H "Authorization: Bearer $TOKEN"' : ''
  const body = exchange.body === undefined ? '' : ` -H 'Content-Type: application/json' --data-raw ${quote(exchange.body)}`
  return `curl -s -X ${exchange.method} "$BASE${exchange.path}"${token}${body}`
}

const fence = (text: string) => `\`\`\`\n${text.replace(/```/g, '`\u200b``')}\n\`\`\``

export function markdownReport(base: string, results: CheckResult[], seconds: number): string {
  const count = (o: CheckResult['outcome']) => results.filter((r) => r.outcome === o).length
  const findings = results.flatMap((r) => r.findings)
  const lines = [
    '# Provider verification',
    '',
    `Provider: ${base}. ${results.length} checks: ${count('passed')} passed, ${count('failed')} failed, ${count('error')} could not run, ${count('skipped')} skipped; ${findings.length} findings; ${seconds.toFixed(0)} s.`,
    '',
    'Each finding shows what the contract requires, what the provider did, and the request to reproduce it',
    `(set \`BASE=${base}\` and \`TOKEN_<ACCOUNT>\` to a token from \`POST /login\`).`,
    '',
  ]
  for (const r of results.filter((x) => x.outcome === 'failed' || x.outcome === 'error')) {
    lines.push(`## ${r.name} (${r.outcome === 'error' ? 'could not run' : `${r.findings.length} finding${r.findings.length === 1 ? '' : 's'}`})`, '')
    if (r.reason) lines.push(fence(r.reason), '')
    for (const f of r.findings) {
      lines.push(`- **Expected:** ${f.expected}`, `- **Got:** ${f.got.replace(/\s+/g, ' ')}`, '')
      for (const e of f.exchanges) lines.push(fence(`${curlOf(e)}\n# → ${e.status}: ${e.answer.slice(0, 300)}`), '')
    }
  }
  const skipped = results.filter((r) => r.outcome === 'skipped')
  if (skipped.length) lines.push('## Skipped', '', ...skipped.map((r) => `- ${r.name}: ${r.reason}`), '')
  return lines.join('\n')
}

const xml = (text: string) =>
  text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, '?')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/** JUnit XML for CI: a test suite per area (`fuzz`, `security`, `behaviour`), a test case per check. */
export function junitReport(results: CheckResult[]): string {
  const areas = new Map<string, CheckResult[]>()
  for (const r of results) {
    const area = r.name.split('/')[0]!
    areas.set(area, [...(areas.get(area) ?? []), r])
  }
  const suites = [...areas].map(([area, rs]) => {
    const cases = rs.map((r) => {
      const inner =
        r.outcome === 'skipped'
          ? `<skipped message="${xml(r.reason ?? '')}"/>`
          : r.outcome === 'error'
            ? `<error message="${xml(r.reason ?? '')}"/>`
            : r.findings.map((f) => `<failure message="${xml(f.got.slice(0, 300))}">${xml(`${f.expected}\n${f.got}\n${f.exchanges.map(curlOf).join('\n')}`)}</failure>`).join('')
      return `    <testcase classname="${xml(area)}" name="${xml(r.name)}" time="${r.seconds.toFixed(3)}">${inner}</testcase>`
    })
    const n = (o: CheckResult['outcome']) => rs.filter((r) => r.outcome === o).length
    const time = rs.reduce((t, r) => t + r.seconds, 0)
    return `  <testsuite name="${xml(area)}" tests="${rs.length}" failures="${n('failed')}" errors="${n('error')}" skipped="${n('skipped')}" time="${time.toFixed(3)}">\n${cases.join('\n')}\n  </testsuite>`
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="provider verification">\n${suites.join('\n')}\n</testsuites>\n`
}
