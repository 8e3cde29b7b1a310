import type { Page } from '@playwright/test'
import { PROVIDER } from './origins'

/** The answers a page received from the provider through Prism's validation proxy, and those it objected to. */
export const newTally = () => ({ answers: 0, violations: [] as string[], calls: new Set<string>() })
export type Tally = ReturnType<typeof newTally>

/**
 * Checks every answer `page` receives from the provider: Prism answers with `application/problem+json`
 * (422, 500, 404…) instead of the provider when it refuses a call, and names an answer's violations (warnings
 * too) in the `sl-violations` header.
 */
export function watch(page: Page, tally: Tally) {
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (url.origin !== PROVIDER) return
    const call = `${response.request().method()} ${url.pathname}`
    tally.answers += 1
    tally.calls.add(call)
    const headers = response.headers()
    const problem = (headers['content-type'] ?? '').includes('application/problem+json')
    if (!headers['sl-violations'] && !problem) return
    // Counted at once (the test may end before the body is read), then told in full.
    const at = tally.violations.push(`${call} → ${response.status()} ${headers['sl-violations'] ?? ''}`.trim()) - 1
    if (problem) tally.violations[at] += ` ${await response.text().catch(() => '')}`
  })
}
