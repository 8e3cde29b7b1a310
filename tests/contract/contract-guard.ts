import type { SetupServer } from 'msw/node'
import { answerMisfit } from '@/api/answers'
import { operations, validateResponse } from './openapi-validator'

/** The contract's path templates as matchers, most specific (fewest parameters) first. */
const matchers = operations()
  .map(({ method, path }) => ({
    method,
    path,
    params: (path.match(/\{/g) ?? []).length,
    regex: new RegExp(`/api${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }))
  .sort((a, b) => a.params - b.params)

export function operationOf(method: string, url: string) {
  const { pathname } = new URL(url)
  return matchers.find((m) => m.method === method.toLowerCase() && m.regex.test(pathname))
}

/**
 * Checks every answer the mock provider gives against the OpenAPI file: JSON bodies against the
 * operation's schema, PDFs by their first bytes. Returns a function that waits for the checks, then hands over (and clears)
 * what went wrong, for the test's afterEach to assert.
 */
let allowed = false
/** For a test that serves a malformed answer on purpose (QUALITY §7); lasts until the test ends. */
export const allowContractBreaks = () => {
  allowed = true
}

export function guardContract(server: SetupServer): () => Promise<string[]> {
  let problems: string[] = []
  const pending = new Set<Promise<void>>()
  server.events.on('response:mocked', ({ request, response }) => {
    const check = (async () => {
      // Static files a test serves (fonts for PDFs) are not the provider's calls.
      if (!new URL(request.url).pathname.includes('/api/')) return
      const what = `${request.method} ${new URL(request.url).pathname} → ${response.status}`
      const op = operationOf(request.method, request.url)
      if (!op) return void problems.push(`${what}: not an operation of the contract`)
      const type = response.headers.get('Content-Type') ?? ''
      if (type.includes('application/pdf')) {
        const head = new TextDecoder().decode((await response.clone().arrayBuffer()).slice(0, 5))
        if (head !== '%PDF-') problems.push(`${what}: a PDF answer that does not start with %PDF-`)
        return
      }
      // A network error (the fault switch's offline mode) has no body to check.
      if (response.type === 'error') return
      const body: unknown = await response.clone().json()
      const error = validateResponse(op.method, op.path, response.status, body)
      if (error) return void problems.push(`${what}: ${error}`)
      // The app reads every success answer against its shape of the contract: it must never refuse one the contract allows.
      const success = response.ok && (body as { status?: unknown }).status === 200
      const misfit = success ? await answerMisfit(op.method, op.path, body) : null
      if (misfit) problems.push(`${what}: the app would refuse this answer of the contract at ${misfit}`)
    })()
    pending.add(check)
    void check.finally(() => pending.delete(check))
  })
  return async () => {
    await Promise.allSettled([...pending])
    const found = allowed ? [] : problems
    problems = []
    allowed = false
    return found
  }
}
