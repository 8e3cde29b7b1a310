import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from '../../vite.config'

/** The README's header blocks are what other hosts copy: they must equal what the build writes to _headers. */
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
const section = readme.slice(readme.indexOf('## Security headers on any host'), readme.indexOf('## Security notes'))
const blocks = [...section.matchAll(/```(\w*)\n([\s\S]*?)```/g)].map(([, lang, body]) => ({ lang, body: body! }))
const asLines = (headers: Record<string, string>) => Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join('\n') + '\n'

describe("the README's security headers", () => {
  const production = securityHeaders(false, 'https://provider.example.in')

  it('list exactly the headers of the production and the demo build', () => {
    const plain = blocks.filter((b) => b.lang === '')
    expect(plain.map((b) => b.body)).toEqual([asLines(production), asLines(securityHeaders(true, undefined))])
  })

  it("give nginx the production build's headers, each with always", () => {
    const nginx = blocks.find((b) => b.lang === 'nginx')!.body
    const added = Object.fromEntries([...nginx.matchAll(/add_header ([\w-]+) "([^"]*)" always;/g)].map(([, k, v]) => [k, v]))
    expect(added).toEqual(production)
  })
})
