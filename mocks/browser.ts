import { http } from 'msw'
import { setupWorker } from 'msw/browser'
import { DEMO_ACCOUNTS } from './db/accounts'
import { BACKUP_KEY, STORAGE_KEY } from './db/keys'
import type { Scale } from './db/types'
import { getFaults, loadFaults } from './faults'
import { requestToWire, responseFromWire, transferOf, type FromProvider, type ToProvider, type WireAnswer } from './provider-wire'
import { localToday } from './today'
import { WORKER_URL, keepAppFiles, settleWorker } from './worker-control'

type Tell = { mail: (mail: { to: string; link: string; lines?: string[] }) => void; notice: (notice: string | null) => void }

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** `?seed=large` (or VITE_MOCK_SCALE=large) asks once for the large data set; `?seed=normal` goes back. */
function requestedScale(): Scale | undefined {
  const fromUrl = new URLSearchParams(window.location.search).get('seed')
  if (fromUrl === 'large' || fromUrl === 'normal') return fromUrl
  const fromEnv = import.meta.env.VITE_MOCK_SCALE
  return fromEnv === 'large' || fromEnv === 'normal' ? fromEnv : undefined
}

/**
 * The mock's own thread (provider.worker.ts): its handlers, data and contract checks never run on the page's, and it
 * keeps its data itself (db/kept-storage.ts). What an earlier demo kept in the page's local storage is handed over
 * once, then removed from there.
 */
export function providerThread(tell: Tell) {
  const thread = new Worker(new URL('./provider.worker.ts', import.meta.url), { type: 'module', name: 'mock provider' })
  const send = (message: ToProvider, transfer: Transferable[] = []) => thread.postMessage(message, { transfer })
  const calls = new Map<number, (answer: WireAnswer) => void>()
  const resets = new Map<number, (error?: string) => void>()
  let next = 0
  let stopped: string | null = null
  let settle: { resolve: (notice: string | null) => void; reject: (error: Error) => void }
  const ready = new Promise<string | null>((resolve, reject) => (settle = { resolve, reject }))
  // Its failure is for whoever awaits it (startBrowserMock, once msw's worker is settled), not an unhandled rejection.
  ready.catch(() => undefined)
  const stop = (error: string) => {
    stopped = error
    settle.reject(new Error(error))
    for (const answer of calls.values()) answer({ kind: 'thrown', message: error })
    calls.clear()
  }
  thread.onmessage = ({ data }: MessageEvent<FromProvider>) => {
    switch (data.type) {
      case 'ready':
        if (data.movedOver) for (const key of Object.keys(stored)) storage()?.removeItem(key)
        return settle.resolve(data.notice)
      case 'failed':
        return stop(data.error)
      case 'answer':
        calls.get(data.id)?.(data.answer)
        return void calls.delete(data.id)
      case 'reset-done':
        resets.get(data.id)?.(data.error)
        return void resets.delete(data.id)
      case 'mail':
        return tell.mail(data.mail)
      case 'notice':
        return tell.notice(data.notice)
    }
  }
  thread.onerror = (event) => {
    event.preventDefault()
    stop(`The mock provider stopped: ${event.message}`)
  }
  const stored: Record<string, string> = {}
  try {
    for (const key of [STORAGE_KEY, BACKUP_KEY]) {
      const kept = storage()?.getItem(key)
      if (kept != null) stored[key] = kept
    }
  } catch {
    // Nothing kept there can be read: the mock starts with what it keeps itself.
  }
  send({ type: 'start', options: { stored, today: localToday(), scale: requestedScale(), faults: getFaults() } })
  return {
    ready,
    async ask(request: Request): Promise<Response | undefined> {
      // A thread that stopped answers nothing more: each call fails at once, as msw fails a handler that throws.
      if (stopped) return responseFromWire({ kind: 'thrown', message: stopped })
      const id = ++next
      const wire = await requestToWire(request)
      const answer = await new Promise<WireAnswer>((resolve) => {
        calls.set(id, resolve)
        send({ type: 'request', id, request: wire }, transferOf(wire.body))
      })
      return responseFromWire(answer)
    },
    reset: (today: string) =>
      new Promise<void>((resolve, reject) => {
        const id = ++next
        resets.set(id, (error) => (error ? reject(new Error(error)) : resolve()))
        send({ type: 'reset', id, today })
      }),
  }
}

/**
 * Starts the mock provider: its own thread with the stored demo data, the fault switch, and msw's service worker, whose
 * calls one handler here hands to that thread. Answers what the app may show about it (demo accounts, a notice, a
 * reset) and tells it later mail and notices through `tell`: the app keeps them, the mock imports nothing of the app.
 */
export async function startBrowserMock(tell: Tell) {
  loadFaults(window.location, window.sessionStorage)
  const provider = providerThread(tell)
  await settleWorker()
  const [notice] = await Promise.all([
    provider.ready,
    setupWorker(http.all('*/api/*', ({ request }) => provider.ask(request))).start({
      serviceWorker: { url: WORKER_URL },
      // The app's own files (scripts, icons) are not the provider's business.
      onUnhandledRequest: 'bypass',
      quiet: true,
    }),
  ])
  keepAppFiles()
  return {
    accounts: DEMO_ACCOUNTS.map(({ username, password, role, description }) => ({ username, password, role, description })),
    notice,
    mail: null,
    reset: () => provider.reset(localToday()),
  }
}
