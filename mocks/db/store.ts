import { isIsoDate } from './dates'
import { idSecret, restoreIdSecret } from './ids'
import { BACKUP_KEY, STORAGE_KEY } from './keys'
import { isDbData, nextId } from './tables'
import type { DbData, IsoDate, Scale, SeedOptions, TableName } from './types'

/** The seed number of the demo data unless another is asked for. */
export const DEFAULT_SEED = 20261122
/** 2: client messages, message templates and the case journal (the case's timeline) joined the tables. */
export const STORE_VERSION = 5
export { BACKUP_KEY, STORAGE_KEY } from './keys'
/** Browsers allow an origin about 5 MB of web storage; stay well under it and leave room for the app's own keys. */
export const MAX_STORED_CHARS = 4_000_000

export const NOTICES = {
  unreadable: 'The demo data could not be read and was reset; a backup was kept.',
  otherVersion: 'The demo data was saved by another version of the app and was reset; a backup was kept.',
  noBackup: 'The demo data could not be read and was reset; it could not be backed up.',
  notSaved: 'The demo data could not be saved in this browser (storage is full or blocked); changes last until the page is reloaded.',
  memoryOnly: 'The demo data is too large for browser storage; it is rebuilt on each load and changes last until the page is reloaded.',
} as const

export type StoredOptions = Required<SeedOptions>

/**
 * What is kept under STORAGE_KEY. `data: null` marks a data set too large to keep: the
 * options are enough to rebuild it, because the seed is deterministic.
 */
export interface StoredDb {
  version: number
  savedAt: string
  options: StoredOptions
  data: DbData | null
  /**
   * With `data: null`, the sessions still: rebuilding the data on a reload must not sign out the
   * users whose tokens the browser holds.
   */
  sessions?: DbData['sessions']
  /** The secret this provider seals its ids with (see ids.ts): kept so the ids the app holds survive a reload. */
  idSecret?: string
}

export interface StoreOptions {
  /** Omitted: localStorage when there is one. null: memory only (Node tests). */
  storage?: Storage | null
  today: IsoDate
  /** Omitted: whatever was stored, else 'normal'. Given and different from what was stored: reseed. */
  scale?: Scale
  seed?: number
  now?: () => Date
  /**
   * Builds fresh data (the seed, with faker). Passed in rather than imported so a browser that
   * already keeps its demo data never loads faker; see `needsBuild`.
   */
  build?: (options: SeedOptions) => DbData
  /**
   * Told when a save after start-up could not be kept (storage full or blocked), so the demo says at
   * once that changes now live only until a reload, instead of letting a lost save pass as kept.
   */
  onNotice?: (notice: string) => void
}

export interface Store {
  /** The live tables. The object stays the same across reset(), so handlers may keep it. */
  readonly db: DbData
  readonly options: StoredOptions
  /** Set when data was reset or cannot be kept; the app shows it once. */
  notice: string | null
  /** False while changes live in memory only. */
  readonly persisted: boolean
  /** Writes the tables; call after each mutation. Never throws. */
  save(): void
  /** Counts the saves (each mutation's): what is worked out from the tables may be kept while it stays the same. */
  readonly revision: number
  /** Reseeds (optionally with other options, e.g. a new today) and saves. */
  reset(next?: Partial<SeedOptions>, build?: StoreOptions['build']): void
  nextId(table: TableName): number
}

type Parsed = { ok: true; stored: StoredDb } | { ok: false; notice: string }

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

function isStoredOptions(value: unknown): value is StoredOptions {
  return (
    isRecord(value) && typeof value.today === 'string' && isIsoDate(value.today) &&
    (value.scale === 'normal' || value.scale === 'large') && Number.isSafeInteger(value.seed)
  )
}

export function parseStored(raw: string): Parsed {
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return { ok: false, notice: NOTICES.unreadable }
  }
  if (!isRecord(value)) return { ok: false, notice: NOTICES.unreadable }
  if (value.version !== STORE_VERSION) return { ok: false, notice: typeof value.version === 'number' ? NOTICES.otherVersion : NOTICES.unreadable }
  const { options, data } = value
  const dataOk = data === null || (isDbData(data) && data.users.length > 0)
  if (!isStoredOptions(options) || !dataOk) return { ok: false, notice: NOTICES.unreadable }
  const sessions = Array.isArray(value.sessions) ? (value.sessions as DbData['sessions']) : undefined
  const idSecret = typeof value.idSecret === 'string' ? value.idSecret : undefined
  return { ok: true, stored: { version: STORE_VERSION, savedAt: String(value.savedAt ?? ''), options, data, sessions, idSecret } }
}

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    // Some browsers throw on merely touching localStorage when site data is blocked.
    return null
  }
}

/** Moves unreadable text aside; removing it first frees the room the backup needs. */
function backUp(storage: Storage, raw: string): boolean {
  try {
    storage.removeItem(STORAGE_KEY)
    storage.setItem(BACKUP_KEY, raw)
    return true
  } catch {
    return false
  }
}

