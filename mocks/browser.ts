import { setupWorker } from 'msw/browser'
import { DEFAULT_SEED, DEMO_ACCOUNTS, needsBuild, type Scale, type StoreOptions } from './db'
import { loadFaults } from './faults'
import { routedHandlers } from './handlers'
import { onMail } from './outbox'
import { localToday, startProvider } from './provider'
import { WORKER_URL, keepAppFiles, settleWorker } from './worker-control'

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

/** The generators are loaded only when the data has to be built; the demo's build needs no faker (db/demo-seed.ts). */
const loadBuild = async () => (await import('./db/demo-seed')).demoSeed

/**
 * Starts the mock provider in the page: the stored demo data, the fault switch and the service worker.
 * Answers what the app may show about it (demo accounts, a notice, a reset) and tells it later mail and
 * notices through `tell`: the app keeps them, the mock imports nothing of the app.
 */
export async function startBrowserMock(tell: { mail: (mail: { to: string; link: string; lines?: string[] }) => void; notice: (notice: string | null) => void }) {
  onMail(({ to, link, lines }) => tell.mail({ to, link, lines }))
  const init: StoreOptions = {
    storage: storage(),
    today: localToday(),
    scale: requestedScale(),
    // The one seed the demo builds without faker; data kept from another seed is built again from this one.
    seed: DEFAULT_SEED,
    onNotice: tell.notice,
  }
  const store = startProvider({ ...init, build: needsBuild(init) ? await loadBuild() : undefined })
  loadFaults(window.location, window.sessionStorage)
  await settleWorker()
  await setupWorker(...routedHandlers).start({
    serviceWorker: { url: WORKER_URL },
    // The app's own files (scripts, icons) are not the provider's business.
    onUnhandledRequest: 'bypass',
    quiet: true,
  })
  keepAppFiles()
  return {
    accounts: DEMO_ACCOUNTS.map(({ username, password, role, description }) => ({ username, password, role, description })),
    notice: store.notice,
    mail: null,
    reset: async () => store.reset({ today: localToday() }, await loadBuild()),
  }
}
