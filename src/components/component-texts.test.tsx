import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chooseLanguage } from '@/i18n/texts'
import { DataTable, type Columns } from './data-table/data-table'
import { Pagination } from './data-table/pagination'
import { naturalOrder, byValue } from './data-table/order'
import { StatusBadge } from './status-badge'
import { AreaBoundary } from './area-boundary'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { COMMON } from './texts'
import { MonthCalendar } from './month-calendar'

function Broken(): never {
  throw new Error('an answer that does not fit')
}

interface Party {
  id: number
  name: string
}
const COLUMNS: Columns<Party> = [{ id: 'name', header: 'Client Name', accessorKey: 'name' }]
const table = (rows: Party[], sortable = false) =>
  render(
    <DataTable
      label="Clients"
      columns={COLUMNS}
      rows={rows}
      total={rows.length}
      status="success"
      onRetry={vi.fn()}
      serial
      getRowId={(p) => String(p.id)}
      sortable={sortable ? { name: byValue((p: Party) => p.name) } : undefined}
    />,
  )
const names = () => screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[1].textContent)

describe('the shared pieces in Hindi and Marathi', () => {
  afterEach(async () => {
    await chooseLanguage('en')
  })

  it('an empty table says so in Hindi, its headers in Hindi from the common words', async () => {
    await chooseLanguage('hi')
    table([])
    expect(screen.getByText('कोई रिकॉर्ड नहीं मिला!')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'क्र.सं.' })).toBeInTheDocument()
    expect(screen.queryByText('No records found!')).not.toBeInTheDocument()
  })

  it('the pager speaks Marathi: the range, the pages and Previous / Next', async () => {
    await chooseLanguage('mr')
    render(<Pagination label="Clients" page={2} size={10} total={45} onPage={vi.fn()} />)
    expect(screen.getByText('45 पैकी 11 ते 20')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'पान 2' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'पुढील' })).toBeEnabled()
  })

  it('a status the provider sends shows in Hindi, and as sent in English', async () => {
    const { unmount } = render(<StatusBadge status="ONGOING" />)
    expect(screen.getByText('ONGOING')).toBeInTheDocument()
    unmount()
    await chooseLanguage('hi')
    render(<StatusBadge status="ONGOING" />)
    expect(screen.getByText('चालू')).toBeInTheDocument()
  })
})

describe('an area that fails, in Marathi', () => {
  afterEach(async () => {
    await chooseLanguage('en')
  })

  it('names the area from its English catalog label in Marathi, with Try again', async () => {
    // React reports the error it caught; the boundary's message is what this test reads.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    onTestFinished(() => quiet.mockRestore())
    await chooseLanguage('mr')
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AreaBoundary label={COMMON.fields.court}>
          <Broken />
        </AreaBoundary>
      </QueryClientProvider>,
    )
    expect(screen.getByRole('alert')).toHaveTextContent('न्यायालय: दाखवता आले नाही.')
    expect(screen.getByRole('button', { name: 'पुन्हा प्रयत्न करा' })).toBeInTheDocument()
  })
})

describe('sorting follows the language on screen', () => {
  afterEach(async () => {
    await chooseLanguage('en')
  })

  it('Latin names ignore case; numbers inside text go by value', () => {
    expect(['banerjee', 'CHOPRA', 'Agarwal'].sort(naturalOrder)).toEqual(['Agarwal', 'banerjee', 'CHOPRA'])
    expect(['item 10', 'ITEM 2'].sort(naturalOrder)).toEqual(['ITEM 2', 'item 10'])
  })

  it('Devanagari names sort by Hindi order when a sortable column is clicked', async () => {
    await chooseLanguage('hi')
    table(
      [
        { id: 1, name: 'ज्योति' },
        { id: 2, name: 'अमित' },
        { id: 3, name: 'क्षितिज' },
        { id: 4, name: 'कमला' },
      ],
      true,
    )
    await userEvent.click(screen.getByRole('button', { name: 'पक्षकार का नाम' }))
    expect(names()).toEqual(['अमित', 'कमला', 'क्षितिज', 'ज्योति'])
  })
})

describe('the month calendar in Hindi', () => {
  afterEach(() => chooseLanguage('en'))

  it('names the weekdays by whole letters, the vowel sign kept with its consonant', async () => {
    await chooseLanguage('hi')
    render(<MonthCalendar month={new Date(2026, 10, 1)} />)
    const heads = screen.getAllByRole('columnheader').map((th) => th.textContent)
    expect(heads).toContain('शनि')
    expect(heads).toContain('रवि')
    expect(heads).not.toContain('शन')
  })
})
