import { createFileRoute, useSearch } from '@tanstack/react-router'
import { CauseListPage } from '@/features/cause-list/cause-list-page'
import { todayWire, toWire } from '@/lib/dates'

const WIRE_DATE = /^\d{4}-\d{2}-\d{2}$/
const tomorrow = () => {
  const d = new Date(`${todayWire()}T12:00:00`)
  d.setDate(d.getDate() + 1)
  return toWire(d)
}

function CauseList() {
  // Read here rather than by the route's validateSearch: the route table every page carries stays as small as it was.
  const { date } = useSearch({ strict: false }) as { date?: unknown }
  const navigate = Route.useNavigate()
  const shown = typeof date === 'string' && WIRE_DATE.test(date) ? date : tomorrow()
  return <CauseListPage date={shown} onDate={(next) => void navigate({ search: { date: next } as never, replace: true })} />
}

/** Issue 24: the day's cause lists against the diary (`?date=YYYY-MM-DD`, tomorrow when absent or malformed). */
export const Route = createFileRoute('/_app/cause-list')({ component: CauseList })
