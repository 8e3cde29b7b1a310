import type { ReactNode } from 'react'
import { monthTitle, weekdayName } from '@/lib/dates'

const letters = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
/** A weekday's first two letters as a reader sees them: a Devanagari vowel sign stays with its consonant (शनि, not शन). */
const shortDay = (name: string) => [...letters.segment(name)].slice(0, 2).map((part) => part.segment).join('')
import { addDays, eachDayOfInterval, endOfMonth, endOfWeek, isSameMonth, startOfMonth, startOfWeek } from 'date-fns'

/** Spec §9: calendar weeks start on Monday. */
const WEEK = { weekStartsOn: 1 } as const
const WEEKDAYS = eachDayOfInterval({ start: startOfWeek(new Date(2026, 0, 5), WEEK), end: addDays(startOfWeek(new Date(2026, 0, 5), WEEK), 6) })

interface MonthCalendarProps {
  /** Any day of the month to show. */
  month: Date
  /** The content of a day cell; the plain day number when it returns nothing. */
  renderDay?: (day: Date) => ReactNode
}

/** One month as a Monday-first grid; days of the neighbouring months are left blank. */
export function MonthCalendar({ month, renderDay }: MonthCalendarProps) {
  const first = startOfMonth(month)
  const days = eachDayOfInterval({ start: startOfWeek(first, WEEK), end: endOfWeek(endOfMonth(first), WEEK) })
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7))
  return (
    <table className="w-full table-fixed border-collapse text-center text-sm">
      <caption className="pb-2 text-base font-semibold">{monthTitle(first)}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d.getDay()} scope="col" abbr={weekdayName(d)} className="pb-1 text-xs font-medium text-slate-600 dark:text-slate-400">
              {shortDay(weekdayName(d))}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0].getTime()}>
            {week.map((day) => (
              <td key={day.getTime()} className="p-0.5">
                {isSameMonth(day, first) ? (renderDay?.(day) ?? <span className="block py-1.5">{day.getDate()}</span>) : null}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
