import { afterEach, describe, expect, it, vi } from 'vitest'
import ICAL from 'ical.js'
import { CALENDAR_NAME, ICS_URL_LIFETIME_MS, UID_DOMAIN, downloadIcs, hearingFileName, hearingsToIcs, rangeFileName, type ScheduleRow } from './hearings-ics'

/** The .ics read back by an independent parser (ical.js), as a calendar app would. */
function read(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const events = calendar.getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v)
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      location: event.location,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      end: event.endDate.toString(),
      sequence: event.sequence,
    }
  })
  return { calendar, events }
}

const row = (over: Partial<ScheduleRow> = {}): ScheduleRow => ({
  encryptedCaseId: 'AbCd123',
  clientCode: '41',
  nextHearingDate: '2026-11-24',
  previousDate: '2026-10-02',
  courtName: 'Bombay High Court',
  courtNo: '12',
  clientCaseNo: 'WP/123/2026',
  caseType: 'Writ Petition',
  caseTitle: 'Sharma v. State of Maharashtra',
  party: 'Petitioner',
  purpose: 'Arguments',
  judgeName: 'Justice A. Rao',
  clientName: 'Anil Sharma',
  ...over,
})

const NOW = new Date(Date.UTC(2026, 10, 20, 9, 30))

describe('hearingsToIcs', () => {
  it('writes one all-day event per hearing on its date, named by case number and court, with the hearing in its description', () => {
    const rows = [row(), row({ clientCode: '42', clientCaseNo: 'CC 9/2025', courtName: 'City Civil Court', courtNo: '', judgeName: null, nextHearingDate: '2026-11-29' })]
    const { calendar, events } = read(hearingsToIcs(rows, { now: NOW }))
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Case Diary//Hearings//EN')
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(CALENDAR_NAME)
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    expect(events).toHaveLength(2)
    expect(events.map((e) => [e.start, e.end, e.allDay])).toEqual([
      ['2026-11-24', '2026-11-25', true],
      ['2026-11-29', '2026-11-30', true],
    ])
    expect(events[0].summary).toBe('WP/123/2026 · Bombay High Court')
    expect(events[0].location).toBe('Bombay High Court, Court No 12')
    expect(events[0].description.split('\n')).toEqual([
      'Court Name: Bombay High Court',
      'Court No: 12',
      'Judge Name: Justice A. Rao',
      'Case No: WP/123/2026',
      'Case Type: Writ Petition',
      'Case Title: Sharma v. State of Maharashtra',
      'Purpose: Arguments',
      'Client Name: Anil Sharma',
      'Party: Petitioner',
      'Previous Date: 02-Oct-2026',
    ])
    // Empty fields leave no empty line.
    expect(events[1].location).toBe('City Civil Court')
    expect(events[1].description).not.toMatch(/Court No|Judge Name/)
  })

  it('gives a hearing the same UID in every export, and each hearing its own', () => {
    const rows = [
      row(),
      row({ nextHearingDate: '2026-11-25' }), // the same case on another day
      row({ clientCaseNo: 'WP/124/2026' }), // another case of the client, same day
      row({ clientCode: '77' }), // another client's case with the same number
      row({ clientCode: '', clientCaseNo: null, encryptedCaseId: 'Zz9' }), // identified by the case id only
    ]
    const first = read(hearingsToIcs(rows, { now: NOW })).events
    // Later, with other rows around it and another case id sent by the provider: the hearing keeps its UID.
    const again = read(hearingsToIcs([row({ encryptedCaseId: 'another-opaque-id', purpose: 'Evidence' }), rows[1]], { now: new Date(NOW.getTime() + 86_400_000) })).events
    expect(new Set(first.map((e) => e.uid)).size).toBe(rows.length)
    expect(again[0].uid).toBe(first[0].uid)
    expect(again[1].uid).toBe(first[1].uid)
    for (const e of first) expect(e.uid).toMatch(new RegExp(`^hearing-\\d{8}-[0-9a-f]{16}@${UID_DOMAIN.replace(/\./g, '\\.')}$`))
    expect(first[0].uid).toContain('20261124')
    // A later export is a newer revision of the same event.
    expect(again[0].sequence).toBeGreaterThan(first[0].sequence)
  })

  it('leaves out a row without a valid hearing date, and writes an empty calendar for no rows', () => {
    const { events } = read(hearingsToIcs([row({ nextHearingDate: null }), row({ nextHearingDate: '2026-02-30' }), row()], { now: NOW }))
    expect(events).toHaveLength(1)
    expect(read(hearingsToIcs([], { now: NOW })).events).toHaveLength(0)
  })

  it('keeps hostile text whole: commas, semicolons, backslashes, newlines, HTML, Devanagari, emoji, RTL and a 5,000-character title', () => {
    const hostile = {
      clientCaseNo: 'O.S. 12,345; (A)\\B',
      courtName: 'उच्च न्यायालय, मुंबई; Court ⚖️',
      caseTitle: `राम बनाम श्याम 👩🏽‍⚖️ "quoted" <img src=x onerror=alert(1)> محكمة, line one\nline two\r\nline three; ${'lorem ipsum, dolor; '.repeat(250)}end`,
      purpose: 'Hearing: final, arguments; 🙏',
      clientName: 'Zoë Ümlaut-Ñandú',
      courtNo: '3\u0007A', // a control character, not allowed in iCalendar text
    }
    const text = hearingsToIcs([row(hostile)], { now: NOW })
    // Folded lines of at most 75 octets, CRLF only, and valid UTF-8 (no emoji cut in half at a fold).
    const lines = text.split('\r\n')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
    expect(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(text))).toBe(text)
    expect(lines.some((line) => line.startsWith(' '))).toBe(true)

    const [event] = read(text).events
    expect(event.summary).toBe(`${hostile.clientCaseNo} · ${hostile.courtName}`)
    expect(event.location).toBe(`${hostile.courtName}, Court No 3A`)
    const description = event.description.split('\n')
    expect(description).toContain(`Case No: ${hostile.clientCaseNo}`)
    expect(description).toContain(`Purpose: ${hostile.purpose}`)
    expect(description).toContain(`Client Name: ${hostile.clientName}`)
    expect(event.description).toContain(`Case Title: ${hostile.caseTitle.replace(/\r\n/g, '\n')}`)
  })

  it('puts the event on the hearing date in any time zone of the browser', () => {
    // The date is written from the wire date's parts: no shift east or west of Greenwich.
    const text = hearingsToIcs([row({ nextHearingDate: '2026-03-01' })], { now: NOW })
    expect(text).toContain('DTSTART;VALUE=DATE:20260301\r\n')
    expect(text).toContain('DTEND;VALUE=DATE:20260302\r\n')
  })
})

