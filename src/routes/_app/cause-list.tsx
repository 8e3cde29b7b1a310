import { createFileRoute } from '@tanstack/react-router'
import { CauseListPage } from '@/features/cause-list/cause-list-page'
import { addDays } from 'date-fns'
import { toWire } from '@/lib/dates'

const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/

function CauseList() {
  const { date } = Route.useSearch()
  const navigate = Route.useNavigate()
  // The evening's work is tomorrow's list.
  const shown = date ?? toWire(addDays(new Date(), 1))
  return <CauseListPage date={shown} onDate={(next) => void navigate({ search: { date: next }, replace: true })} />
}

/** Issue 24: the day's cause lists against the diary (`?date=YYYY-MM-DD`, tomorrow when absent). */
export const Route = createFileRoute('/_app/cause-list')({
  validateSearch: (search: Record<string, unknown>): { date?: string } => (typeof search.date === 'string' && WIRE_DATE.test(search.date) ? { date: search.date } : {}),
  component: CauseList,
})
