import { Link } from '@tanstack/react-router'
import { AlertTriangle } from 'lucide-react'
import { $api } from '@/api/query'
import { clashList } from '@/lib/cause-list'
import { tableDate, todayWire } from '@/lib/dates'
import { dayNameUnlessTomorrow, nextCourtDayWire } from './tell-client/tell-client'
import { dayListRequest } from './day-board'
import { TEXTS, useTexts } from './texts'

export const CLASH_TEXTS = TEXTS.clashes

/**
 * Issue 24: today's and tomorrow's (Monday's on a Saturday) clashes from the courts' lists (one person in two places
 * in one sitting), on the dashboard before the day. Said only when there is one (no list yet, a failed call or a menu without the
 * court day say nothing here: the board and the Cause List screen say those); loads after the page.
 */
export default function ClashNotice({ advocateCode }: { advocateCode: string }) {
  const t = useTexts().clashes
  // The next day a court sits: Monday's on a Saturday (no court sits on a Sunday).
  const next = nextCourtDayWire()
  const days = [
    { date: todayWire(), when: t.today },
    { date: next, when: dayNameUnlessTomorrow(next) ?? t.tomorrow },
  ]
  const today = $api.useQuery('post', '/get-cause-list', dayListRequest(advocateCode, days[0]!.date), { retry: false })
  const tomorrow = $api.useQuery('post', '/get-cause-list', dayListRequest(advocateCode, days[1]!.date), { retry: false })
  const found = [today, tomorrow].map((q, i) => (q.data ? clashList(q.data.data.entries, days[i]!.date) : []))
  if (!found.some((f) => f.length)) return null
  return (
    <section aria-labelledby="clashes-title" className="card flex gap-2 border-amber-500 p-3">
      <AlertTriangle size={18} aria-hidden="true" className="mt-0.5 shrink-0 text-amber-700 dark:text-amber-300" />
      <div className="space-y-2">
        <h2 id="clashes-title" className="font-semibold">
          {t.title}
        </h2>
        {days.map(({ date, when }, i) =>
          found[i]!.length ? (
            <div key={date} className="space-y-1">
              <h3 className="text-sm font-semibold">{t.day(when, found[i]!.length)}</h3>
              <ul className="list-disc space-y-1 ps-5 text-sm">
                {found[i]!.map(({ clash, caseNos }) => (
                  <li key={clash.why}>
                    {caseNos.join(', ')}: {clash.why}
                  </li>
                ))}
              </ul>
              <Link to="/court-day" search={{ date }} className="btn-link inline-flex min-h-11 items-center">
                {t.open(tableDate(date))}
              </Link>
            </div>
          ) : null,
        )}
      </div>
    </section>
  )
}
