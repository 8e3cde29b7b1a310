/**
 * Long work on a page's thread, written as a generator that may pause at each `yield`.
 *
 * `runInSteps` gives the page back once a stretch has run `budgetMs` (a task longer than 50 ms on a phone delays
 * taps and paints; 8 ms here is about 32 ms on a phone four times slower). Pausing by time, not by a count of items,
 * keeps each stretch short on any device and any size of input, so a generator may offer many pauses at little cost.
 */
export async function runInSteps<T>(steps: Generator<void, T>, budgetMs = 8): Promise<T> {
  let since = performance.now()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (performance.now() - since < budgetMs) continue
    await new Promise((resolve) => setTimeout(resolve, 0))
    since = performance.now()
  }
}

/** The same work at once, for callers off the page's thread or with small inputs. */
export function runAtOnce<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}
