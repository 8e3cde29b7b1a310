import 'fake-indexeddb/auto'
import { describe, expect, it, vi } from 'vitest'
import { createStore, set } from 'idb-keyval'
import { keptWriter, readKept } from './kept-storage'

let n = 0
const fresh = () => createStore(`kept-test-${++n}`, 'kept')

describe('the mock provider keeps its data in IndexedDB', () => {
  it('reads back what it wrote, each key once with its last value, removals included', async () => {
    const store = fresh()
    expect(await readKept(store)).toEqual({})
    const writer = keptWriter(store, { failed: vi.fn() })
    writer.tell('case-diary:mock-db', '{"v":1}')
    writer.tell('case-diary:mock-db', '{"v":2}')
    writer.tell('case-diary:mock-db:backup', 'old')
    await writer.flushed()
    expect(await readKept(store)).toEqual({ 'case-diary:mock-db': '{"v":2}', 'case-diary:mock-db:backup': 'old' })
    writer.tell('case-diary:mock-db:backup', null)
    await writer.flushed()
    expect(await readKept(store)).toEqual({ 'case-diary:mock-db': '{"v":2}' })
  })

  it('keeps the order of writes asked for before and after a flush began', async () => {
    const store = fresh()
    const writer = keptWriter(store, { failed: vi.fn() })
    writer.tell('k', 'first')
    const first = writer.flushed()
    writer.tell('k', 'second')
    await Promise.all([first, writer.flushed()])
    expect(await readKept(store)).toEqual({ k: 'second' })
  })

  it('reads only text: another value under its name is not its data', async () => {
    const store = fresh()
    await set('odd', 42, store)
    await set('k', 'v', store)
    expect(await readKept(store)).toEqual({ k: 'v' })
  })

  it('says a write was not kept without failing the flush, and goes on with the next one', async () => {
    const failed = vi.fn()
    const kept = vi.fn()
    let refuse = true
    const real = fresh()
    const store: typeof real = (mode, callback) => (refuse ? Promise.reject(new DOMException('full', 'QuotaExceededError')) : real(mode, callback))
    const writer = keptWriter(store, { failed, kept })
    writer.tell('k', 'lost')
    await expect(writer.flushed()).resolves.toBeUndefined()
    expect(failed).toHaveBeenCalledTimes(1)
    refuse = false
    writer.tell('k', 'kept')
    await writer.flushed()
    expect(kept).toHaveBeenCalledTimes(1)
    expect(await readKept(real)).toEqual({ k: 'kept' })
  })
})
