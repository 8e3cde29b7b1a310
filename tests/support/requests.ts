import { afterEach } from 'vitest'
import { server } from '@mocks/node'

const stops: (() => void)[] = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

/** The JSON bodies the screen sends to the call whose path ends with `path`, in order, until the test ends. */
export function requestBodies(path: string) {
  const bodies: Record<string, unknown>[] = []
  const listener = async ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) bodies.push((await request.clone().json()) as Record<string, unknown>)
  }
  server.events.on('request:start', listener)
  stops.push(() => server.events.removeListener('request:start', listener))
  return bodies
}
