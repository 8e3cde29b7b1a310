import { useMemo, useState, type ReactNode } from 'react'
import { flexRender, tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table'
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react'
import { Spinner } from '@/components/spinner'
import { LoadFailed } from '@/components/load-failed'
import { Pagination } from './pagination'
import { SearchBox } from './search-box'
import type { TableState } from './use-table-state'
import type { Compare } from './order'
import { useTranslate } from '@/i18n/texts'
import { useLanguage } from '@/i18n/language'
import { useTexts } from './texts'
import { cellClass, headerClass, runs, WIDTH_CLASS, type ColumnLook, type RowGroups } from './column-look'
import { ROW_PX } from './sizes'

/**
 * Server-side tables need only the core features: paging, search and order are the provider's. A short
 * list shown whole may sort in the browser (`sortable`): a plain compare per column, which costs every
 * page with a table far less than TanStack's row-sorting feature and its row model.
 */
const features = tableFeatures({ columnMeta: {} as ColumnLook })
/** A table's columns; each may say how its cells lay out in `meta` (see `./column-look`). */
export type Columns<T extends RowData> = ColumnDef<typeof features, T>[]

/** Cells sit close together (a report of eleven columns fits a laptop screen); the table's outer edges keep the card's margin. */
const CELL_PX = 'px-2 first:ps-3 last:pe-3'
/** Slate 800 at 60 % over the card's slate 900, made opaque: a sticky cell takes this colour and must hide what scrolls under it. */
const DARK_SHADE = 'dark:bg-[color-mix(in_oklab,var(--color-slate-800)_60%,var(--color-slate-900))]'
const DARK_HOVER = 'dark:hover:bg-[color-mix(in_oklab,var(--color-slate-800)_60%,var(--color-slate-900))]'

export interface DataTableProps<T extends RowData> {
  /** The table's accessible name, also used for its search box and pager. */
  label: string
  columns: Columns<T>
  rows: T[] | undefined
  total: number
  status: 'pending' | 'error' | 'success'
  onRetry: () => void
  /** Page, size and search; omitted for a short list shown whole (no search, no pager). */
  state?: TableState
  /** Rows-per-page choices; omitted hides the selector (spec: hidden on /dashboard). */
  pageSizes?: readonly number[]
  searchable?: boolean
  /** Adds 'S. No.' counted from the page offset (or the header given, where the spec writes it otherwise). */
  serial?: boolean | string
  emptyText?: string
  /** What a failed fetch says; '{label} could not be loaded.' when the spec gives no text. */
  failedText?: string
  /** Why the fetch failed: a refusal (403) or a timeout is said under the text; an answer that could not be read says so instead of it. */
  error?: unknown
  getRowId?: (row: T) => string
  /** Double-click or Enter on a row (the module shell opens it in the details tab). */
  onOpenRow?: (row: T) => void
  toolbar?: ReactNode
  /** Under the rows, e.g. a total amount. */
  footer?: ReactNode
  /**
   * For a list shown whole (no `state`): the columns, by id, that sort in the browser, each with how two
   * rows compare in ascending order (see `./order`). Their headers become buttons: a click sorts
   * ascending, the next descending; `aria-sort` tells which column orders the rows.
   */
  sortable?: Readonly<Record<string, Compare<T>>>
  /** Rows grouped under a header row (the hearings of one next date), in the rows' order. */
  groups?: RowGroups<T>
}

interface Sort {
  id: string
  desc: boolean
}

const SORT_ICON = { ascending: ArrowUp, descending: ArrowDown, none: ArrowUpDown } as const

/** Controls inside a row (a delete button, a status switch, a badge, a link) act on their own: they never open the row. */
const fromControl = (event: { target: EventTarget; currentTarget: Element }) =>
  event.target instanceof Element && event.target !== event.currentTarget && event.target.closest('a, button, input, select, textarea, [role="button"]') !== null

/**
 * The one list of the app: server paging, delayed search, rows-per-page, 'x to y of total',
 * an empty state, and a failed fetch shown as an empty list with a marked header and a retry.
 */
export function DataTable<T extends RowData>({ label: englishLabel, columns, rows, total, status, onRetry, state, pageSizes, searchable = !!state, serial, emptyText, failedText, error, getRowId, onOpenRow, toolbar, footer, sortable, groups }: DataTableProps<T>) {
  const t = useTexts().table
  // Labels, headers and texts come from features' English catalogs: shown in the language on screen, here in one place.
  const translate = useTranslate()
  const label = translate(englishLabel)
  const offset = state ? (state.page - 1) * state.size : 0
  const allColumns = useMemo<Columns<T>>(
    () =>
      serial
        ? [{ id: 'serial', header: () => <span className="whitespace-nowrap">{typeof serial === 'string' ? translate(serial) : t.serial}</span>, cell: ({ row }) => offset + row.index + 1, meta: { kind: 'nowrap' } }, ...columns]
        : columns,
    [serial, columns, offset, translate, t.serial],
  )
  const [sort, setSort] = useState<Sort | null>(null)
  // Text sorts in the language on screen's order: a new language sorts again.
  const language = useLanguage((s) => s.language)
  const data = useMemo(() => {
    const shown = status === 'error' ? [] : (rows ?? [])
    const compare = sort && sortable?.[sort.id]
    // Array.prototype.sort is stable: rows that compare equal keep the provider's order.
    return compare ? [...shown].sort((a, b) => (sort.desc ? compare(b, a) : compare(a, b))) : shown
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the compare reads the language on screen
  }, [rows, status, sort, sortable, language])
  const orderOf = (id: string) => (sort?.id === id ? (sort.desc ? 'descending' : 'ascending') : 'none')
  const toggle = (id: string) => setSort((now) => ({ id, desc: now?.id === id && !now.desc }))
  const table = useTable({ features, columns: allColumns, data, getRowId: getRowId ? (row) => getRowId(row) : undefined })
  const failed = status === 'error'
  const width = allColumns.length

  return (
    <div className="card overflow-hidden">
      {state && (searchable || pageSizes || toolbar) && (
        <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-3 py-2 dark:border-slate-800">
          {searchable ? <SearchBox label={t.searchOf(label)} value={state.search} onSearch={state.setSearch} /> : <span />}
          <div className="flex items-center gap-2">
            {toolbar}
            {pageSizes && (
              <label className="flex items-center gap-2 text-sm">
                {t.rowsPerPage}
                <select className="input w-auto py-1" value={state.size} onChange={(e) => state.setSize(Number(e.target.value))}>
                  {pageSizes.map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
        </div>
      )}
      {/* A wide table scrolls sideways: the keyboard must reach it too (WCAG 2.1.1, axe scrollable-region-focusable). A group, not a
          region: pages already hold regions named as their tables. Positioned, so that text kept for screen readers only
          (absolutely placed) inside a cell scrolls with the table instead of stretching the page past the screen's edge. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is focusable so it scrolls by keyboard */}
      <div className="relative overflow-x-auto" role="group" aria-label={label} tabIndex={0}>
        <table className="w-full text-start text-sm" aria-busy={status === 'pending'}>
          <caption className="sr-only">{label}</caption>
          <thead
            className={failed ? 'bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100' : `bg-slate-50 text-slate-700 ${DARK_SHADE} dark:text-slate-200`}
            data-failed={failed || undefined}
          >
            {table.getHeaderGroups().map((group) => (
              // The row takes the head's colour, so that a sticky header cell (which inherits it) hides what scrolls under it.
              <tr key={group.id} className="bg-inherit">
                {group.headers.map((header) => {
                  const defined = header.column.columnDef.header
                  const title = typeof defined === 'string' ? translate(defined) : flexRender(defined, header.getContext())
                  const look = headerClass(header.column.columnDef.meta)
                  if (!sortable?.[header.column.id]) {
                    return (
                      <th key={header.id} scope="col" className={`${CELL_PX} py-2 align-bottom font-semibold ${look}`}>
                        {title}
                      </th>
                    )
                  }
                  const order = orderOf(header.column.id)
                  const Icon = SORT_ICON[order]
                  return (
                    <th key={header.id} scope="col" aria-sort={order} className={`px-1 py-1 align-bottom font-semibold ${look}`}>
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-start font-semibold hover:bg-slate-200/70 focus-visible:outline-2 dark:hover:bg-slate-700/60"
                        onClick={() => toggle(header.column.id)}
                      >
                        {title}
                        <Icon size={14} aria-hidden="true" className={order === 'none' ? 'opacity-50' : ''} />
                      </button>
                    </th>
                  )
                })}
              </tr>
            ))}
          </thead>
          {status === 'pending' && !rows?.length ? (
            <tbody>
              <tr>
                <td colSpan={width} className="px-3 text-center" style={{ height: Math.min(state?.size ?? 10, 15) * ROW_PX }}>
                  <Spinner label={t.loadingOf(label)} />
                </td>
              </tr>
            </tbody>
          ) : failed ? (
            <tbody>
              <tr>
                <td colSpan={width} className="px-3 py-6 text-center">
                  <LoadFailed text={failedText ? translate(failedText) : t.notLoaded(label)} error={error} onRetry={onRetry} />
                </td>
              </tr>
            </tbody>
          ) : data.length === 0 ? (
            <tbody>
              <tr>
                <td colSpan={width} className="px-3 py-8 text-center text-slate-600 dark:text-slate-400">
                  {emptyText ? translate(emptyText) : t.noRecords}
                </td>
              </tr>
            </tbody>
          ) : (
            // A group is its own row group, headed by a row whose header names it for every cell below it.
            (groups ? runs(table.getRowModel().rows, (row) => groups.by(row.original)) : [table.getRowModel().rows]).map((group) => (
              <tbody key={group[0].id}>
                {groups && (
                  <tr className="border-t border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-800">
                    <th scope="rowgroup" colSpan={width} className="px-3 py-1.5 text-start font-semibold">
                      {/* Kept in view while a narrow screen scrolls the table sideways. */}
                      <span className="sticky start-3 inline-block">{groups.label(group[0].original)}</span>
                    </th>
                  </tr>
                )}
                {group.map((row) => (
                  <tr
                    key={row.id}
                    className={`border-t border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900 ${onOpenRow ? `cursor-pointer hover:bg-slate-50 focus:bg-brand-50 ${DARK_HOVER} dark:focus:bg-slate-800` : ''}`}
                    tabIndex={onOpenRow ? 0 : undefined}
                    onDoubleClick={onOpenRow ? (e) => !fromControl(e) && onOpenRow(row.original) : undefined}
                    onKeyDown={onOpenRow ? (e) => e.key === 'Enter' && e.target === e.currentTarget && onOpenRow(row.original) : undefined}
                  >
                    {row.getAllCells().map((cell) => {
                      const look = cell.column.columnDef.meta
                      const content = flexRender(cell.column.columnDef.cell, cell.getContext())
                      return (
                        <td key={cell.id} className={`${CELL_PX} py-2 align-top ${cellClass(look)}`}>
                          {look?.width ? <div className={WIDTH_CLASS[look.width]}>{content}</div> : content}
                        </td>
                      )
                    })}
                  </tr>
                ))}
              </tbody>
            ))
          )}
        </table>
      </div>
      {footer && !failed && <div className="border-t border-slate-200 px-3 py-2 text-sm font-semibold dark:border-slate-800">{footer}</div>}
      {state && !failed && total > 0 && <Pagination label={label} page={state.page} size={state.size} total={total} onPage={state.setPage} />}
    </div>
  )
}
