import { cleanupOutdatedCaches, PrecacheController } from 'workbox-precaching'
import { KEEP_APP_FILES } from './messages'

/**
 * The demo's app files, kept by Workbox (issue 23: the demo opens with no signal, like the production build).
 *
 * This listener comes before msw's (mocks/mockServiceWorker.ts imports it first): it answers the app's own files,
 * and every page address with the app's index.html, from the cache and stops the event there. Everything else
 * (`/api`, files not in the build) goes on to msw's listener, which hands it to the mock provider in the page.
 *
 * On a first visit the files are cached once a page has started the mock and asks for it (KEEP_APP_FILES, from
 * ../worker-control.ts), not while the worker installs as Workbox does: msw waits for its worker to be active before
 * the mock answers, so the first data would wait for the whole build (9 MB). Each such ask fills what is missing (files
 * kept are not fetched again), then drops what the build no longer has. A new version (a worker already runs) caches
 * its files while it installs, as Workbox does, and waits: msw would make it take over at once, but the pages open now
 * run the version the running worker gave them and talk to its mock, and it must not leave a device with no signal
 * without a complete app. It takes over once no page of the demo is open.
 */
interface Extendable extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEventLike extends Extendable {
  request: Request
  respondWith(answer: Promise<Response>): void
}
type AppFiles = Array<{ url: string; revision: string | null } | string>
interface WorkerScope {
  location: Location
  registration: { active: object | null; waiting: object | null; installing: object | null }
  addEventListener(type: 'install', listener: (event: Extendable) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void
  addEventListener(type: 'message', listener: (event: Extendable & { data: unknown }) => void): void
}
const scope = self as unknown as WorkerScope

/** Workbox types its steps for the worker's own event types, which this file (built with the app's DOM types) lacks. */
const asInstallEvent = (event: Pick<Extendable, 'type' | 'waitUntil'>) => event as unknown as Parameters<PrecacheController['install']>[0]

const app = new PrecacheController()
// Workbox writes the build's file list in place of `self.__WB_MANIFEST`, that very text.
app.addToCacheList((self as unknown as { __WB_MANIFEST: AppFiles }).__WB_MANIFEST)
cleanupOutdatedCaches()

scope.addEventListener('install', (event) => {
  if (!scope.registration.active) return
  event.stopImmediatePropagation()
  event.waitUntil(app.install(asInstallEvent(event)))
})

const INDEX = new URL('index.html', scope.location.href).href

scope.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET' || new URL(request.url).origin !== scope.location.origin) return
  const key = app.getCacheKeyForURL(request.mode === 'navigate' ? INDEX : request.url)
  if (!key) return
  event.stopImmediatePropagation()
  event.respondWith(caches.match(key).then((kept) => kept ?? fetch(request)))
})

let filling: Promise<unknown> | undefined
scope.addEventListener('message', (event) => {
  // msw's worker unregisters itself when its last page closes: the demo's worker must outlive its pages, or the demo
  // would not open again with no signal. (msw's list of pages using the mock then keeps a closed page until the worker
  // restarts; a request of a page not using the mock goes to the network either way.)
  if (event.data === 'CLIENT_CLOSED') return event.stopImmediatePropagation()
  if (event.data !== KEEP_APP_FILES) return
  // A newer version waiting has its own files, cached while it installed: this one's clean-up would drop them, and
  // its fill would hold back the newer one's taking over (a worker takes over once the old one has no work left).
  if (scope.registration.waiting || scope.registration.installing) return
  // Workbox's install step caches what is missing only for an event of type 'install'; this one is the page's ask,
  // whose lifetime the whole fill extends.
  const asInstall = asInstallEvent({ type: 'install', waitUntil: () => undefined })
  filling ??= app
    .install(asInstall)
    .then(() => app.activate(asInstall))
    .finally(() => (filling = undefined))
  event.waitUntil(filling)
})
