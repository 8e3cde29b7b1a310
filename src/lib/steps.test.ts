import { describe, expect, it, vi } from 'vitest'
import { runAtOnce, runInSteps } from './steps'

function* count(to: number, onStep: () => void): Generator<void, number> {
  let n = 0
  for (; n < to; n++) {
    onStep()
    yield
  }
  return n
}

describe('work in steps', () => {
  it('gives the page back only once a stretch has taken its budget', async () => {
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => now)
    const timers = vi.spyOn(globalThis, 'setTimeout')
    // Each step takes 3 ms: with a budget of 8 ms the page gets its thread back after every third step.
    expect(await runInSteps(count(9, () => (now += 3)), 8)).toBe(9)
    expect(timers).toHaveBeenCalledTimes(3)
  })

  it('runs at once to the same result', () => {
    expect(runAtOnce(count(5, () => undefined))).toBe(5)
  })
})
