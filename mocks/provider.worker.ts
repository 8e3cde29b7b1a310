import { postedStorage } from './db/posted-storage'
import type { FromProvider, ToProvider } from './provider-wire'

// msw's cookie store insists on a local storage outside Node and a worker has none: the mock sets no cookies, so one in
// memory does. It must exist before msw loads, hence the handlers come in by a later import.
if (typeof localStorage === 'undefined') Object.defineProperty(globalThis, 'localStorage', { value: postedStorage({}) })

const post = (message: FromProvider, transfer: Transferable[] = []) => self.postMessage(message, { transfer })
const serving = import('./provider-serve')

self.onmessage = ({ data }: MessageEvent<ToProvider>) => {
  serving.then(({ receive }) => receive(data, post)).catch((error: unknown) => post({ type: 'failed', error: String(error) }))
}
