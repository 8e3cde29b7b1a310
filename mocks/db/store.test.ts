import { describe, expect, it, vi } from 'vitest'
import { seed } from './seed'
import { BACKUP_KEY, MAX_STORED_CHARS, NOTICES, STORAGE_KEY, STORE_VERSION, createStore, needsBuild, parseStored } from './store'

const TODAY = '2026-11-22'

/** An in-memory Storage whose writes can be made to fail like a full quota. */
class FakeStorage implements Storage {
  private items = new Map<string, string>()
  writes = 0
  constructor(private failWrite: (key: string, value: string) => boolean = () => false) {}
  get length() {
    return this.items.size
  }
  clear() {
    this.items.clear()
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  setItem(key: string, value: string) {
    if (this.failWrite(key, value)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    this.writes++
    this.items.set(key, String(value))
  }
}

const stored = (storage: Storage) => JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as { version: number; options: unknown; data: unknown }
const validText = () => {
  const storage = new FakeStorage()
  createStore({ build: seed, storage, today: TODAY })
  return storage.getItem(STORAGE_KEY) ?? ''
}

describe('store: memory only', () => {
  it('seeds without storage and never writes', () => {
    const store = createStore({ build: seed, storage: null, today: TODAY })
    expect(store.db.clients.length).toBeGreaterThan(0)
    expect(store.notice).toBeNull()
    expect(store.persisted).toBe(false)
    expect(() => store.save()).not.toThrow()
    expect(store.options).toEqual({ today: TODAY, scale: 'normal', seed: 20261122 })
  })

  it('hands out the next free key of a table', () => {
    const store = createStore({ build: seed, storage: null, today: TODAY })
    const next = store.nextId('clients')
    expect(next).toBe(Math.max(...store.db.clients.map((c) => c.clientCode)) + 1)
    expect(store.nextId('sessions')).toBe(1)
  })
})

describe('store: persistence', () => {
  it('seeds and saves the first time, then loads what was saved', () => {
    const storage = new FakeStorage()
    const first = createStore({ build: seed, storage, today: TODAY })
    expect(first.persisted).toBe(true)
    expect(stored(storage)).toMatchObject({ version: STORE_VERSION, options: { today: TODAY, scale: 'normal' } })
    first.db.clients[0].clientName = 'RENAMED CLIENT'
    first.save()

    const second = createStore({ storage, today: '2026-12-01' })
    expect(second.notice).toBeNull()
    expect(second.db.clients[0].clientName).toBe('RENAMED CLIENT')
    // Kept data keeps the day it was built around.
    expect(second.options.today).toBe(TODAY)
  })

  it('reads the stored data once when start-up asks whether to build it and then opens it', () => {
    const storage = new FakeStorage()
    createStore({ build: seed, storage, today: TODAY }).save()
    const parse = vi.spyOn(JSON, 'parse')
    expect(needsBuild({ storage, today: TODAY })).toBe(false)
    const store = createStore({ storage, today: TODAY })
    expect(parse).toHaveBeenCalledTimes(1)
    // Taken once: the next start-up reads the text again rather than the data this store has changed.
    store.db.clients[0].clientName = 'CHANGED IN MEMORY'
    createStore({ storage, today: TODAY })
    expect(parse).toHaveBeenCalledTimes(2)
  })

  it('keeps the stored JSON well under the storage quota at normal scale', () => {
    expect(validText().length).toBeLessThan(MAX_STORED_CHARS / 2)
  })
})

describe('store: recovery', () => {
  const cases: [string, () => string, string][] = [
    ['garbage', () => 'not json at all {', NOTICES.unreadable],
    ['truncated JSON', () => validText().slice(0, 5000), NOTICES.unreadable],
    ['an older version', () => JSON.stringify({ ...JSON.parse(validText()), version: 0 }), NOTICES.otherVersion],
    ['a newer version', () => JSON.stringify({ ...JSON.parse(validText()), version: STORE_VERSION + 1 }), NOTICES.otherVersion],
    ['a wrong shape', () => JSON.stringify({ ...JSON.parse(validText()), data: { clients: 'nope' } }), NOTICES.unreadable],
    ['rows without keys', () => {
      const value = JSON.parse(validText())
      value.data.cases = [{ caseTitle: 'NO KEY' }]
      return JSON.stringify(value)
    }, NOTICES.unreadable],
    ['bad options', () => JSON.stringify({ ...JSON.parse(validText()), options: { today: 'soon' } }), NOTICES.unreadable],
    ['a bare array', () => '[]', NOTICES.unreadable],
    ['null', () => 'null', NOTICES.unreadable],
  ]

  for (const [what, text, notice] of cases) {
    it(`reseeds from ${what}, keeps a backup and says so`, () => {
      const raw = text()
      const storage = new FakeStorage()
      storage.setItem(STORAGE_KEY, raw)
      const store = createStore({ build: seed, storage, today: TODAY })
      expect(store.notice).toBe(notice)
      expect(storage.getItem(BACKUP_KEY)).toBe(raw)
      expect(JSON.stringify(store.db)).toBe(JSON.stringify(seed({ today: TODAY })))
      expect(parseStored(storage.getItem(STORAGE_KEY) ?? '').ok).toBe(true)
    })
  }

  it('still boots when even the backup cannot be written', () => {
    const storage = new FakeStorage()
    storage.setItem(STORAGE_KEY, '{"version":')
    const full = new FakeStorage(() => true)
    full.getItem = (key) => storage.getItem(key)
    const store = createStore({ build: seed, storage: full, today: TODAY })
    expect(store.notice).toBe(NOTICES.noBackup)
    expect(store.db.users.length).toBeGreaterThan(0)
  })

  it('boots when storage cannot even be read', () => {
    const storage = new FakeStorage(() => true)
    storage.getItem = () => {
      throw new DOMException('blocked', 'SecurityError')
    }
    const store = createStore({ build: seed, storage, today: TODAY })
    expect(store.notice).toBe(NOTICES.notSaved)
    expect(store.persisted).toBe(false)
  })
})

describe('store: a full quota', () => {
  it('keeps working in memory and records a notice', () => {
    const storage = new FakeStorage((key) => key === STORAGE_KEY)
    const store = createStore({ build: seed, storage, today: TODAY })
    expect(store.persisted).toBe(false)
    expect(store.notice).toBe(NOTICES.notSaved)
    store.db.clients.push({ ...store.db.clients[0], clientCode: store.nextId('clients') })
    expect(() => store.save()).not.toThrow()
    expect(store.db.clients.at(-1)?.clientCode).toBe(store.db.clients.length)
  })

  it('tells the app at once when a save after start-up is lost, once per spell, never passing it as kept', () => {
    let full = false
    const told: string[] = []
    const storage = new FakeStorage((key) => full && key === STORAGE_KEY)
    const store = createStore({ build: seed, storage, today: TODAY, onNotice: (notice) => told.push(notice) })
    expect(store.persisted).toBe(true)
    full = true
    store.save()
    store.save()
    expect(store.persisted).toBe(false)
    expect(told).toEqual([NOTICES.notSaved])
    expect(NOTICES.notSaved).toBe('The demo data could not be saved in this browser (storage is full or blocked); changes last until the page is reloaded.')
    full = false
    store.save()
    full = true
    store.save()
    expect(told).toEqual([NOTICES.notSaved, NOTICES.notSaved])
  })

  it('becomes persisted again once storage has room', () => {
    let full = true
    const storage = new FakeStorage(() => full)
    const store = createStore({ build: seed, storage, today: TODAY })
    expect(store.persisted).toBe(false)
    full = false
    store.save()
    expect(store.persisted).toBe(true)
  })
})

describe('store: reset and scale', () => {
  it('reseeds in place and saves', () => {
    const storage = new FakeStorage()
    const store = createStore({ build: seed, storage, today: TODAY })
    const db = store.db
    const clients = db.clients.length
    db.clients.splice(0, 10)
    store.notice = 'something'
    store.save()
    store.reset()
    expect(store.db).toBe(db)
    expect(db.clients).toHaveLength(clients)
    expect(store.notice).toBeNull()
    expect((stored(storage).data as { clients: unknown[] }).clients).toHaveLength(clients)
  })

  it('can reset around a new day', () => {
    const store = createStore({ build: seed, storage: null, today: TODAY })
    store.reset({ today: '2027-03-01' })
    expect(store.options.today).toBe('2027-03-01')
    expect(JSON.stringify(store.db)).toBe(JSON.stringify(seed({ today: '2027-03-01' })))
  })

  it('keeps the large seed in memory only, storing just how to rebuild it', () => {
    const storage = new FakeStorage()
    createStore({ build: seed, storage, today: TODAY })
    const large = createStore({ build: seed, storage, today: TODAY, scale: 'large' })
    expect(large.db.cases.length).toBeGreaterThanOrEqual(30_000)
    expect(large.persisted).toBe(false)
    expect(large.notice).toBe(NOTICES.memoryOnly)
    expect(stored(storage)).toMatchObject({ version: STORE_VERSION, options: { scale: 'large' }, data: null })
    expect((storage.getItem(STORAGE_KEY) ?? '').length).toBeLessThan(1000)

    // Reloading without asking for a scale rebuilds the large set; asking for normal goes back.
    const again = createStore({ build: seed, storage, today: TODAY })
    expect(again.db.cases.length).toBe(large.db.cases.length)
    const normal = createStore({ build: seed, storage, today: TODAY, scale: 'normal' })
    expect(normal.db.cases.length).toBeLessThan(1000)
    expect(normal.persisted).toBe(true)
  })
})

describe('a data set too large to keep', () => {
  it('keeps its sessions across a reload, so nobody is signed out when the data is rebuilt', () => {
    const storage = new Map<string, string>()
    const area = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => void storage.set(k, v), removeItem: (k: string) => void storage.delete(k) } as Storage
    const first = createStore({ build: seed, storage: area, today: '2026-11-22', scale: 'large' })
    first.db.sessions.push({ sessionId: 1, token: 'kept-token', userId: 2, expiresAt: '2027-11-22T00:00:00.000Z' })
    first.save()
    expect(JSON.parse(storage.get(STORAGE_KEY)!).data).toBeNull()
    const second = createStore({ build: seed, storage: area, today: '2026-11-22' })
    expect(second.options.scale).toBe('large')
    expect(second.db.sessions.map((s) => s.token)).toEqual(['kept-token'])
  })
})
