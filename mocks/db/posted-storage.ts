/**
 * Web storage for the mock provider's own thread, which has none: it starts with what was kept and hands every change
 * to `tell`, which keeps it (in IndexedDB, db/kept-storage.ts). A write that could not be kept is said as a notice,
 * not thrown here.
 */
export function postedStorage(kept: Record<string, string>, tell: (key: string, value: string | null) => void = () => {}): Storage {
  const items = new Map(Object.entries(kept))
  return {
    get length() {
      return items.size
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem(key, value) {
      items.set(key, String(value))
      tell(key, String(value))
    },
    removeItem(key) {
      if (!items.delete(key)) return
      tell(key, null)
    },
    clear() {
      for (const key of [...items.keys()]) this.removeItem(key)
    },
  }
}
