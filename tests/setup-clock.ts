import { beforeEach, vi } from 'vitest'

/**
 * Every Vitest test runs on one calendar day, so the demo seed (built around "today") and every
 * date a screen derives from the clock are the same whatever day the suite runs. Set TEST_TODAY
 * (YYYY-MM-DD) to run the suite on another day; `mocks/db/seed.test.ts` sweeps a whole year of
 * seeds for the facts the tests rely on.
 *
 * Only Date is faked, and it advances with real time from 10:00 local: timers, promises and
 * user-event stay real, so waits still follow what the user would see.
 */
export const TEST_TODAY = process.env.TEST_TODAY ?? '2026-11-26'
if (!/^\d{4}-\d{2}-\d{2}$/.test(TEST_TODAY)) throw new RangeError(`TEST_TODAY must be YYYY-MM-DD, got ${TEST_TODAY}`)
const start = () => new Date(`${TEST_TODAY}T10:00:00`)

function fixClock() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
  vi.setSystemTime(start())
}

// Before the mock provider is imported (tests/setup.ts), so its seed is built on that day.
fixClock()
// A test that switched to its own fake or real timers gets the fixed day back for the next one.
beforeEach(fixClock)
