import { useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { addMonths, startOfMonth } from 'date-fns'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { api } from '@/api/client'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { MonthCalendar } from '@/components/month-calendar'
import { NO_RECORDS } from '@/components/data-table/texts'
import { spokenDate, toWire, todayWire } from '@/lib/dates'
import { usePdfReport } from '@/shell/pdf-report'
import { scheduleQuery } from './queries'
import { TEXTS, useTexts } from './texts'
import { useCommon } from '@/components/texts'
import { useTranslate } from '@/i18n/texts'

export const CALENDAR_MONTHS = 3
export const ASK_DETAILS = TEXTS.calendar.askDetails
export const SCHEDULE_FILE = 'CaseSchedule.pdf'

/** Spec §2.4 area 1: three months from the current one, days with hearings marked and printable. */
export function CaseCalendar({ advocateCode }: { advocateCode: string }) {
  const t = useTexts().calendar
  const c = useCommon()
  const translate = useTranslate()
  const [first, setFirst] = useState(() => startOfMonth(new Date()))
  const months = useMemo(() => Array.from({ length: CALENDAR_MONTHS }, (_, i) => addMonths(first, i)), [first])
  const schedule = useQuery(scheduleQuery(advocateCode, months))
  const counts = useMemo(() => new Map((schedule.data?.data.scheduleCaseDateList ?? []).map((d) => [d.caseDate, d.caseCount])), [schedule.data])
  const [asked, setAsked] = useState<string | null>(null)
  const today = todayWire()

  const print = usePdfReport({
    fileName: SCHEDULE_FILE,
    call: async (caseDate: string) =>
      (await api.POST('/get-case-date-pdf-list', { body: { EncryptedAdvocateCode: advocateCode, CaseDate: caseDate }, parseAs: 'blob' })).data,
    onSettled: () => setAsked(null),
  })

  const renderDay = (day: Date) => {
    const wire = toWire(day)
    const count = counts.get(wire)
    const isToday = wire === today
    if (!count) return <span className={`block rounded-md py-2.5 ${isToday ? 'font-bold ring-2 ring-brand-500 dark:ring-sky-400' : ''}`}>{day.getDate()}</span>
    const tip = `tip-${wire}`
    return (
      <span className="group relative block">
        <button
          type="button"
          className={`w-full rounded-md bg-brand-100 py-1 font-semibold text-brand-800 hover:bg-brand-500 hover:text-white focus-visible:bg-brand-500 focus-visible:text-white dark:bg-sky-900 dark:text-sky-100 ${isToday ? 'ring-2 ring-brand-700 dark:ring-sky-300' : ''}`}
          aria-label={spokenDate(day)}
          aria-describedby={tip}
          onClick={() => setAsked(wire)}
        >
          {day.getDate()}
          <span className="block text-xs font-normal leading-3" aria-hidden="true">
            {count}
          </span>
        </button>
        <span
          role="tooltip"
          id={tip}
          className="pointer-events-none invisible absolute bottom-full start-1/2 z-10 mb-1 -translate-x-1/2 whitespace-nowrap rounded bg-slate-900 px-2 py-1 text-xs text-white group-focus-within:visible group-hover:visible rtl:translate-x-1/2"
        >
          {t.cases(count)}
        </span>
      </span>
    )
  }

  return (
    <section aria-labelledby="calendar-title" className="card p-4">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id="calendar-title" className="text-lg font-semibold">
          {t.title}
        </h2>
        <div className="flex gap-1">
          <button type="button" className="btn-secondary px-2 py-1" aria-label={t.previous} onClick={() => setFirst((m) => addMonths(m, -1))}>
            <ChevronLeft size={18} aria-hidden="true" />
          </button>
          <button type="button" className="btn-secondary px-2 py-1" aria-label={t.next} onClick={() => setFirst((m) => addMonths(m, 1))}>
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </div>
      </div>
      <div className="grid items-start gap-6 md:grid-cols-3">
        {months.map((m) => (
          <MonthCalendar key={m.getTime()} month={m} renderDay={renderDay} />
        ))}
      </div>
      {(schedule.isError || (schedule.isSuccess && counts.size === 0)) && (
        <p role="status" className="mt-3 flex items-center justify-center gap-3 text-slate-700 dark:text-slate-300">
          {translate(NO_RECORDS)}
          {schedule.isError && (
            <button type="button" className="btn-secondary px-2 py-1" onClick={() => void schedule.refetch()}>
              {c.tryAgain}
            </button>
          )}
        </p>
      )}
      <ConfirmDialog
        open={asked !== null}
        title={c.confirmation}
        message={t.askDetails}
        busy={print.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && print.mutate(asked)}
      />
    </section>
  )
}
