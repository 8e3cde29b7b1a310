import { getResponse } from 'msw'
import { DEFAULT_SEED, NOTICES, needsBuild, type Store, type StoreOptions } from './db'
import { postedStorage } from './db/posted-storage'
import { setFaults } from './faults'
import { routedHandlers } from './handlers'
import { onMail } from './outbox'
import { startProvider } from './provider'
import { requestFromWire, responseToWire, transferOf, type FromProvider, type StartOptions, type ToProvider, type WireAnswer, type WireRequest } from './provider-wire'

type Post = (message: FromProvider, transfer?: Transferable[]) => void

/** The generators are loaded only when the data has to be built; the demo's build needs no faker (db/demo-seed.ts). */
const loadBuild = async () => (await import('./db/demo-seed')).demoSeed

let started: Promise<Store> | null = null

async function start(options: StartOptions, post: Post): Promise<Store> {
  onMail((mail) => post({ type: 'mail', mail }))
  setFaults(options.faults)
  const init: StoreOptions = {
    storage: postedStorage(options.stored, (key, value) => post({ type: 'storage', key, value })),
    today: options.today,
    scale: options.scale,
    // The one seed the demo builds without faker; data kept from another seed is built again from this one.
    seed: DEFAULT_SEED,
    onNotice: (notice) => post({ type: 'notice', notice }),
  }
  return startProvider({ ...init, build: needsBuild(init) ? await loadBuild() : undefined })
}

async function answer(request: WireRequest): Promise<WireAnswer> {
  if (!started) throw new Error('The mock provider was asked before it started.')
  await started
  try {
    return await responseToWire(await getResponse(routedHandlers, requestFromWire(request)))
  } catch (error) {
    return { kind: 'thrown', message: error instanceof Error ? error.message : String(error) }
  }
}

/** One message from the page (mocks/browser.ts). */
export function receive(message: ToProvider, post: Post): void {
  switch (message.type) {
    case 'start':
      started = start(message.options, post)
      started.then(
        (store) => post({ type: 'ready', notice: store.notice }),
        (error: unknown) => post({ type: 'failed', error: String(error) }),
      )
      return
    case 'request':
      void answer(message.request).then(
        (wire) => post({ type: 'answer', id: message.id, answer: wire }, transferOf(wire.kind === 'response' ? wire.body : null)),
        (error: unknown) => post({ type: 'answer', id: message.id, answer: { kind: 'thrown', message: String(error) } }),
      )
      return
    case 'reset':
      void Promise.all([started, loadBuild()]).then(
        ([store, build]) => {
          store?.reset({ today: message.today }, build)
          post({ type: 'reset-done', id: message.id })
        },
        (error: unknown) => post({ type: 'reset-done', id: message.id, error: String(error) }),
      )
      return
    case 'not-kept':
      post({ type: 'notice', notice: NOTICES.notSaved })
  }
}
