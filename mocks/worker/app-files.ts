import { cleanupOutdatedCaches, PrecacheController } from 'workbox-precaching'

/**
 * The demo's app files, kept by Workbox (issue 23: the demo opens with no signal, like the production build).
 *
 * This listener comes before msw's (mocks/mockServiceWorker.ts imports it first): it answers the app's own files,
 * and every page address with the app's index.html, from the cache and stops the event there. Everything else
 * (`/api`, files not in the build) goes on to msw's listener, which hands it to the mock provider in the page.
 *
 * The files are cached when a page starts the mock, not while the worker installs as Workbox does by default: msw
 * waits for its worker to be active before the mock answers, so a first visit would wait for the whole build
 * (6 MB) before its first data. Each page start fills what is missing (files kept are not fetched again), then
 * drops what the build no longer has.
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
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void
  addEventListener(type: 'message', listener: (event: Extendable & { data: unknown }) => void): void
}
const scope = self as unknown as WorkerScope

const app = new PrecacheController()
// Workbox writes the build's file list in place of `self.__WB_MANIFEST`, that very text.
app.addToCacheList((self as unknown as { __WB_MANIFEST: AppFiles }).__WB_MANIFEST)
cleanupOutdatedCaches()

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
  if (event.data !== 'MOCK_ACTIVATE') return
  // Workbox's install step caches what is missing only for an event of type 'install'; this one is the page's
  // start, whose lifetime the whole fill extends.
  const asInstall = { type: 'install', waitUntil: () => undefined } as unknown as Parameters<typeof app.install>[0]
  filling ??= app
    .install(asInstall)
    .then(() => app.activate(asInstall))
    .finally(() => (filling = undefined))
  event.waitUntil(filling)
})
