import { readSheets } from '@/lib/xlsx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { DEMO_ADVOCATE_CODE, encryptId } from '@mocks/db'
import { renderPage } from '../../tests/support/render-page'
import { signInAs } from '../../tests/support/session'
import { findReadyDialog } from '../../tests/support/dialog'
import { TimelineButton } from './case-timeline'
import { NO_EVENTS } from './timeline-panel'
import { CSV_HEADER, detailLine } from './timeline-csv'
import { dateTimeText } from '@/lib/dates'

const db = () => provider().db
/** A seeded case of the demo advocate with past hearings: its timeline has registration and hearings. */
const withHearings = () => db().cases.find((c) => c.advocateCode === DEMO_ADVOCATE_CODE && db().hearings.some((h) => h.caseId === c.caseId))!

async function openTimeline() {
  await signInAs('advocate')
  const c = withHearings()
  await renderPage(() => <TimelineButton encryptedCaseId={encryptId('case', c.caseId)} caseNo={c.clientCaseNo} />)
  await userEvent.click(await screen.findByRole('button', { name: `Timeline of case ${c.clientCaseNo}` }))
  const dialog = await findReadyDialog(`Timeline of case ${c.clientCaseNo}`)
  const table = await within(dialog).findByRole('table', { name: `Timeline of case ${c.clientCaseNo}` })
  await within(table).findAllByText(/^Hearing of /)
  return { c, dialog, table }
}

const { createObjectURL, revokeObjectURL } = URL
/** The files the Export button hands to the browser (jsdom has no blob URLs). */
function captureDownloads() {
  const blobs: Blob[] = []
  URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:csv')
  URL.revokeObjectURL = () => {}
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  return blobs
}

afterEach(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL })
  vi.restoreAllMocks()
})

describe('the case timeline', () => {
  it('shows the case’s events oldest first: registration, then its hearings, each with who and from which screen', async () => {
    const { c, table } = await openTimeline()
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows[0]).toHaveTextContent(`Case ${c.clientCaseNo} registered`)
    expect(rows[0]).toHaveTextContent('Case record')
    const hearing = db().hearings.find((h) => h.caseId === c.caseId)!
    expect(within(table).getAllByText(`Outcome: ${hearing.caseStatus}`).length).toBeGreaterThan(0)
  })

  it('keeps only the kind chosen, and says so when the case has none of it', async () => {
    const { dialog, table } = await openTimeline()
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind of event' }), 'Hearing')
    await waitFor(() => expect(within(table).queryByText(/registered$/)).not.toBeInTheDocument())
    expect(within(table).getAllByRole('row').slice(1).every((r) => r.textContent?.includes('Hearing'))).toBe(true)
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind of event' }), 'Document')
    expect(await within(dialog).findByText(NO_EVENTS)).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Export CSV' })).toBeDisabled()
  })

  it('exports the events shown as CSV with a byte order mark, one line per event', async () => {
    const { dialog, table } = await openTimeline()
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind of event' }), 'Hearing')
    await waitFor(() => expect(within(table).queryByText(/registered$/)).not.toBeInTheDocument())
    const shown = within(table).getAllByRole('row').length - 1
    const blobs = captureDownloads()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export CSV' }))
    expect(blobs).toHaveLength(1)
    const bytes = new Uint8Array(await blobs[0].arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes.slice(3)).trimEnd().split('\r\n')
    expect(lines[0]).toBe(CSV_HEADER.join(','))
    expect(lines).toHaveLength(shown + 1)
    expect(lines.slice(1).every((l) => l.split(',')[1] === 'Hearing')).toBe(true)
  })

  it('exports the same events as an Excel workbook that reads back line for line', async () => {
    const { dialog, table } = await openTimeline()
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Kind of event' }), 'Hearing')
    await waitFor(() => expect(within(table).queryByText(/registered$/)).not.toBeInTheDocument())
    const shown = within(table).getAllByRole('row').length - 1
    const blobs = captureDownloads()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export Excel' }))
    await waitFor(() => expect(blobs).toHaveLength(1))
    const [sheet] = await readSheets(blobs[0]!, 'timeline.xlsx')
    expect(sheet!.rows[0]).toEqual(CSV_HEADER)
    expect(sheet!.rows).toHaveLength(shown + 1)
    expect(sheet!.rows.slice(1).every((r) => r[1] === 'Hearing')).toBe(true)
  })

  it('shows the event’s time and its changes from → to in words', () => {
    expect(detailLine({ label: 'Rack', from: '4', to: '12' })).toBe('Rack: 4 to 12')
    expect(detailLine({ label: 'File no', from: 'F/1', to: null })).toBe('File no: F/1 removed')
    expect(detailLine({ label: 'Outcome', from: null, to: 'DISPOSED' })).toBe('Outcome: DISPOSED')
    expect(dateTimeText(new Date(2026, 10, 26, 9, 5).toISOString())).toBe('26-11-2026 09:05')
  })

  it('says when the timeline could not be read, with Try again', async () => {
    server.use(http.post('*/api/case-timeline', () => HttpResponse.json({ status: 500, message: 'The server had a problem.', data: null }, { status: 500 })))
    await signInAs('advocate')
    const c = withHearings()
    await renderPage(() => <TimelineButton encryptedCaseId={encryptId('case', c.caseId)} caseNo={c.clientCaseNo} />)
    await userEvent.click(await screen.findByRole('button', { name: `Timeline of case ${c.clientCaseNo}` }))
    const dialog = await findReadyDialog(`Timeline of case ${c.clientCaseNo}`)
    expect(await within(dialog).findByRole('button', { name: /Try again/ })).toBeVisible()
  })
})
