import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import ICAL from 'ical.js'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { scheduleRows } from '@mocks/handlers/case-schedule'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { NO_RECORDS } from '@/components/data-table/texts'
import { parseDateInput } from '@/lib/date-input'
import { FROM_AFTER_TO } from '@/lib/date-range'
import { displayDate, parseWire, toWire } from '@/lib/dates'
import { openModule } from '../../tests/support/open-module'
import { AddHearingToCalendar } from './add-to-calendar'
import { savedMessage } from './add-to-calendar-content'
import { EXPORT_PAGE_SIZE, fetchHearings } from './calendar-export'
import { hearingFileName, hearingSummary, hearingsToIcs, rangeFileName, type ScheduleRow } from './hearings-ics'
import { signInAs } from '../../tests/support/session'

const db = () => provider().db
const open = () => openModule('/case-schedule', 'Case Schedule', { as: 'advocate', list: false })
const shift = (wire: string, days: number) => {
  const d = parseWire(wire)!
  return toWire(new Date(d.getFullYear(), d.getMonth(), d.getDate() + days))
}

/** A Monday-to-Sunday week of the demo advocate with hearings, and its rows as the provider lists them. */
function busyWeek() {
  const first = db()
    .cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING')
    .map((c) => c.nextHearingDate)
    .sort()[0]
  const day = parseWire(first)!
  const from = shift(first, -((day.getDay() + 6) % 7))
  const to = shift(from, 6)
  return { from, to, rows: scheduleRows(db(), DEMO_ADVOCATE_CODE, { from, to, clientCode: '', clientCaseNo: '', courtCode: '' }) }
}

/** What the dialog downloads: the files given to URL.createObjectURL and the names of the links it clicks. */
const downloads: { blobs: Blob[]; names: string[] } = { blobs: [], names: [] }
beforeEach(() => {
  downloads.blobs.length = 0
  downloads.names.length = 0
  URL.createObjectURL = vi.fn((blob: Blob) => (downloads.blobs.push(blob), 'blob:calendar'))
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.names.push(this.download)
  })
})

const listeners: (() => void)[] = []
afterEach(() => listeners.splice(0).forEach((stop) => stop()))
function scheduleRequests() {
  const bodies: Record<string, unknown>[] = []
  const listener = async ({ request }: { request: Request }) => {
    if (request.url.endsWith('/get-client-case-schedule-list')) bodies.push((await request.clone().json()) as Record<string, unknown>)
  }
  server.events.on('request:start', listener)
  listeners.push(() => server.events.removeListener('request:start', listener))
  return bodies
}

async function openDialog(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('button', { name: 'Add to calendar' }))
  return screen.findByRole('dialog', { name: 'Add to calendar' })
}

async function range(u: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, from: string, to: string) {
  for (const [label, wire] of [['From Date', from], ['To Date', to]]) {
    const field = within(dialog).getByLabelText(new RegExp(`^${label}`))
    await u.clear(field)
    await u.type(field, displayDate(wire))
  }
}

function readEvents(text: string) {
  return new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => {
    const event = new ICAL.Event(v)
    return { uid: event.uid, summary: event.summary, start: event.startDate.toString(), allDay: event.startDate.isDate, description: event.description }
  })
}

