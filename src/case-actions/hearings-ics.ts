import ical, { ICalCalendarMethod } from 'ical-generator'
import type { components } from '@/api/schema.gen'
import { parseWire, reportDate } from '@/lib/dates'

/**
 * Hearings as an iCalendar file (RFC 5545) that a phone's or a computer's calendar imports: one all-day
 * event per hearing. ical-generator writes the format (escaping and folding included); this module only
 * says what goes in. It is loaded with `import()` when the user asks for a file, never with a page.
 */

/** A row of get-client-case-schedule-list's `caseScheduleList`: one hearing of a case on one date. */
export type ScheduleRow = components['schemas']['ReportCaseScheduleList']['caseScheduleList'][number]

/** What the calendar is called in the apps that show it, and who made it (PRODID). */
export const CALENDAR_NAME = 'Case Diary'
/**
 * The right-hand side of every UID. It never changes (a new one would duplicate every event already
 * imported); the app has no domain of its own, so it is a reserved name that nobody else uses (RFC 2606).
 */
export const UID_DOMAIN = 'case-diary.invalid'
/** Between the case number and the court in an event's title. */
export const SUMMARY_SEPARATOR = ' · '
/** SEQUENCE counts minutes from here, so that a later export of the same hearing is its newer revision. */
const SEQUENCE_EPOCH = Date.UTC(2026, 0, 1)

/** The date of a wire date (YYYY-MM-DD) at midnight UTC: ical-generator writes an all-day date from its UTC fields. */
const utcDay = (wire: string, plusDays = 0) => {
  const date = parseWire(wire)!
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate() + plusDays))
}

/** Text the calendar shows: control characters (not allowed in iCalendar text) dropped, blanks trimmed. */
// eslint-disable-next-line no-control-regex
const clean = (value: string | null | undefined) => (value ?? '').replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, '').trim()

/** 64-bit FNV-1a of the text's UTF-8 bytes, as 16 hex digits: a short, fixed-size part of a UID. */
function fnv1a64(text: string) {
  let hash = 0xcbf29ce484222325n
  for (const byte of new TextEncoder().encode(text)) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 0x100000001b3n)
  return hash.toString(16).padStart(16, '0')
}

/**
 * The event's UID: the same hearing gets the same UID in every export, so importing again updates the
 * event instead of adding a second one. A case is its client and its case number (a case number is unique
 * per client), which stay the same whatever opaque id a provider sends; the case's id when either is missing.
 */
export function hearingUid(row: ScheduleRow) {
  const caseKey = row.clientCode && row.clientCaseNo ? `client ${row.clientCode} case ${row.clientCaseNo}` : `case id ${row.encryptedCaseId ?? ''}`
  return `hearing-${(row.nextHearingDate ?? '').slice(0, 10).replace(/-/g, '')}-${fnv1a64(caseKey)}@${UID_DOMAIN}`
}

/** What a phone shows in a day's list: the case number and the court (the case title when there is no number). */
export function hearingSummary(row: ScheduleRow) {
  return [clean(row.clientCaseNo) || clean(row.caseTitle), clean(row.courtName)].filter(Boolean).join(SUMMARY_SEPARATOR) || 'Hearing'
}

/** Where: the court, and its court room when known. */
export const hearingLocation = (row: ScheduleRow) => [clean(row.courtName), clean(row.courtNo) && `Court No ${clean(row.courtNo)}`].filter(Boolean).join(', ')

/** Everything else, one 'Label: value' line each, with the labels of the Case Schedule report. */
export function hearingDescription(row: ScheduleRow) {
  const lines: [string, string][] = [
    ['Court Name', clean(row.courtName)],
    ['Court No', clean(row.courtNo)],
    ['Judge Name', clean(row.judgeName)],
    ['Case No', clean(row.clientCaseNo)],
    ['Case Type', clean(row.caseType)],
    ['Case Title', clean(row.caseTitle)],
    ['Purpose', clean(row.purpose)],
    ['Client Name', clean(row.clientName)],
    ['Party', clean(row.party)],
    ['Previous Date', reportDate(row.previousDate)],
  ]
  return lines
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n')
}

/**
 * The hearings as the text of an .ics file: one all-day event on each hearing's date (DTSTART;VALUE=DATE
 * and DTEND the next day), with court, case number, title, purpose and client. A row without a valid
 * hearing date has no day to go on and is left out. `now` is the export's time (DTSTAMP and SEQUENCE).
 */
export function hearingsToIcs(rows: ScheduleRow[], { now = new Date() }: { now?: Date } = {}): string {
  const calendar = ical({
    name: CALENDAR_NAME,
    prodId: { company: CALENDAR_NAME, product: 'Hearings', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
  })
  const sequence = Math.max(0, Math.floor((now.getTime() - SEQUENCE_EPOCH) / 60_000))
  for (const row of rows) {
    const day = row.nextHearingDate && parseWire(row.nextHearingDate) ? row.nextHearingDate.slice(0, 10) : null
    if (!day) continue
    calendar.createEvent({
      id: hearingUid(row),
      sequence,
      stamp: now,
      allDay: true,
      start: utcDay(day),
      end: utcDay(day, 1),
      summary: hearingSummary(row),
      location: hearingLocation(row) || null,
      description: hearingDescription(row),
    })
  }
  return calendar.toString()
}

/** How long the file's blob URL is kept after the click: a phone may hand it to its calendar app a little later. */
export const ICS_URL_LIFETIME_MS = 60_000

/** Saves the text as `fileName` (an .ics file the browser downloads or offers to the calendar). */
export function downloadIcs(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName })
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), ICS_URL_LIFETIME_MS)
}

/** A file name from any text: letters and digits kept, everything else one dash. */
const fileSafe = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '') || 'case'

/** `hearings-2026-11-23-to-2026-11-29.ics` for a range of wire dates. */
export const rangeFileName = (from: string, to: string) => `hearings-${from}-to-${to}.ics`

/** `hearing-WP-123-2026-2026-11-23.ics` for one hearing. */
export const hearingFileName = (row: ScheduleRow) => `hearing-${fileSafe(clean(row.clientCaseNo))}-${(row.nextHearingDate ?? '').slice(0, 10)}.ics`
