import { ChevronLeft, ChevronRight } from 'lucide-react'
import { TEXTS, useTexts } from './texts'
import { useCommon } from '../texts'

/** Spec §9: at most five page buttons. */
export const MAX_PAGE_BUTTONS = 5

/** The page numbers to offer: a window of up to five around the current page. */
export function pageWindow(page: number, pageCount: number): number[] {
  const count = Math.min(MAX_PAGE_BUTTONS, pageCount)
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), Math.max(1, pageCount - count + 1))
  return Array.from({ length: count }, (_, i) => start + i)
}

/** 'x to y of total' (spec §2.4). */
export function rangeText(page: number, size: number, total: number, say: (from: number, to: number, total: number) => string = TEXTS.table.range): string {
  if (total === 0) return say(0, 0, 0)
  const from = (page - 1) * size + 1
  return say(from, Math.min(page * size, total), total)
}

interface PaginationProps {
  label: string
  page: number
  size: number
  total: number
  onPage: (page: number) => void
}

export function Pagination({ label, page, size, total, onPage }: PaginationProps) {
  const t = useTexts().table
  const c = useCommon()
  const pageCount = Math.max(1, Math.ceil(total / size))
  const button = 'min-w-9 rounded-md border px-2 py-1 text-sm disabled:cursor-not-allowed disabled:opacity-50'
  const idle = 'border-slate-300 bg-white hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-800 dark:hover:bg-slate-700'
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
      {/* 'x to y of total' is text with numbers: in a right-to-left page it keeps its own order. */}
      <p aria-live="polite" dir="auto">
        {rangeText(page, size, total, t.range)}
      </p>
      <nav aria-label={t.pagesOf(label)}>
        <ul className="flex flex-wrap items-center gap-1">
          <li>
            <button type="button" className={`${button} ${idle} inline-flex items-center`} disabled={page <= 1} onClick={() => onPage(page - 1)}>
              <ChevronLeft size={16} aria-hidden="true" /> {c.previous}
            </button>
          </li>
          {pageWindow(page, pageCount).map((n) => (
            <li key={n}>
              <button
                type="button"
                className={`${button} ${n === page ? 'border-brand-600 bg-brand-600 text-white dark:border-sky-600 dark:bg-sky-700' : idle}`}
                aria-current={n === page ? 'page' : undefined}
                aria-label={t.page(n)}
                onClick={() => onPage(n)}
              >
                {n}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={`${button} ${idle} inline-flex items-center`} disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
              {c.next} <ChevronRight size={16} aria-hidden="true" />
            </button>
          </li>
        </ul>
      </nav>
    </div>
  )
}