describe('file names', () => {
  it('names a range and a single hearing', () => {
    expect(rangeFileName('2026-11-23', '2026-11-29')).toBe('hearings-2026-11-23-to-2026-11-29.ics')
    expect(hearingFileName(row())).toBe('hearing-WP-123-2026-2026-11-24.ics')
    expect(hearingFileName(row({ clientCaseNo: ' / ' }))).toBe('hearing-case-2026-11-24.ics')
  })
})

describe('downloadIcs', () => {
  afterEach(() => vi.useRealTimers())

  it('downloads the text as a text/calendar file with the name given, then revokes its URL', async () => {
    vi.useFakeTimers()
    const blobs: Blob[] = []
    URL.createObjectURL = vi.fn((blob: Blob) => (blobs.push(blob), 'blob:ics'))
    URL.revokeObjectURL = vi.fn()
    const clicked: HTMLAnchorElement[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this)
    })
    downloadIcs('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', 'hearings.ics')
    expect(clicked).toHaveLength(1)
    expect(clicked[0].download).toBe('hearings.ics')
    expect(clicked[0].href).toBe('blob:ics')
    expect(clicked[0].isConnected).toBe(false)
    expect(blobs[0].type).toBe('text/calendar;charset=utf-8')
    expect(await blobs[0].text()).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n')
    expect(URL.revokeObjectURL).not.toHaveBeenCalled()
    vi.advanceTimersByTime(ICS_URL_LIFETIME_MS)
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:ics')
  })
})
