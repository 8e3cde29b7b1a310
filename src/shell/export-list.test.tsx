import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { readSheets } from '@/lib/xlsx'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { db } from '@mocks/provider'
import { courtModule } from '@/features/court-master'
import { renderPage } from '../../tests/support/render-page'
import { signInAs } from '../../tests/support/session'
import { exportColumns } from './export-run'
import { ModulePage } from './module-page'

const blobs: Blob[] = []
const { createObjectURL, revokeObjectURL } = URL
beforeEach(() => {
  blobs.length = 0
  URL.createObjectURL = (blob: Blob) => (blobs.push(blob), 'blob:export')
  URL.revokeObjectURL = () => undefined
})
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }))

/** A CSV's rows, its byte order mark checked and dropped (the cells here hold no commas or quotes). */
async function csvRows(blob: Blob) {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer())
  expect(text.charCodeAt(0)).toBe(0xfeff)
  return text.slice(1).trimEnd().split('\r\n')
}

describe('exporting a list', () => {
  it('keeps the columns that have a header and a value, not row actions', () => {
    const { header, cells } = exportColumns<{ a: string; n: number | null }>([
      { header: 'Name', accessorKey: 'a' },
      { header: 'Count', accessorFn: (r) => r.n },
      { header: () => 'Delete', id: 'delete', cell: () => null },
    ])
    expect(header).toEqual(['Name', 'Count'])
    expect(cells({ a: '=1+1', n: null }, 0)).toEqual(['=1+1', ''])
  })

  it('exports every page of the list with its search, as CSV with a byte order mark', async () => {
    await signInAs('admin')
    const courts = db().courts.filter((c) => c.courtName.includes('DISTRICT'))
    expect(courts.length).toBeGreaterThan(15)
    let asked = 0
    server.events.on('request:start', ({ request }) => void (new URL(request.url).pathname.endsWith('/court-master-list') && asked++))
    await renderPage(() => <ModulePage module={courtModule} />, '/page?listQ=DISTRICT')
    await screen.findByText(/^1 to 15 of \d+$/)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText(`${courts.length} rows exported to Court-Master.csv.`)).toBeInTheDocument()
    const [header, ...rows] = await csvRows(blobs[0]!)
    expect(header).toBe('Court Name,Location,Address,Court Type,State')
    expect(rows).toHaveLength(courts.length)
    expect(rows.every((r) => r.includes('DISTRICT'))).toBe(true)
    expect(asked).toBeGreaterThan(1)
    server.events.removeAllListeners()
  })

  it('exports an Excel workbook that reads back with the same rows', async () => {
    await signInAs('admin')
    await renderPage(() => <ModulePage module={courtModule} />, '/page?listQ=PUNE')
    await screen.findByText(/^1 to \d+ of \d+$/)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Export Excel' }))
    const total = db().courts.filter((c) => [c.courtName, c.courtLocation, c.courtAddress].join(' ').toUpperCase().includes('PUNE')).length
    await screen.findByText(/rows exported to Court-Master\.xlsx\.$/)
    const [sheet] = await readSheets(blobs[0]!, 'Court-Master.xlsx')
    expect(sheet!.rows[0]).toEqual(['Court Name', 'Location', 'Address', 'Court Type', 'State'])
    expect(sheet!.rows).toHaveLength(total + 1)
    expect(sheet!.rows.slice(1).every((r) => r.join(' ').toUpperCase().includes('PUNE'))).toBe(true)
  })

  it('says a provider failure and keeps the page', async () => {
    await signInAs('admin')
    await renderPage(() => <ModulePage module={courtModule} />)
    await screen.findByText(/^1 to 15 of \d+$/)
    server.use(http.post('*/api/court-master-list', () => HttpResponse.json({ status: 500, message: 'The provider is down.', data: null }, { status: 500 })))
    await userEvent.setup().click(screen.getByRole('button', { name: 'Export CSV' }))
    expect(await screen.findByText('The provider is down.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled())
    expect(blobs).toHaveLength(0)
  })

  it('offers no export while the list loads or when it has no rows, yet keeps the buttons in place', async () => {
    await signInAs('admin')
    server.use(http.post('*/api/court-master-list', () => new Promise<never>(() => {})))
    const { unmount } = await renderPage(() => <ModulePage module={courtModule} />)
    await waitFor(() => expect(screen.getByText('Export CSV')).toBeInTheDocument())
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull()
    unmount()
    server.resetHandlers()
    await renderPage(() => <ModulePage module={courtModule} />, '/page?listQ=NO-SUCH-COURT-QX')
    expect(await screen.findByText('No records found!')).toBeInTheDocument()
    expect(screen.getByText('Export Excel')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Export Excel' })).toBeNull()
  })
})
