import { handlers } from '@mocks/handlers'
import { DEMO_ACCOUNTS } from '@mocks/db'
import { contractOperations } from '../../../verify/fuzz/requests'
import type { Send } from '../../../verify/fuzz/run'

/** The operations the mock provider implements: contract operations with a handler (found anew as handlers are added). */
export function implementedOperations() {
  const served = new Set(
    handlers.map((h) => {
      const info = h.info as { method?: unknown; path?: unknown }
      return `${String(info.method).toLowerCase()} ${String(info.path)}`
    }),
  )
  return contractOperations().filter((op) => served.has(`${op.method} */api${op.path.replace(/\{(\w+)\}/g, ':$1')}`))
}

export async function signIn(send: Send, username: string) {
  const account = DEMO_ACCOUNTS.find((a) => a.username === username)!
  const response = await send('post', '/login', JSON.stringify({ userId: account.username, loginPassword: account.password }), null)
  return ((await response.json()) as { data: { token: string } }).data.token
}

