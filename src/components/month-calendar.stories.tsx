import preview from '../../.storybook/preview'
import { MonthCalendar } from './month-calendar'

/** A fixed month, so the story never changes: February 2026 starts on a Sunday (a blank first week). */
const meta = preview.meta({ title: 'Components/MonthCalendar', component: MonthCalendar, args: { month: new Date(2026, 1, 1) } })

export const Plain = meta.story()

const MARKED = [3, 12, 13, 24]
export const MarkedDays = meta.story({
  args: {
    renderDay: (day) =>
      MARKED.includes(day.getDate()) ? (
        <span className="block rounded-md bg-brand-100 py-1.5 font-semibold text-brand-800 dark:bg-sky-900 dark:text-sky-100">{day.getDate()}</span>
      ) : null,
  },
})
