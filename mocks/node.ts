import { setupServer } from 'msw/node'
import type { DbData } from './db'
import { resetFaults } from './faults'
import { routedHandlers } from './handlers'
import { clearOutbox } from './outbox'
import { clearAttempts } from './throttle'
import { seed } from './db/seed'
import { localToday, provider, startProvider } from './provider'

/** The mock provider for Vitest: memory only, the same handlers as the browser. */
export const server = setupServer(...routedHandlers)

startProvider({ storage: null, today: localToday(), build: seed })
const pristine: DbData = structuredClone(provider().db)

/** Puts the seeded data back and switches faults off, so every test starts from the same provider. */
export function resetMockProvider() {
  Object.assign(provider().db, structuredClone(pristine))
  // A change like any other: what was worked out from the last test's data is not reused (cause-list/day.ts).
  provider().save()
  resetFaults()
  clearOutbox()
  clearAttempts()
}
