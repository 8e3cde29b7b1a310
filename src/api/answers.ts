/**
 * QUALITY §7: every success answer is read against the contract's shape of it before any screen sees it, so
 * an answer that does not fit (data: null, {}, a number where text belongs) fails its call as a
 * MalformedAnswer in one place (the client's envelope middleware), instead of breaking whatever reads it or
 * leaving a screen silently empty. The shapes and their reader (answer-check.ts) load on the first call,
 * apart from every page's script: a page's first paint does not wait for them, and the first answer waits
 * only for a few kilobytes asked for together with its request.
 */
type Check = typeof import('./answer-check')

let loading: Promise<Check> | null = null
export function loadShapes(): Promise<Check | null> {
  loading ??= import('./answer-check')
  // Shapes that cannot be fetched (a deploy replaced the files, no signal) check nothing rather than fail every
  // call: the next call asks for them again.
  return loading.catch(() => {
    loading = null
    return null
  })
}

/** Where a success answer of `method path` (the contract's path, with its {parameters}) departs from the contract, or null. */
export async function answerMisfit(method: string, path: string, body: unknown): Promise<string | null> {
  const check = await loadShapes()
  return check ? check.answerMisfitOf(`${method.toLowerCase()} ${path}`, body) : null
}
