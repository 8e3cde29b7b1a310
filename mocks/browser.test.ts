import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { providerThread } from './browser'
import { BACKUP_KEY, STORAGE_KEY } from './db/keys'
import type { FromProvider, ToProvider } from './provider-wire'

/** Stands in for the mock's thread: keeps what the page sends and lets a test answer as the thread would. */
class FakeThread {
  static last: FakeThread
  sent: ToProvider[] = []
  onmessage: ((event: { data: FromProvider }) => void) | null = null
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null
  constructor() {
    FakeThread.last = this
  }
  postMessage(message: ToProvider) {
    this.sent.push(message)
  }
  say(message: FromProvider) {
    this.onmessage?.({ data: message })
  }
}

const tell = () => ({ mail: vi.fn(), notice: vi.fn() })
const asked = (thread: FakeThread) => thread.sent.filter((m) => m.type === 'request')

beforeEach(() => {
  vi.stubGlobal('Worker', FakeThread)
  localStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('the page side of the mock provider', () => {
  it('hands the thread what an earlier demo kept in local storage, and removes it once the thread keeps it', async () => {
    localStorage.setItem(STORAGE_KEY, '{"kept":true}')
    localStorage.setItem(BACKUP_KEY, 'old')
    localStorage.setItem('case-diary:theme', 'dark')
    const provider = providerThread(tell())
    const thread = FakeThread.last
    expect(thread.sent[0]).toMatchObject({ type: 'start', options: { stored: { [STORAGE_KEY]: '{"kept":true}', [BACKUP_KEY]: 'old' } } })
    thread.say({ type: 'ready', notice: null, movedOver: true })
    await expect(provider.ready).resolves.toBeNull()
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
    expect(localStorage.getItem(BACKUP_KEY)).toBeNull()
    expect(localStorage.getItem('case-diary:theme')).toBe('dark')

    const call = provider.ask(new Request('http://localhost/api/save-client', { method: 'POST', body: '{}' }))
    await vi.waitFor(() => expect(asked(thread)).toHaveLength(1))
    const { id } = asked(thread)[0] as Extract<ToProvider, { type: 'request' }>
    thread.say({ type: 'answer', id, answer: { kind: 'response', status: 200, statusText: 'OK', headers: [['content-type', 'application/json']], body: new TextEncoder().encode('{"status":200}').buffer } })
    expect(await (await call)!.json()).toEqual({ status: 200 })
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull()
  })

  it('leaves what the page kept in place when the thread could not keep it', async () => {
    localStorage.setItem(STORAGE_KEY, '{"kept":true}')
    const provider = providerThread(tell())
    FakeThread.last.say({ type: 'ready', notice: 'The demo data could not be saved.', movedOver: false })
    await expect(provider.ready).resolves.toBe('The demo data could not be saved.')
    expect(localStorage.getItem(STORAGE_KEY)).toBe('{"kept":true}')
  })

  it('passes on mail and notices', () => {
    const told = tell()
    providerThread(told)
    FakeThread.last.say({ type: 'mail', mail: { to: 'a@example.in', subject: 'Reset', link: '/reset-password/x' } })
    FakeThread.last.say({ type: 'notice', notice: 'The demo data could not be saved.' })
    expect(told.mail).toHaveBeenCalledWith(expect.objectContaining({ to: 'a@example.in', link: '/reset-password/x' }))
    expect(told.notice).toHaveBeenCalledWith('The demo data could not be saved.')
  })

  it('fails the calls waiting and every later call when the thread stops, and does not start', async () => {
    const provider = providerThread(tell())
    const thread = FakeThread.last
    const waiting = provider.ask(new Request('http://localhost/api/get-case-list', { method: 'POST', body: '{}' }))
    await vi.waitFor(() => expect(asked(thread)).toHaveLength(1))
    thread.onerror?.({ message: 'boom', preventDefault: () => {} })
    await expect(waiting).rejects.toThrow('The mock provider stopped: boom')
    await expect(provider.ask(new Request('http://localhost/api/x'))).rejects.toThrow('The mock provider stopped: boom')
    await expect(provider.ready).rejects.toThrow('The mock provider stopped: boom')
    expect(asked(thread)).toHaveLength(1)
  })

  it('resets through the thread and says when it could not', async () => {
    const provider = providerThread(tell())
    const thread = FakeThread.last
    const done = provider.reset('2026-11-28')
    const reset = thread.sent.find((m) => m.type === 'reset') as Extract<ToProvider, { type: 'reset' }>
    expect(reset.today).toBe('2026-11-28')
    thread.say({ type: 'reset-done', id: reset.id })
    await expect(done).resolves.toBeUndefined()
    const failed = provider.reset('2026-11-28')
    const again = thread.sent.filter((m) => m.type === 'reset').at(-1) as Extract<ToProvider, { type: 'reset' }>
    thread.say({ type: 'reset-done', id: again.id, error: 'no seed' })
    await expect(failed).rejects.toThrow('no seed')
  })
})
