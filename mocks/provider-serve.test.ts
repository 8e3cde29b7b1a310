import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { clear } from 'idb-keyval'
import { keptStore, readKept } from './db/kept-storage'
import { STORAGE_KEY } from './db/keys'
import { NO_FAULTS } from './faults'
import type { FromProvider, StartOptions } from './provider-wire'

const options = (stored: Record<string, string>): StartOptions => ({ stored, today: '2026-11-28', faults: NO_FAULTS })

/** A fresh copy of the mock's thread (its state is the module's), started as the page starts it; resolves with 'ready'. */
async function startThread(stored: Record<string, string>) {
  vi.resetModules()
  const { receive } = await import('./provider-serve')
  const heard: FromProvider[] = []
  const post = (message: FromProvider) => heard.push(message)
  receive({ type: 'start', options: options(stored) }, post)
  await vi.waitFor(() => expect(heard.some((m) => m.type === 'ready' || m.type === 'failed')).toBe(true), { timeout: 30_000 })
  return { said: heard.find((m) => m.type === 'ready' || m.type === 'failed')!, heard, receive, post }
}

describe("the mock's thread keeps its data itself", () => {
  it('keeps fresh data before it says it is ready, takes over an earlier page copy once, and never over its own', async () => {
    await clear(keptStore())
    const first = await startThread({})
    expect(first.said).toMatchObject({ type: 'ready', movedOver: false })
    const built = (await readKept(keptStore()))[STORAGE_KEY]
    expect(JSON.parse(built)).toMatchObject({ options: { today: '2026-11-28' } })

    await clear(keptStore())
    const legacy = built.replace('"today":"2026-11-28"', '"today":"2026-11-20"')
    expect((await startThread({ [STORAGE_KEY]: legacy })).said).toMatchObject({ type: 'ready', movedOver: true })
    expect(JSON.parse((await readKept(keptStore()))[STORAGE_KEY])).toMatchObject({ options: { today: '2026-11-20' } })

    // What the thread keeps is newer than a page copy left behind: the page may drop it, the thread does not take it.
    expect((await startThread({ [STORAGE_KEY]: built })).said).toMatchObject({ type: 'ready', movedOver: true })
    expect(JSON.parse((await readKept(keptStore()))[STORAGE_KEY])).toMatchObject({ options: { today: '2026-11-20' } })
  }, 60_000)

  it('keeps what a call saved before its answer leaves', async () => {
    await clear(keptStore())
    const thread = await startThread({})
    const body = new TextEncoder().encode(JSON.stringify({ userId: 'advocate', loginPassword: 'Advocate@123', rememberMe: false })).buffer
    thread.receive({ type: 'request', id: 1, request: { url: 'http://localhost/api/login', method: 'POST', headers: [['content-type', 'application/json']], body } }, (message) => {
      thread.post(message)
      // The answer is posted only now: read what is kept at this moment.
      if (message.type === 'answer') kept = readKept(keptStore())
    })
    let kept: Promise<Record<string, string>> | undefined
    await vi.waitFor(() => expect(kept).toBeDefined(), { timeout: 30_000 })
    const answer = thread.heard.find((m) => m.type === 'answer')
    expect(answer).toMatchObject({ answer: { kind: 'response', status: 200 } })
    // A session is a bearer token, never a cookie: the browser builds' cookie jar keeps none (no-cookie-jar.ts).
    expect((answer as { answer: { headers: [string, string][] } }).answer.headers.map(([name]) => name.toLowerCase())).not.toContain('set-cookie')
    const { token } = JSON.parse(new TextDecoder().decode((answer as { answer: { body: ArrayBuffer } }).answer.body)).data as { token: string }
    expect(JSON.parse((await kept!)[STORAGE_KEY]).data.sessions.map((s: { token: string }) => s.token)).toContain(token)
  }, 60_000)
})
