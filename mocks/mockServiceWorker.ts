/**
 * The demo build's one service worker (issue 23): the app's files first (./worker/app-files.ts), then msw's worker,
 * unchanged, for the mock provider's calls. Both need the scope of the whole app, and a scope has one worker. Its
 * name stays msw's, so the registrations demos already hold update to it. Development serves msw's worker alone.
 */
import './worker/app-files'
import './public/mockServiceWorker.js'
