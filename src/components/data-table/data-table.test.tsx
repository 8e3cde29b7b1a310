import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { DataTable, type Columns } from './data-table'

interface Hearing {
  id: number
  date: string
  caseNo: string
  title: string
  fees: string
}

const HEARINGS: Hearing[] = [
  { id: 1, date: '10-Mar-2026', caseNo: 'CS/101/2026', title: 'ANIL KUMAR VS STATE OF MAHARASHTRA', fees: '₹1,20,000.00' },
  { id: 2, date: '10-Mar-2026', caseNo: 'CS/102/2026', title: 'MEERA IYER VS UNION OF INDIA', fees: '₹5,000.00' },
  { id: 3, date: '11-Mar-2026', caseNo: 'CS/103/2026', title: 'FARHAN QURESHI VS LAKSHMI NAIR', fees: '₹0.00' },
]

// jsdom lays nothing out: these tests check what each column declares and what the table makes of it; how
// wide the columns come out at 1366 and 390 px is checked in the browser (tests/e2e/statement-schedule.spec.ts).
const COLUMNS: Columns<Hearing> = [
  { header: 'Case No', accessorKey: 'caseNo', meta: { kind: 'nowrap', sticky: true } },
  { header: 'Case Title', accessorKey: 'title', meta: { width: 'wide' } },
  { header: 'Consulting Fees', accessorKey: 'fees', meta: { kind: 'number' } },
  { header: 'Edit', id: 'edit', cell: ({ row }) => <a href={`/case/${row.original.id}`}>Edit {row.original.caseNo}</a>, meta: { kind: 'action' } },
]

const table = (props: Partial<Parameters<typeof DataTable<Hearing>>[0]> = {}) =>
  render(<DataTable label="Hearings" columns={COLUMNS} rows={HEARINGS} total={HEARINGS.length} status="success" onRetry={vi.fn()} serial getRowId={(h) => String(h.id)} {...props} />)

describe('DataTable', () => {
  it('groups rows under a header row that names the group, in the rows’ order, the serial number running on', () => {
    table({ groups: { by: (h) => h.date, label: (h) => `Next Date: ${h.date}` } })
    // thead, then one row group per date.
    const [, ...groups] = screen.getAllByRole('rowgroup')
    expect(groups).toHaveLength(2)
    const [first, second] = groups.map((g) => within(g).getAllByRole('row'))
    // The group's header spans the row and heads every cell under it (scope rowgroup).
    const header = within(first[0]).getByRole('rowheader', { name: 'Next Date: 10-Mar-2026' })
    expect(header).toHaveAttribute('scope', 'rowgroup')
    expect(header).toHaveAttribute('colspan', '5')
    expect(first.slice(1).map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['CS/101/2026', 'CS/102/2026'])
    expect(within(second[0]).getByRole('rowheader')).toHaveTextContent('Next Date: 11-Mar-2026')
    expect(within(second[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', 'CS/103/2026', HEARINGS[2].title, '₹0.00', 'Edit CS/103/2026'])
  })

  it('starts a group again when its key comes back after another (the rows’ order is the provider’s)', () => {
    table({ rows: [HEARINGS[0], HEARINGS[2], HEARINGS[1]], groups: { by: (h) => h.date, label: (h) => h.date } })
    expect(screen.getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['10-Mar-2026', '11-Mar-2026', '10-Mar-2026'])
  })

  it('has no group header rows without groups: one row group of rows', () => {
    table()
    expect(screen.getAllByRole('rowgroup')).toHaveLength(2)
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument()
    expect(screen.getAllByRole('row')).toHaveLength(1 + HEARINGS.length)
  })

  it('lays out each column as declared: amounts right-aligned on one line, long text wrapping within its widths, the key sticky, a control narrow', () => {
    table()
    const cells = within(screen.getAllByRole('row')[1]).getAllByRole('cell')
    const head = (name: string) => screen.getByRole('columnheader', { name })

    const fees = cells[3]
    expect(fees).toHaveClass('text-end', 'whitespace-nowrap', 'tabular-nums')
    expect(head('Consulting Fees')).toHaveClass('text-end')
    // A header's words wrap ('Consulting Fees' on two lines is narrower than an amount).
    expect(head('Consulting Fees')).not.toHaveClass('whitespace-nowrap')

    // Long text wraps inside a box with a least and a greatest width (cells themselves ignore max-width).
    const title = cells[2]
    expect(title).not.toHaveClass('whitespace-nowrap')
    expect(title.firstElementChild).toHaveClass('min-w-28', 'max-w-72', 'break-words', 'lg:[overflow-wrap:anywhere]')

    const caseNo = cells[1]
    expect(caseNo).toHaveClass('whitespace-nowrap', 'sticky', 'start-0', 'bg-inherit')
    expect(head('Case No')).toHaveClass('sticky', 'start-0', 'bg-inherit')
    // A sticky cell takes its row's background, so the row has one.
    expect(caseNo.parentElement).toHaveClass('bg-white')

    expect(cells[4]).toHaveClass('w-px', 'whitespace-nowrap')
    // An undeclared column (the serial number) reads as before: plain text, no box.
    expect(cells[0].firstElementChild).toBeNull()
    expect(head('S. No.')).toHaveClass('text-start')
  })

  it('keeps absolutely placed text (for screen readers) inside its scrolling region, which is positioned', () => {
    table()
    expect(screen.getByRole('group', { name: 'Hearings' })).toHaveClass('relative', 'overflow-x-auto')
  })

})
