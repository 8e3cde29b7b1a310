import { getResponse } from 'msw'
import { DEFAULT_SEED, NOTICES, needsBuild, type Store, type StoreOptions } from './db'
import { keptStore, keptWriter, readKept } from './db/kept-storage'
import { postedStorage } from './db/posted-storage'
import { setFaults } from './faults'
import { routedHandlers } from './handlers'
import { onMail } from './outbox'
import { startProvider } from './provider'
import { requestFromWire, responseToWire, transferOf, type FromProvider, type StartOptions, type ToProvider, type WireAnswer, type WireRequest } from './provider-wire'

type Post = (message: FromProvider, transfer?: Transferable[]) => void

/** The generators are loaded only when the data has to be built; the demo's build needs no faker (db/demo-seed.ts). */
const loadBuild = async () => (await import('./db/demo-seed')).demoSeed

let started: Promise<{ store: Store; movedOver: boolean }> | null = null
let writer: ReturnType<typeof keptWriter> | null = null

async function start(options: StartOptions, post: Post): Promise<{ store: Store; movedOver: boolean }> {
  onMail((mail) => post({ type: 'mail', mail }))
  setFaults(options.faults)
  const where = keptStore()
  // Said once per failure spell: the first save that is lost, not every one after it.
  let keeping = true
  const kept = keptWriter(where, {
    failed: () => {
      if (keeping) post({ type: 'notice', notice: NOTICES.notSaved })
      keeping = false
    },
    kept: () => void (keeping = true),
  })
  writer = kept
  const held = await readKept(where).catch(() => ({}))
  // A demo that kept its data in the page's local storage brings it over once, before anything else is saved.
  const legacy = Object.keys(held).length ? {} : options.stored
  for (const [key, value] of Object.entries(legacy)) kept.tell(key, value)
  await kept.flushed()
  // The page's copy is done with once it is kept here, or when what is kept here came after it.
  const movedOver = Object.keys(held).length > 0 || (Object.keys(legacy).length > 0 && keeping)
  const init: StoreOptions = {
    storage: postedStorage({ ...legacy, ...held }, kept.tell),
    today: options.today,
    scale: options.scale,
    // The one seed the demo builds without faker; data kept from another seed is built again from this one.
    seed: DEFAULT_SEED,
    onNotice: (notice) => post({ type: 'notice', notice }),
  }
  const store = startProvider({ ...init, build: needsBuild(init) ? await loadBuild() : undefined })
  // Data built afresh is saved as it is built: kept before the first answer.
  await kept.flushed()
  return { store, movedOver }
}

async function answer(request: WireRequest): Promise<WireAnswer> {
  if (!started) throw new Error('The mock provider was asked before it started.')
  await started
  try {
    const response = await getResponse(routedHandlers, requestFromWire(request))
    // What the call saved is kept before its answer leaves.
    await writer?.flushed()
    return await responseToWire(response)
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
        ({ store, movedOver }) => post({ type: 'ready', notice: store.notice, movedOver }),
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
      void Promise.all([started, loadBuild()])
        .then(async ([begun, build]) => {
          begun?.store.reset({ today: message.today }, build)
          await writer?.flushed()
          post({ type: 'reset-done', id: message.id })
        })
        .catch((error: unknown) => post({ type: 'reset-done', id: message.id, error: String(error) }))
  }
}
