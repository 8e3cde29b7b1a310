import type { ReactNode } from 'react'
import { AlertTriangle, ChevronLeft, ChevronRight, CloudOff, RotateCw, Search } from 'lucide-react'
import { errorMessage } from '@/api/errors'
import { clockText, parseWire, spokenDate, toWire } from '@/lib/dates'
import type { QueueItem } from './queue'
import { sendWaiting } from './sender'
import { useTexts } from './texts'
import { useCommon } from '@/components/texts'

const shift = (wire: string, days: number) => {
  const d = parseWire(wire)!
  d.setDate(d.getDate() + days)
  return toWire(d)
}
/** Yesterday, Today, Tomorrow near today; the weekday and date further away. */
function nameOfDay(wire: string, today: string, t: { yesterday: string; today: string; tomorrow: string }) {
  const near = { [shift(today, -1)]: t.yesterday, [today]: t.today, [shift(today, 1)]: t.tomorrow }[wire]
  return near ?? spokenDate(parseWire(wire)!)
}

interface HeaderProps {
  date: string
  /** How many hearings the day has (undefined while they load). */
  count?: number
  today: string
  onDate: (date: string) => void
  search: string
  onSearch: (text: string) => void
  /** The board's own actions (Add to calendar: the practice's hearings of a range as an .ics file). */
  extra?: ReactNode
}

/** The title, the day (a step back or on, and back to today) and the search, all within a thumb's reach. */
export function BoardHeader({ date, count, today, onDate, search, onSearch, extra }: HeaderProps) {
  const all = useTexts()
  const t = all.board
  const [before, after] = [shift(date, -1), shift(date, 1)]
  const dayName = (wire: string) => nameOfDay(wire, today, t)
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="court-day-title" className="text-xl font-semibold">
          {all.title}
        </h1>
        <div className="flex flex-wrap items-center gap-2">{extra}</div>
      </div>
      <nav aria-label={t.dayShown} className="card flex items-center gap-1 p-1">
        <button type="button" className="btn-secondary min-h-11 px-3" onClick={() => onDate(before)} aria-label={t.previousDay(spokenDate(parseWire(before)!))}>
          <ChevronLeft size={18} aria-hidden="true" />
          <span className="max-sm:sr-only">{dayName(before)}</span>
        </button>
        <p className="min-w-0 flex-1 text-center leading-tight" aria-live="polite">
          <span className="block font-semibold">{dayName(date)}</span>
          {date !== today && dayName(date) !== spokenDate(parseWire(date)!) && <span className="block text-xs">{spokenDate(parseWire(date)!)}</span>}
          {date === today && <span className="block text-xs">{spokenDate(parseWire(date)!)}</span>}
          {/* The line is there while the hearings load, so nothing below moves when the count arrives. */}
          {/* dir="auto": the words decide the order, so right-to-left still reads "5 hearings". */}
          <span className="block text-xs" dir="auto">{count === undefined ? '\u00a0' : t.hearings(count)}</span>
        </p>
        {date !== today && (
          <button type="button" className="btn-secondary min-h-11 px-3" onClick={() => onDate(today)}>
            {t.today}
          </button>
        )}
        <button type="button" className="btn-secondary min-h-11 px-3" onClick={() => onDate(after)} aria-label={t.nextDay(spokenDate(parseWire(after)!))}>
          <span className="max-sm:sr-only">{dayName(after)}</span>
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      </nav>
      <div className="relative">
        <Search size={18} aria-hidden="true" className="pointer-events-none absolute start-3 top-1/2 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
        <input
          type="search"
          aria-label={t.search}
          placeholder={t.searchHint}
          className="input min-h-11 ps-10"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
        />
      </div>
    </div>
  )
}

/** How many outcomes the device still holds, and a way to send them now. */
export function OutboxSummary({ items }: { items: QueueItem[] }) {
  const t = useTexts().outbox
  if (!items.length) return null
  const held = items.filter((i) => i.state === 'conflict' || i.state === 'refused').length
  const waiting = items.length - held
  return (
    <div role="status" className="card flex flex-wrap items-center gap-2 border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
      {held ? <AlertTriangle size={18} aria-hidden="true" /> : <CloudOff size={18} aria-hidden="true" />}
      <p className="min-w-0 flex-1" dir="auto">
        {waiting > 0 && t.waiting(waiting)}
        {held > 0 && t.held(held)}
      </p>
      {waiting > 0 && (
        <button type="button" className="btn-secondary min-h-11" onClick={() => void sendWaiting()}>
          <RotateCw size={16} aria-hidden="true" /> {t.sendNow}
        </button>
      )}
    </div>
  )
}

/** The provider could not be reached: the board is the copy this device kept. */
export function DeviceCopyNote({ at, error, onRetry, fresh = false }: { at: string; error: unknown; onRetry: () => void; fresh?: boolean }) {
  const t = useTexts().board
  const c = useCommon()
  return (
    <div role="status" className="card flex flex-wrap items-center gap-2 p-3 text-sm">
      {/* Both sayings take the same cell, the other one unseen: the note keeps its height when the board turns up to date
          (the device's saying is longer and took a second line on a phone). */}
      <p className="grid min-w-0 flex-1">
        <span className="col-start-1 row-start-1">
          {(fresh ? t.upToDate : t.shownFromDevice)(clockText(new Date(at)))}
          {error ? `: ${errorMessage(error)}` : ''}
        </span>
        <span className="invisible col-start-1 row-start-1" aria-hidden="true">
          {(fresh ? t.shownFromDevice : t.upToDate)(clockText(new Date(at)))}
        </span>
      </p>
      {!!error && (
        <button type="button" className="btn-secondary min-h-11" onClick={onRetry}>
          <RotateCw size={16} aria-hidden="true" /> {c.tryAgain}
        </button>
      )}
    </div>
  )
}
