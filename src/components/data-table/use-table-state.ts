import { useCallback } from 'react'
import { useNavigate, useSearch } from '@tanstack/react-router'

export interface TableState {
  page: number
  size: number
  search: string
  setPage: (page: number) => void
  setSize: (size: number) => void
  /** A new search always starts again at page 1. */
  setSearch: (search: string) => void
}

const positive = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback)

/**
 * Page, page size and search of one table, kept in the URL (`{key}Page`, `{key}Size`, `{key}Q`) so
 * Back and reload return to the same rows. Defaults stay out of the URL. History entries are
 * replaced, not added: Back leaves the screen instead of stepping through pages.
 */
export function useTableState(key: string, defaultSize: number): TableState {
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const navigate = useNavigate()
  const names = { page: `${key}Page`, size: `${key}Size`, q: `${key}Q` }
  const page = positive(search[names.page], 1)
  const size = positive(search[names.size], defaultSize)
  const q = typeof search[names.q] === 'string' ? (search[names.q] as string) : ''

  const update = useCallback(
    (patch: Record<string, string | number>) =>
      void navigate({
        to: '.',
        replace: true,
        search: (prev: Record<string, unknown>) => {
          const next: Record<string, unknown> = { ...prev, ...patch }
          if (next[names.page] === 1) delete next[names.page]
          if (next[names.size] === defaultSize) delete next[names.size]
          if (next[names.q] === '') delete next[names.q]
          return next
        },
      } as never),
    [navigate, names.page, names.size, names.q, defaultSize],
  )

  return {
    page,
    size,
    search: q,
    setPage: useCallback((p: number) => update({ [names.page]: p }), [update, names.page]),
    setSize: useCallback((s: number) => update({ [names.size]: s, [names.page]: 1 }), [update, names.size, names.page]),
    setSearch: useCallback((text: string) => update({ [names.q]: text, [names.page]: 1 }), [update, names.q, names.page]),
  }
}
