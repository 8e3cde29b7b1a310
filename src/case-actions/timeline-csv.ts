import type { components } from '@/api/schema.gen'
import { toCsv } from '@/lib/csv'
import { dateTimeText } from '@/lib/dates'
import { TEXTS } from './timeline-texts'

export type TimelineEvent = components['schemas']['TimelineEvent']
export type TimelineKind = components['schemas']['TimelineKind']

/** The kinds and screens in English (the CSV and Excel files keep them; the panel shows them in the language on screen). */
export const KIND_LABELS: Readonly<Record<TimelineKind, string>> = TEXTS.timeline.kinds
export const SOURCE_LABELS: Readonly<Record<TimelineEvent['source'], string>> = TEXTS.timeline.sources

/** One value of an event as a line: 'Rack: 4 to 12', 'Outcome: DISPOSED', 'File no: F/1 removed'. */
export function detailLine({ label, from, to }: TimelineEvent['details'][number]): string {
  if (from === null) return `${label}: ${to ?? ''}`
  if (to === null) return `${label}: ${from} removed`
  return `${label}: ${from} to ${to}`
}

export const CSV_HEADER = ['When', 'What', 'Summary', 'Details', 'By', 'From screen']

/** The events shown, as the rows of the file the user saves (CSV or Excel). */
export const timelineRows = (events: readonly TimelineEvent[]) =>
  events.map((e) => [dateTimeText(e.at), KIND_LABELS[e.kind], e.summary, e.details.map(detailLine).join('; '), e.userName, SOURCE_LABELS[e.source]])

/** The events shown, as the CSV file the user saves. */
export const timelineCsv = (events: readonly TimelineEvent[]) => toCsv(CSV_HEADER, timelineRows(events))
