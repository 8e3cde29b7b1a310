import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { readContract } from '../../verify/contract'

describe('the contract as data (verify/contract.ts)', () => {
  const made: string[] = []
  const place = () => {
    const dir = mkdtempSync(join(tmpdir(), 'case-diary-contract-'))
    made.push(dir)
    return { yaml: join(dir, 'contract.yaml'), cache: join(dir, 'cache') }
  }
  afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('keeps one parsed copy, serves it while the YAML is unchanged, and parses an edited contract again', () => {
    const { yaml, cache } = place()
    writeFileSync(yaml, 'openapi: 3.1.0\npaths:\n  /login:\n    post:\n      summary: Sign in\n')
    const first = readContract(yaml, cache)
    expect(first).toEqual({ openapi: '3.1.0', paths: { '/login': { post: { summary: 'Sign in' } } } })
    expect(readdirSync(cache)).toHaveLength(1)
    // The kept copy answers the next read: a copy changed by hand shows it was read, not the YAML.
    const [copy] = readdirSync(cache)
    writeFileSync(join(cache, copy!), JSON.stringify({ from: 'the kept copy' }))
    expect(readContract(yaml, cache)).toEqual({ from: 'the kept copy' })

    writeFileSync(yaml, 'openapi: 3.1.0\npaths: {}\n')
    expect(readContract(yaml, cache)).toEqual({ openapi: '3.1.0', paths: {} })
    expect(readdirSync(cache)).toHaveLength(1)
    expect(readdirSync(cache)).not.toContain(copy)
  })

  it('parses every time where it cannot keep a copy', () => {
    const { yaml } = place()
    writeFileSync(yaml, 'openapi: 3.1.0\n')
    // A folder under a file cannot be made: nothing is kept, and each read still answers.
    const cache = join(yaml, 'cache')
    expect(readContract(yaml, cache)).toEqual({ openapi: '3.1.0' })
    writeFileSync(yaml, 'openapi: 3.1.1\n')
    expect(readContract(yaml, cache)).toEqual({ openapi: '3.1.1' })
  })
})
