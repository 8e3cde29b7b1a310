import { useLanguage } from '@/i18n/language'
import { useTexts, TEXTS } from './badge-texts'

/**
 * Every status of the spec (§4 of each document) with its colour and its text: the text is always
 * shown, so no status is told by colour alone. Colours keep at least 4.5:1 contrast in both themes.
 */
const TONES = {
  grey: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
  blue: 'bg-sky-100 text-sky-900 dark:bg-sky-900/60 dark:text-sky-100',
  green: 'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100',
  yellow: 'bg-yellow-100 text-yellow-900 dark:bg-yellow-800/60 dark:text-yellow-50',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-50',
} as const
type Tone = keyof typeof TONES

const STATUS_TONES: Record<string, Tone> = {
  // Case status (spec: CLOSED grey, LOST red, ONGOING blue, WON green, DISPOSED yellow).
  CLOSED: 'grey',
  LOST: 'red',
  ONGOING: 'blue',
  WON: 'green',
  DISPOSED: 'yellow',
  // People, roles, types and jobs.
  ACTIVE: 'green',
  A: 'green',
  SUSPENDED: 'grey',
  S: 'grey',
  INACTIVE: 'grey',
  // Reminders.
  OPEN: 'amber',
  CLOSE: 'grey',
  // Approval and documents.
  APPROVED: 'green',
  DRAFT: 'grey',
  'SEND FOR VERIFICATION': 'blue',
  REJECTED: 'red',
  HOLD: 'amber',
  INVOICED: 'blue',
  'PARTIALLY PAID': 'amber',
  'FULLY PAID': 'green',
  CANCELLED: 'grey',
  'NOT RECEIVED': 'red',
}

type Status = keyof typeof TEXTS.statuses
const isKnown = (code: string): code is Status => code in TEXTS.statuses
/** Wire codes shown as words; every other status shows as sent in English. */
const WORDS = new Set(['A', 'S'])

export const statusTone = (status: string): Tone => STATUS_TONES[status.trim().toUpperCase()] ?? 'grey'

export function StatusBadge({ status, className = '' }: { status: string; className?: string }) {
  const statuses = useTexts().statuses
  const english = useLanguage((s) => s.language) === 'en'
  const code = status.trim().toUpperCase()
  const shown = isKnown(code) && (WORDS.has(code) || !english) ? statuses[code] : status
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[statusTone(status)]} ${className}`}>
      {shown}
    </span>
  )
}
