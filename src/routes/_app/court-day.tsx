import { createFileRoute } from '@tanstack/react-router'
import { prefetchCourtDay } from '@/case-actions/day-board'
import { CourtDayPage } from '@/features/court-day/court-day-page'
import { todayWire } from '@/lib/dates'

const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/

function CourtDay() {
  const { date } = Route.useSearch()
  const navigate = Route.useNavigate()
  const shown = date ?? todayWire()
  return <CourtDayPage date={shown} onDate={(next) => void navigate({ search: { date: next }, replace: true })} />
}

/** Issue 14: the day's board (`?date=YYYY-MM-DD`, today when absent). */
export const Route = createFileRoute('/_app/court-day')({
  validateSearch: (search: Record<string, unknown>): { date?: string } => (typeof search.date === 'string' && WIRE_DATE.test(search.date) ? { date: search.date } : {}),
  loaderDeps: ({ search }) => ({ date: search.date }),
  // The day's hearings are asked for while the page's code loads (../../case-actions/day-board.ts). Not awaited: the page
  // renders at once and shows its own loading and failures.
  loader: ({ context, deps }) => void prefetchCourtDay(context.queryClient, deps.date),
  // The loader comes in its own chunk beside the page's: the first script of every page, the sign-in page's too, carries
  // every route's loader that is not split off.
  codeSplitGroupings: [['loader'], ['component']],
  // A tap on the court day shows its loading state at once, not the page before it until this page's code is ready: that
  // page stops rendering the answers still coming to it, which held a phone's thread while the day's hearings waited
  // (the large seed's first court room from the dashboard, median of 5: 1.75–1.83 → 1.50–1.66 s).
  pendingMs: 0,
  pendingMinMs: 0,
  component: CourtDay,
})