describe('Add to calendar (Case Schedule)', () => {
  it('starts at this week, Monday to Sunday', async () => {
    const u = userEvent.setup()
    await open()
    const dialog = await openDialog(u)
    const shown = (label: RegExp) => parseDateInput((within(dialog).getByLabelText(label) as HTMLInputElement).value)!
    const [from, to] = [shown(/^From Date/), shown(/^To Date/)]
    expect(from.getDay()).toBe(1)
    expect(toWire(to)).toBe(shift(toWire(from), 6))
    const today = new Date(new Date().setHours(0, 0, 0, 0))
    expect(from <= today && today <= to).toBe(true)
  })

  it("downloads the week's hearings as hearings-<from>-to-<to>.ics: one all-day event per hearing, named by case number and court", async () => {
    const u = userEvent.setup()
    const bodies = scheduleRequests()
    const { from, to, rows } = busyWeek()
    expect(rows.length).toBeGreaterThan(0)
    await open()
    const dialog = await openDialog(u)
    await range(u, dialog, from, to)
    await u.click(within(dialog).getByRole('button', { name: 'Download .ics' }))
    const fileName = rangeFileName(from, to)
    expect(await screen.findByText(savedMessage(rows.length, fileName))).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Every hearing of the practice: no client, case or court, the contract's largest page.
    expect(bodies).toEqual([expect.objectContaining({ FromDate: from, ToDate: to, PageNumber: 1, PageSize: EXPORT_PAGE_SIZE, isGeneratePDF: false })])
    expect(bodies[0]).not.toHaveProperty('ClientCode')
    expect(downloads.names).toEqual([fileName])
    expect(downloads.blobs[0].type).toBe('text/calendar;charset=utf-8')
    const events = readEvents(await downloads.blobs[0].text())
    expect(events).toHaveLength(rows.length)
    expect(events.map((e) => e.start)).toEqual(rows.map((r) => r.nextHearingDate))
    expect(events.every((e) => e.allDay)).toBe(true)
    expect(events.map((e) => e.summary)).toEqual(rows.map((r) => `${r.clientCaseNo} · ${r.courtName}`))
    expect(events[0].description).toContain(`Client Name: ${rows[0].clientName}`)
    expect(events[0].description).toContain(`Purpose: ${rows[0].purpose}`)
  })

  it('refuses From after To without asking the provider, and downloads nothing', async () => {
    const u = userEvent.setup()
    const bodies = scheduleRequests()
    await open()
    const dialog = await openDialog(u)
    await range(u, dialog, '2026-11-24', '2026-11-23')
    await u.click(within(dialog).getByRole('button', { name: 'Download .ics' }))
    expect(await within(dialog).findByText(FROM_AFTER_TO)).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
    expect(downloads.blobs).toHaveLength(0)
    expect(screen.getByRole('dialog', { name: 'Add to calendar' })).toBeInTheDocument()
  })

  it('says No records found! for a range without hearings, downloads nothing and keeps the dialog', async () => {
    const u = userEvent.setup()
    await open()
    const dialog = await openDialog(u)
    await range(u, dialog, '1990-01-01', '1990-01-07')
    await u.click(within(dialog).getByRole('button', { name: 'Download .ics' }))
    expect(await screen.findByText(NO_RECORDS)).toBeInTheDocument()
    expect(downloads.blobs).toHaveLength(0)
    expect(downloads.names).toHaveLength(0)
    expect(screen.getByRole('dialog', { name: 'Add to calendar' })).toBeInTheDocument()
  })

  it("shows the provider's message when the call fails, and downloads nothing", async () => {
    const u = userEvent.setup()
    await open()
    server.use(
      http.post('*/api/get-client-case-schedule-list', () => HttpResponse.json({ status: 500, message: 'Schedule store is down', data: null }, { status: 500 }), { once: true }),
    )
    const dialog = await openDialog(u)
    await u.click(within(dialog).getByRole('button', { name: 'Download .ics' }))
    expect(await screen.findByText('Schedule store is down')).toBeInTheDocument()
    expect(downloads.blobs).toHaveLength(0)
    // The dialog is ready to try again.
    expect(within(dialog).getByRole('button', { name: 'Download .ics' })).toBeEnabled()
  })
})

describe('fetchHearings', () => {
  it('pages through every page of a large range', async () => {
    await signInAs('advocate')
    const total = EXPORT_PAGE_SIZE * 2 + 3
    const all: ScheduleRow[] = Array.from({ length: total }, (_, i) => ({ clientCode: '1', clientCaseNo: `C/${i}`, nextHearingDate: '2026-11-24', courtName: 'Court' }))
    const pages: number[] = []
    server.use(
      http.post('*/api/get-client-case-schedule-list', async ({ request }) => {
        const body = (await request.json()) as { PageNumber: number; PageSize: number }
        pages.push(body.PageNumber)
        const start = (body.PageNumber - 1) * body.PageSize
        return HttpResponse.json({ status: 200, message: 'OK', data: { caseScheduleCount: total, caseScheduleList: all.slice(start, start + body.PageSize) } })
      }),
    )
    const rows = await fetchHearings('2026-11-23', '2026-11-29')
    expect(pages).toEqual([1, 2, 3])
    expect(rows.map(hearingSummary)).toEqual(all.map(hearingSummary))
  })
})

describe('AddHearingToCalendar', () => {
  const row: ScheduleRow = { encryptedCaseId: 'x1', clientCode: '7', clientCaseNo: 'WP/9/2026', nextHearingDate: '2026-11-24', courtName: 'Bombay High Court', purpose: 'Arguments', clientName: 'Anil Sharma' }

  it('downloads one hearing as its own .ics, the same event (UID) as the range export gives it', async () => {
    const u = userEvent.setup()
    render(<AddHearingToCalendar row={row} />)
    await u.click(screen.getByRole('button', { name: 'Add the hearing of WP/9/2026 on 24-Nov-2026 to calendar' }))
    await waitFor(() => expect(downloads.names).toEqual([hearingFileName(row)]))
    const [event] = readEvents(await downloads.blobs[0].text())
    expect(event).toMatchObject({ start: '2026-11-24', allDay: true, summary: 'WP/9/2026 · Bombay High Court' })
    expect(event.uid).toBe(readEvents(hearingsToIcs([row, { ...row, clientCaseNo: 'other' }]))[0].uid)
  })

  it('is disabled for a row without a hearing date', () => {
    render(<AddHearingToCalendar row={{ ...row, nextHearingDate: null }} />)
    expect(screen.getByRole('button', { name: /^Add the hearing of WP\/9\/2026/ })).toBeDisabled()
  })
})
