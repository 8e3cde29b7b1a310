/** Every key the app writes starts with this prefix, so sign-out can remove exactly ours. */
export const KEY_PREFIX = 'case-diary:'
export const SESSION_KEY = `${KEY_PREFIX}session`
export const THEME_KEY = `${KEY_PREFIX}theme`
/** Whether the practice's client is the petitioner or the respondent in a CNR list import: remembered on the device. */
export const IMPORT_PARTY_KEY = `${KEY_PREFIX}cnr-import-party`
/** The language the app speaks on this device (issue 22); once signed in, also the user's preference at the provider. */
export const LANGUAGE_KEY = `${KEY_PREFIX}language`
/** How many coming days of hearings this device keeps for the court day with no signal (issue 23): a device setting. */
export const PACK_DAYS_KEY = `${KEY_PREFIX}pack-days`
/** Preferences of the device, not user data: kept when a session's storage is cleared. */
const DEVICE_KEYS = [THEME_KEY, IMPORT_PARTY_KEY, LANGUAGE_KEY, PACK_DAYS_KEY]
export const SELECTION_KEY = `${KEY_PREFIX}selection`
/** The unsaved form of a session that ended by itself (session storage): offered back to the same user. */
export const DRAFT_KEY = `${KEY_PREFIX}draft`
/**
 * A spreadsheet import under way (local storage: the file and the place reached, with the user's encrypted id). Like
 * the draft it outlives a session that ended by itself, for the same user to resume; an explicit sign-out removes it.
 */
export const IMPORT_JOB_KEY = `${KEY_PREFIX}import-job`
/** The import's owner: the encrypted user id it was started by. */
export const importOwner = () => readJson<{ user?: string }>(local(), IMPORT_JOB_KEY)?.user ?? null
/**
 * Hearing outcomes recorded on this device and not yet sent (the court day's outbox, local storage, with
 * the encrypted id of the user who recorded them). Like the draft it outlives a session that ended by
 * itself and is offered back to the same user only; an explicit sign-out, which asks first, removes it.
 */
export const OUTBOX_KEY = `${KEY_PREFIX}court-day`
/** The outbox's owner: the encrypted user id it was recorded by (zustand's persisted `{ state, version }`). */
export const outboxOwner = () => readJson<{ state?: { user?: string } }>(local(), OUTBOX_KEY)?.state?.user ?? null
/** The mock provider's own store plays the server's database: signing out must not erase it. */
const PROVIDER_KEYS = [`${KEY_PREFIX}mock-db`, `${KEY_PREFIX}mock-db:backup`, `${KEY_PREFIX}faults`]

function safe(area: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[area]
  } catch {
    return null
  }
}

export const local = () => safe('localStorage')
export const session = () => safe('sessionStorage')

export function readJson<T>(store: Storage | null, key: string): T | null {
  try {
    const raw = store?.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

export function writeJson(store: Storage | null, key: string, value: unknown) {
  try {
    store?.setItem(key, JSON.stringify(value))
  } catch {
    // A full or disabled storage must not break the screen; the value stays in memory.
  }
}

/** A session ended by itself: the form it left unsaved may be offered back after signing in again. */
export function markDraftEnded() {
  const draft = readJson<Record<string, unknown>>(session(), DRAFT_KEY)
  if (draft) writeJson(session(), DRAFT_KEY, { ...draft, ended: true })
}

/**
 * The spec clears "all local and session storage" on login, logout and account-ready. On a shared
 * origin (a demo host, Storybook) other apps' keys are not ours to remove, so this clears every key of
 * this app: all of them with our prefix, in both storages, but the device's preferences (the theme, the
 * CNR import's party; not user data) and the mock provider's database (it stands for the server).
 */
export function clearAppStorage({ keepTheme = true, keepDraft = false, keepOutbox = false, keepImport = keepDraft }: { keepTheme?: boolean; keepDraft?: boolean; keepOutbox?: boolean; keepImport?: boolean } = {}) {
  for (const store of [session(), local()]) {
    if (!store) continue
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k): k is string => !!k?.startsWith(KEY_PREFIX))
    for (const key of keys) {
      if (PROVIDER_KEYS.includes(key)) continue
      if (keepTheme && DEVICE_KEYS.includes(key)) continue
      // A session that expired keeps the form being edited; an explicit sign-out never does.
      if (keepDraft && key === DRAFT_KEY) continue
      if (keepImport && key.startsWith(IMPORT_JOB_KEY)) continue
      if (keepOutbox && key === OUTBOX_KEY) continue
      store.removeItem(key)
    }
  }
}

/** Spec §2.5: opening a module forgets the advocate, client, case and client name picked elsewhere. */
export function clearSelection() {
  for (const store of [session(), local()]) {
    try {
      store?.removeItem(SELECTION_KEY)
    } catch {
      // Nothing to forget when storage is blocked.
    }
  }
}
