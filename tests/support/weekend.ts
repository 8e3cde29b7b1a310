import { addDays, weekday } from '@mocks/db/dates'
import { localToday } from '@mocks/provider'

/** The first Saturday from the test day on (at 10:00, as the test clock starts) and the Monday after it, YYYY-MM-DD. */
export function comingWeekend() {
  const today = localToday()
  const saturday = addDays(today, (6 - weekday(today) + 7) % 7)
  return { saturday, at: new Date(`${saturday}T10:00:00`), monday: addDays(saturday, 2) }
}
