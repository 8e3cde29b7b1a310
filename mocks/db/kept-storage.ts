import { createStore, entries, promisifyRequest, type UseStore } from 'idb-keyval'

/**
 * Where the demo's mock provider keeps its data: IndexedDB, which its own thread (provider.worker.ts) reaches without
 * the page. It was local storage, which a page loads whole, on its main thread, at its first touch of any key: the
 * demo's 800,000 characters cost every page load 25–65 ms before anything rendered (more than 100 ms at a phone's
 * speed), and every save was written there by the page too.
 */
export const KEPT_DB = 'case-diary-mock'
export const KEPT_ITEMS = 'kept'
export const keptStore = (): UseStore => createStore(KEPT_DB, KEPT_ITEMS)

/** Everything kept, as the web storage the store reads (db/posted-storage.ts). */
export async function readKept(store: UseStore): Promise<Record<string, string>> {
  return Object.fromEntries((await entries<string, string>(store)).filter(([, value]) => typeof value === 'string'))
}

/**
 * Keeps the store's writes in order, in one transaction at a time; a key written again before its turn is written
 * once, with its last value. `failed` hears each write that could not be kept (storage full or blocked) and `kept`
 * each one that was. `flushed()` settles once every write asked for so far is kept or failed: an answer waits for it,
 * so what the app is told is saved is on the device when it hears it.
 */
export function keptWriter(store: UseStore, on: { failed: () => void; kept?: () => void }) {
  let waiting = new Map<string, string | null>()
  let done: Promise<void> = Promise.resolve()
  const write = (batch: Map<string, string | null>) =>
    store('readwrite', (items) => {
      for (const [key, value] of batch) {
        if (value === null) items.delete(key)
        else items.put(value, key)
      }
      return promisifyRequest(items.transaction)
    }).then(on.kept, on.failed)
  const flush = () => {
    if (!waiting.size) return
    const batch = waiting
    waiting = new Map()
    done = done.then(() => write(batch))
  }
  return {
    tell(key: string, value: string | null) {
      waiting.set(key, value)
    },
    flushed(): Promise<void> {
      flush()
      return done
    },
  }
}
