/**
 * The demo build's one service worker (issue 23): the app's files first (./worker/app-files.ts), then msw's worker,
 * unchanged, for the mock provider's calls. Both need the scope of the whole app, and a scope has one worker. Its
 * name stays msw's, so the registrations demos already hold update to it. Development serves msw's worker alone.
 */
import './worker/app-files'
import { endCallsOfClosedPages } from './worker/closed-pages'
import './public/mockServiceWorker.js'

// The worker's own globals, which this file (built with the app's DOM types) lacks.
const worker = self as unknown as Parameters<typeof endCallsOfClosedPages>[0] & { clients: Parameters<typeof endCallsOfClosedPages>[1]; location: Location }
endCallsOfClosedPages(worker, worker.clients, worker.location.origin)
