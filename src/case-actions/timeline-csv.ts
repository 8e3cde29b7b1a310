import type { components } from '@/api/schema.gen'
import { toCsv } from '@/lib/csv'
import { dateTimeText } from '@/lib/dates'

export type TimelineEvent = components['schemas']['TimelineEvent']
export type TimelineKind = components['schemas']['TimelineKind']

export const KIND_LABELS: Record<TimelineKind, string> = {
  REGISTERED: 'Registered',
  HEARING: 'Hearing',
  NEXT_DATE_CHANGED: 'Next date changed',
  FILE_MOVED: 'File moved',
  PAYMENT: 'Payment',
  ACTION_OPENED: 'Action opened',
  ACTION_CLOSED: 'Action closed',
  MESSAGE: 'Message to client',
  DOCUMENT: 'Document',
  CASE_CHANGED: 'Case changed',
}

export const SOURCE_LABELS: Record<TimelineEvent['source'], string> = {
  CASE_REGISTRATION: 'Case registration',
  CASE_NEXT_DATE: 'Case next date',
  COURT_DAY_OUTBOX: 'Court day (outbox)',
  FILE_PLACEMENT: 'File placement',
  CLIENT_PAYMENT: 'Client payment',
  ACTIONS: 'Action details',
  DASHBOARD: 'Dashboard',
  CLIENT_MESSAGE: 'Tell the client',
  RECORD: 'Case record',
}

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
