/**
 * The page and the mock provider's service worker, on the first visits.
 *
 * msw reloads a page that its worker does not control while a registration exists, and it starts a
 * check for a newer worker script without handling its failure. A reload after the page has rendered
 * loses whatever the user typed; the unhandled failure surfaced as "Failed to update a ServiceWorker
 * … mockServiceWorker.js: Not found" when that check raced a reload. So before msw starts:
 * - a worker that is still installing claims this page when it activates: wait for that, no reload;
 * - an active worker that does not control this page (a hard reload) needs a reload: it happens
 *   before anything is rendered, so nothing the user did is lost;
 * - the check for a newer script keeps the running worker when it fails, and says nothing.
 */
import { KEEP_APP_FILES, KEEP_APP_FILES_WHEN_AUTOMATED } from './worker/messages'

export const WORKER_URL = `${import.meta.env.BASE_URL}mockServiceWorker.js`
const CLAIM_WAIT_MS = 10_000

const isOurs = (registration: ServiceWorkerRegistration) =>
  [registration.active, registration.waiting, registration.installing].some((w) => w?.scriptURL === new URL(WORKER_URL, location.href).href)

async function ourRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined
  return (await navigator.serviceWorker.getRegistrations()).find(isOurs)
}

/** Before the first render: false when the page is being reloaded (render nothing). */
export async function pageCanRender(): Promise<boolean> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller) return true
  const registration = await ourRegistration()
  if (!registration?.active || registration.installing || registration.waiting) return true
  location.reload()
  return false
}

/** Before msw starts: this page is controlled whenever a registration exists, and updates fail quietly. */
export async function settleWorker(): Promise<void> {
  const registration = await ourRegistration()
  if (!registration) return
  const update = registration.update.bind(registration)
  // msw calls update() and drops the promise; the same object is what it gets from getRegistrations().
  registration.update = () => update().catch(() => registration)
  if (navigator.serviceWorker.controller) return
  // An activation that never comes must not hold the app's calls for ever: msw then does as before.
  await new Promise<void>((resolve) => {
    navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true })
    setTimeout(resolve, CLAIM_WAIT_MS)
  })
}

/**
 * Once the mock has started, asks the worker to keep the app's files (./worker/app-files.ts) when the page is idle, so
 * a first visit's data does not share the signal and the phone with copying the whole build.
 */
export function keepAppFiles(): void {
  if (!('serviceWorker' in navigator)) return
  if (navigator.webdriver && localStorage.getItem(KEEP_APP_FILES_WHEN_AUTOMATED) === null) return
  // The active worker, which on a first visit may not control this page yet.
  const ask = () => void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage(KEEP_APP_FILES))
  if ('requestIdleCallback' in window) requestIdleCallback(ask, { timeout: 5_000 })
  else setTimeout(ask, 2_000)
}
