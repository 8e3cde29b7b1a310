import { afterEach, describe, expect, it, vi } from 'vitest'
import { WORKER_URL, keepAppFiles, pageCanRender, settleWorker } from './worker-control'
import { KEEP_APP_FILES, KEEP_APP_FILES_WHEN_AUTOMATED } from './worker/messages'

const script = new URL(WORKER_URL, location.href).href
const worker = { scriptURL: script } as ServiceWorker

/** A stand-in for the browser's service worker container with one registration of ours. */
function fakeContainer(registration: Partial<ServiceWorkerRegistration> | null, controller: ServiceWorker | null = null) {
  const events = new EventTarget()
  const container = {
    controller,
    getRegistrations: async () => (registration ? [registration] : []),
    addEventListener: events.addEventListener.bind(events),
    claim: () => {
      container.controller = worker
      events.dispatchEvent(new Event('controllerchange'))
    },
  }
  vi.stubGlobal('navigator', { ...navigator, serviceWorker: container })
  return container
}
const reload = () => {
  const spy = vi.fn()
  vi.stubGlobal('location', { ...location, href: location.href, reload: spy })
  return spy
}
afterEach(() => vi.unstubAllGlobals())

describe("the mock's service worker on the first visits", () => {
  it('renders at once when the worker controls the page, or when none is registered yet (the very first visit)', async () => {
    const spy = reload()
    fakeContainer({ active: worker }, worker)
    expect(await pageCanRender()).toBe(true)
    fakeContainer(null)
    expect(await pageCanRender()).toBe(true)
    expect(spy).not.toHaveBeenCalled()
  })

  it('a worker still installing takes control without a reload: the page renders and msw waits for it', async () => {
    const spy = reload()
    const container = fakeContainer({ installing: worker, update: async () => ({}) as ServiceWorkerRegistration })
    expect(await pageCanRender()).toBe(true)
    const settled = settleWorker()
    container.claim()
    await settled
    expect(container.controller).toBe(worker)
    expect(spy).not.toHaveBeenCalled()
  })

  it('an active worker that does not control the page (a hard reload) reloads it before anything renders', async () => {
    const spy = reload()
    fakeContainer({ active: worker })
    expect(await pageCanRender()).toBe(false)
    expect(spy).toHaveBeenCalledOnce()
  })

  it('a failed check for a newer worker script is never an unhandled error', async () => {
    const registration: Partial<ServiceWorkerRegistration> = {
      active: worker,
      update: () => Promise.reject(new TypeError('Failed to update a ServiceWorker: Not found')),
    }
    fakeContainer(registration, worker)
    await settleWorker()
    await expect(registration.update!()).resolves.toBe(registration)
  })
})

describe("keeping the demo's app files", () => {
  function activeWorker(webdriver: boolean) {
    const postMessage = vi.fn()
    vi.stubGlobal('navigator', { ...navigator, webdriver, serviceWorker: { ready: Promise.resolve({ active: { postMessage } }) } })
    vi.stubGlobal('requestIdleCallback', (ask: () => void) => ask())
    return postMessage
  }
  afterEach(() => localStorage.clear())

  it('asks the active worker once the page is idle', async () => {
    const postMessage = activeWorker(false)
    keepAppFiles()
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith(KEEP_APP_FILES))
  })

  it('an automated browser asks only when its local storage says so (the offline tests)', async () => {
    const postMessage = activeWorker(true)
    keepAppFiles()
    // A message would be posted within the same turn (the idle callback is immediate here, `ready` resolved).
    await new Promise((settled) => setTimeout(settled, 0))
    expect(postMessage).not.toHaveBeenCalled()
    localStorage.setItem(KEEP_APP_FILES_WHEN_AUTOMATED, 'yes')
    keepAppFiles()
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledWith(KEEP_APP_FILES))
  })
})