const wantedOptions = (init: StoreOptions, base?: StoredOptions): StoredOptions => ({
  today: base?.today ?? init.today,
  scale: init.scale ?? base?.scale ?? 'normal',
  seed: init.seed ?? base?.seed ?? DEFAULT_SEED,
})

/** Stored data is kept when it was built with the scale and seed now asked for. */
const keeps = (init: StoreOptions, stored: StoredDb | null): stored is StoredDb & { data: DbData } =>
  !!stored?.data && wantedOptions(init, stored.options).scale === stored.options.scale && wantedOptions(init, stored.options).seed === stored.options.seed

/**
 * The stored text read by `needsBuild`, parsed, for the `createStore` that follows it: the demo's data is
 * hundreds of kilobytes of JSON, and parsing it twice cost the first page a long task on a phone.
 * Taken once: the store then changes the data in place.
 */
let lastRead: { raw: string; parsed: Parsed } | null = null
function takeParsed(raw: string): Parsed {
  const parsed = lastRead?.raw === raw ? lastRead.parsed : parseStored(raw)
  lastRead = null
  return parsed
}

/** Whether createStore will have to build fresh data (so the caller can load the seed first). Reads only. */
export function needsBuild(init: StoreOptions): boolean {
  const storage = init.storage === undefined ? defaultStorage() : init.storage
  let raw: string | null = null
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null
  } catch {
    return true
  }
  const parsed = raw === null ? null : parseStored(raw)
  lastRead = raw === null || !parsed ? null : { raw, parsed }
  return !(parsed?.ok && keeps(init, parsed.stored))
}

function buildWith(build: StoreOptions['build'], options: StoredOptions): DbData {
  if (!build) throw new Error('The demo data has to be built: pass the seed function as `build`.')
  return build(options)
}

export function createStore(init: StoreOptions): Store {
  const storage = init.storage === undefined ? defaultStorage() : init.storage
  const now = init.now ?? (() => new Date())
  let notice: string | null = null
  let persisted = false
  let stored: StoredDb | null = null

  if (storage) {
    let raw: string | null = null
    try {
      raw = storage.getItem(STORAGE_KEY)
    } catch {
      notice = NOTICES.notSaved
    }
    if (raw !== null) {
      const parsed = takeParsed(raw)
      if (parsed.ok) stored = parsed.stored
      else notice = backUp(storage, raw) ? parsed.notice : NOTICES.noBackup
    }
  }

  // Ids handed out before a reload (in the app's session, links, URLs) must still open their records.
  restoreIdSecret(stored?.idSecret)
  let options: StoredOptions
  let data: DbData
  let fresh = true
  if (keeps(init, stored)) {
    // Kept data keeps its own `today`: the user's edits matter more than dates lining up with the clock.
    options = stored.options
    data = stored.data
    fresh = false
  } else {
    // A memory-only marker is rebuilt around the current day: nothing of the user's was kept anyway.
    options = wantedOptions(init, stored?.data === null ? { ...stored.options, today: init.today } : undefined)
    data = buildWith(init.build, options)
    if (stored?.data === null && Array.isArray(stored.sessions)) data.sessions = stored.sessions
  }
  const db = data

  const write = (payload: StoredDb): boolean => {
    if (!storage) return false
    try {
      storage.setItem(STORAGE_KEY, JSON.stringify(payload))
      return true
    } catch {
      return false
    }
  }

  let revision = 0
  const save = () => {
    revision++
    if (!storage) return
    const envelope = { version: STORE_VERSION, savedAt: now().toISOString(), options, idSecret: idSecret() }
    // The large seed is tens of megabytes: skip serialising it at all on every mutation.
    let text = options.scale === 'large' ? null : JSON.stringify({ ...envelope, data: db })
    if (text !== null && text.length > MAX_STORED_CHARS) text = null
    if (text === null) {
      write({ ...envelope, data: null, sessions: db.sessions })
      persisted = false
      notice ??= NOTICES.memoryOnly
      return
    }
    try {
      storage.setItem(STORAGE_KEY, text)
      persisted = true
    } catch {
      // Said once per failure spell: the first save that is lost, not every save after it.
      if (persisted || notice === null) {
        notice = NOTICES.notSaved
        init.onNotice?.(notice)
      }
      persisted = false
    }
  }

  const store: Store = {
    db,
    get options() {
      return options
    },
    get notice() {
      return notice
    },
    set notice(value) {
      notice = value
    },
    get persisted() {
      return persisted
    },
    get revision() {
      return revision
    },
    save,
    reset(next, build = init.build) {
      options = { ...options, ...next }
      Object.assign(db, buildWith(build, options))
      notice = null
      save()
    },
    nextId: (table) => nextId(db, table),
  }
  if (fresh) save()
  else persisted = true
  return store
}
