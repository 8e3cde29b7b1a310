import { describe, expect, it, vi } from 'vitest'
import { endCallsOfClosedPages, untilPageCloses } from './closed-pages'

/** The browser's list of open pages, with pages to close. */
function openPages(...ids: string[]) {
  const open = new Set(ids)
  return { get: vi.fn(async (id: string) => (open.has(id) ? { id } : undefined)), close: (id: string) => open.delete(id) }
}
const never = () => new Promise<Response>(() => undefined)

describe('a mock call whose page closed (mocks/worker/closed-pages.ts)', () => {
  it('ends as a network error once its page is gone, and not before', async () => {
    const pages = openPages('page-1')
    let ended = false
    const answer = untilPageCloses(never(), 'page-1', pages, 5).finally(() => (ended = true))
    await vi.waitFor(() => expect(pages.get.mock.calls.length).toBeGreaterThan(2))
    expect(ended).toBe(false)
    pages.close('page-1')
    expect((await answer).type).toBe('error')
  })

  it("answers with the page's answer, and stops looking once it came", async () => {
    const pages = openPages('page-1')
    const reply = new Response('{"status":200}')
    expect(await untilPageCloses(Promise.resolve(reply), 'page-1', pages, 5)).toBe(reply)
    const looked = pages.get.mock.calls.length
    await new Promise((resolve) => setTimeout(resolve, 30))
    expect(pages.get.mock.calls.length).toBe(looked)
  })

  it('keeps waiting while the list of pages cannot be read, and answers with what the page sends', async () => {
    const pages = { get: vi.fn(async () => Promise.reject(new Error('no list of pages'))) }
    let reply!: (answer: Response) => void
    const answer = untilPageCloses(new Promise<Response>((resolve) => (reply = resolve)), 'page-1', pages, 5)
    await vi.waitFor(() => expect(pages.get.mock.calls.length).toBeGreaterThan(2))
    const sent = new Response('{"status":200}')
    reply(sent)
    expect(await answer).toBe(sent)
  })

  it("passes a failed answer on as it is", async () => {
    await expect(untilPageCloses(Promise.reject(new Error('the mock failed')), 'page-1', openPages('page-1'), 5)).rejects.toThrow('the mock failed')
  })

  it("wraps only a page's calls to /api/ of its own origin", async () => {
    const taken: unknown[] = []
    class FakeFetchEvent {
      constructor(readonly request: Request, readonly clientId: string) {}
      respondWith(answer: Response | PromiseLike<Response>) {
        taken.push(answer)
      }
    }
    endCallsOfClosedPages({ FetchEvent: FakeFetchEvent }, openPages('page-1'), 'http://demo.test')
    const file = new Response('file')
    new FakeFetchEvent(new Request('http://demo.test/assets/app.js'), 'page-1').respondWith(file)
    new FakeFetchEvent(new Request('http://other.test/api/login'), 'page-1').respondWith(file)
    new FakeFetchEvent(new Request('http://demo.test/api/login'), '').respondWith(file)
    expect(taken).toEqual([file, file, file])
    const call = new Response('{}')
    new FakeFetchEvent(new Request('http://demo.test/api/login', { method: 'POST' }), 'page-1').respondWith(call)
    expect(taken[3]).toBeInstanceOf(Promise)
    expect(await taken[3]).toBe(call)
  })
})
