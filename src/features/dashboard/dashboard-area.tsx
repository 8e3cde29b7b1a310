import { Suspense, type ReactNode } from 'react'
import { ROW_PX } from '@/components/data-table/sizes'
import { Spinner } from '@/components/spinner'

/** While the table's code loads, the room its loading rows take (DataTable's rows, about 140 px of search bar, head and pager). */
const roomFor = (rows: number) => Math.min(rows, 15) * ROW_PX + 140

/**
 * A list of the dashboard: its title at once, its table when its code has come. The area asks for its rows at first
 * render; the table's code (DataTable) loads beside them, so the page's first render does without it (its size budget),
 * and the room kept for it means the page does not move when it comes.
 */
export function DashboardArea({ id, title, size, children }: { id: string; title: string; size: number; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <Suspense
        fallback={
          <div className="card flex items-center justify-center" style={{ minHeight: roomFor(size) }}>
            <Spinner />
          </div>
        }
      >
        {children}
      </Suspense>
    </section>
  )
}
