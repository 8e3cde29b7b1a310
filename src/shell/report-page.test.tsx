import { describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as z from 'zod/mini'
import type { components } from '@/api/schema.gen'
import { NO_RECORDS } from '@/components/data-table/texts'
import { TextInput } from '@/components/form/form-fields'
import { dateRange, FROM_AFTER_TO } from '@/lib/date-range'
import { dateText } from '@/lib/date-schema'
import { serveWidgets } from '../../tests/support/fake-modules'
import { recordPdfOpens } from '../../tests/support/pdf'
import { renderPage } from '../../tests/support/render-page'
import { defineReport } from './define-report'
import { ReportPage } from './report-page'
import { pagedBody } from './use-list'
import { PDF_DOWNLOAD_FAILED, PDF_FAILED } from './pdf-report'
import { ApiError } from '@/api/errors'

type Row = components['schemas']['CourtTypeRow']
const PICK_CLIENT = 'Please select client first'
const clicked = recordPdfOpens()
const pdfBlob = () => new Blob(['%PDF-1.4 widget report'], { type: 'application/pdf' })

function widgetReport(pdf = vi.fn(async () => pdfBlob())) {
  const report = defineReport({
    title: 'Widget Report',
    filters: {
      schema: z
        .object({ client: z.string(), fromDate: dateText('Select from date'), toDate: dateText('Select to date') })
        .check(dateRange('fromDate', 'toDate')),
      empty: { client: '', fromDate: '', toDate: '' },
      Fields: () => (
        <>
          <TextInput name="client" label="Client" />
          <TextInput name="fromDate" label="From Date" />
          <TextInput name="toDate" label="To Date" />
        </>
      ),
    },
    needs: (filters) => (filters.client ? null : PICK_CLIENT),
    table: {
      path: '/court-type-master-list',
      body: (state, filters) => ({ ...pagedBody(state), SearchText: filters.client }),
      rows: (data) => data.courtTypeMasterList,
      columns: [{ header: 'Widget', accessorKey: 'courtTypeName' }],
      rowId: (row: Row) => row.courtTypeCode,
    },
    pdf: { label: 'Generate Report', fileName: 'Widgets.pdf', call: pdf, needsRows: true },
  })
  return { report, pdf }
}

async function open(report = widgetReport()) {
  await renderPage(() => <ReportPage report={report.report} />)
  await screen.findByRole('heading', { name: 'Widget Report' })
  return report
}

async function fill(u: ReturnType<typeof userEvent.setup>, client: string, from = '01-11-2026', to = '30-11-2026') {
  if (client) await u.type(screen.getByLabelText('Client'), client)
  await u.type(screen.getByLabelText(/^From Date/), from)
  await u.type(screen.getByLabelText(/^To Date/), to)
}

describe('the report shape', () => {
  it('shows every filter message at once, and the From/To rule on To Date', async () => {
    serveWidgets()
    const u = userEvent.setup()
    await open()
    await u.click(screen.getByRole('button', { name: 'Search Record' }))
    expect(await screen.findByText('Select from date')).toBeInTheDocument()
    expect(screen.getByText('Select to date')).toBeInTheDocument()
    await fill(u, 'widget', '30-11-2026', '01-11-2026')
    await u.click(screen.getByRole('button', { name: 'Search Record' }))
    expect(await screen.findByText(FROM_AFTER_TO)).toBeInTheDocument()
    expect(screen.queryByRole('table')).not.toBeInTheDocument()
  })

  it('says "Please select client first" as a toast instead of searching', async () => {
    const requests = serveWidgets()
    const u = userEvent.setup()
    await open()
    await fill(u, '')
    await u.click(screen.getByRole('button', { name: 'Search Record' }))
    expect(await screen.findByText(PICK_CLIENT)).toBeInTheDocument()
    expect(requests).toHaveLength(0)
  })

  it('searches with the filters and pages the rows; no rows shows No records found!', async () => {
    const requests = serveWidgets()
    const u = userEvent.setup()
    await open()
    await fill(u, 'widget 2')
    await u.click(screen.getByRole('button', { name: 'Search Record' }))
    expect(await screen.findByRole('cell', { name: 'WIDGET 2' })).toBeInTheDocument()
    expect(requests.at(-1)).toMatchObject({ SearchText: 'widget 2', pageNumber: 1 })
    await u.clear(screen.getByLabelText('Client'))
    await u.type(screen.getByLabelText('Client'), 'none')
    await u.click(screen.getByRole('button', { name: 'Search Record' }))
    expect(await screen.findByText(NO_RECORDS)).toBeInTheDocument()
  })

  it('offers the PDF once there are rows, asks with the searched filters and opens it', async () => {
    serveWidgets()
    const u = userEvent.setup()
    const { pdf } = await open()
    expect(screen.getByRole('button', { name: 'Generate Report' })).toBeDisabled()
    await fill(u, 'widget')
    await u.click(screen.getByRole('button', { name: 'Search Record' }))
    await screen.findByText('1 to 3 of 3')
    await u.click(screen.getByRole('button', { name: 'Generate Report' }))
    await waitFor(() => expect(clicked).toHaveLength(2))
    expect(pdf).toHaveBeenCalledWith({ client: 'widget', fromDate: '01-11-2026', toDate: '30-11-2026' })
    expect(clicked[0]).toMatchObject({ target: '_blank', rel: 'noopener noreferrer' })
    expect(clicked[1].download).toBe('Widgets.pdf')
  })

  it('shows the provider message of a PDF answer with nothing to print, and the spec text when printing fails', async () => {
    serveWidgets()
    const u = userEvent.setup()
    const pdf = vi.fn<() => Promise<Blob>>()
    pdf.mockResolvedValueOnce(new Blob([JSON.stringify({ status: 404, message: NO_RECORDS, data: null })]))
    pdf.mockRejectedValueOnce(new ApiError('Internal error at line 3', 500))
    await open(widgetReport(pdf))
    await fill(u, 'widget')
    await u.click(screen.getByRole('button', { name: 'Search Record' }))
    await screen.findByText('1 to 3 of 3')
    await u.click(screen.getByRole('button', { name: 'Generate Report' }))
    expect(await screen.findAllByText(NO_RECORDS)).not.toHaveLength(0)
    await u.click(screen.getByRole('button', { name: 'Generate Report' }))
    expect(await screen.findByText(PDF_FAILED)).toBeInTheDocument()
    expect(clicked).toHaveLength(0)
  })

  it('without filters shows its table at once, with an intro given the answer', async () => {
    const requests = serveWidgets()
    const report = defineReport({
      title: 'Widget Report',
      Intro: ({ data }: { data: { totalCount?: number } | undefined }) => <p>Widgets on file: {data?.totalCount ?? '…'}</p>,
      table: {
        path: '/court-type-master-list',
        rows: (data) => data.courtTypeMasterList,
        columns: [{ header: 'Widget', accessorKey: 'courtTypeName' }],
        rowId: (row: Row) => row.courtTypeCode,
        serialHeader: 'S. No',
      },
    })
    await renderPage(() => <ReportPage report={report} />)
    expect(await screen.findByText('Widgets on file: 3')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'S. No' })).toBeInTheDocument()
    expect(screen.getByRole('cell', { name: 'WIDGET 1' })).toBeInTheDocument()
    expect(screen.queryByRole('form')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Search Record' })).not.toBeInTheDocument()
    expect(requests).toHaveLength(1)
  })

  it('starts from filters made when the page opens, generates a PDF-only report on Enter, and says when the browser cannot open the PDF', async () => {
    const pdf = vi.fn(async () => pdfBlob())
    const report = defineReport({
      title: 'Widget Report',
      filters: { schema: z.object({ day: z.string() }), empty: () => ({ day: 'opened today' }), Fields: () => <TextInput name="day" label="Day" /> },
      pdf: { label: 'Generate Report', fileName: 'Widgets.pdf', call: pdf },
    })
    URL.createObjectURL = vi.fn(() => {
      throw new Error('no blob URLs here')
    })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const u = userEvent.setup()
    await renderPage(() => <ReportPage report={report} />)
    expect(await screen.findByLabelText('Day')).toHaveValue('opened today')
    // Enter in a filter of a report that is only a PDF generates it.
    await u.type(screen.getByLabelText('Day'), '{Enter}')
    expect(await screen.findByText(PDF_DOWNLOAD_FAILED)).toBeInTheDocument()
    expect(pdf).toHaveBeenCalledWith({ day: 'opened today' })
  })
})
