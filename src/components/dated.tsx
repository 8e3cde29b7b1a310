import { dateTone, tableDate, todayWire, type DateTone } from '@/lib/dates'
import { useTexts } from './badge-texts'

const TONE: Record<DateTone, { className: string; cue: 'overdue' | 'inTwoDays' | null }> = {
  past: { className: 'text-red-700 dark:text-red-400', cue: 'overdue' },
  soon: { className: 'text-amber-800 dark:text-amber-300', cue: 'inTwoDays' },
  upcoming: { className: 'text-green-800 dark:text-green-400', cue: null },
}

/** A table date in the spec's colours, with a word beside the colour so it is never told by colour alone. */
export function Dated({ wire, today = todayWire() }: { wire: string; today?: string }) {
  const t = useTexts().dates
  const tone = TONE[dateTone(wire, today)]
  const cue = wire === today ? t.today : tone.cue && t[tone.cue]
  return (
    <span className={`whitespace-nowrap font-medium ${tone.className}`}>
      {tableDate(wire)}
      {cue && <span className="ms-1 text-xs font-normal">({cue})</span>}
    </span>
  )
}
