import { createFileRoute } from '@tanstack/react-router'
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
  component: CourtDay,
})
