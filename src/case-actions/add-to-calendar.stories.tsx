import { expect, fn, screen, within } from 'storybook/test'
import preview from '../../.storybook/preview'
import { NO_RECORDS } from '@/components/data-table/texts'
import { FROM_AFTER_TO } from '@/lib/date-range'
import { AddHearingToCalendar, AddToCalendarButton, AddToCalendarDialog } from './add-to-calendar'

const meta = preview.meta({
  title: 'Case actions/AddToCalendarDialog',
  component: AddToCalendarDialog,
  args: { open: true, onClose: fn() },
  parameters: { user: 'advocate', route: '/case-schedule' },
})

const dialog = () => screen.findByRole('dialog', { name: 'Add to calendar' })
const setRange = async (userEvent: { clear: (e: Element) => Promise<void>; type: (e: Element, text: string) => Promise<void> }, from: string, to: string) => {
  const box = await dialog()
  for (const [label, text] of [['From Date', from], ['To Date', to]] as const) {
    const field = within(box).getByLabelText(new RegExp(`^${label}`))
    await userEvent.clear(field)
    await userEvent.type(field, text)
  }
  return box
}

/** The dialog as it opens: this week, Monday to Sunday. */
export const ThisWeek = meta.story({
  play: async () => {
    const box = await dialog()
    await expect(within(box).getByLabelText(/^From Date/)).toHaveDisplayValue(/^\d{2}-\d{2}-\d{4}$/)
    await expect(within(box).getByRole('button', { name: 'Download .ics' })).toBeEnabled()
  },
})

/** From after To: the report's message under To Date, nothing asked of the provider. */
export const FromAfterTo = meta.story({
  play: async ({ userEvent }) => {
    const box = await setRange(userEvent, '24-11-2026', '23-11-2026')
    await userEvent.click(within(box).getByRole('button', { name: 'Download .ics' }))
    await expect(await within(box).findByText(FROM_AFTER_TO)).toBeInTheDocument()
  },
})

/** A range without hearings: 'No records found!' and no file. */
export const NoHearings = meta.story({
  play: async ({ userEvent }) => {
    const box = await setRange(userEvent, '01-01-1990', '07-01-1990')
    await userEvent.click(within(box).getByRole('button', { name: 'Download .ics' }))
    await expect(await screen.findByText(NO_RECORDS)).toBeInTheDocument()
  },
})

/** The button as a screen shows it, and the one-hearing button of a board row. */
export const Buttons = meta.story({
  render: () => (
    <div className="flex items-center gap-4">
      <AddToCalendarButton />
      <AddHearingToCalendar row={{ encryptedCaseId: 'x', clientCode: '1', clientCaseNo: 'WP/9/2026', nextHearingDate: '2026-11-24', courtName: 'Bombay High Court' }} />
    </div>
  ),
  play: async () => {
    await expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument()
    await expect(screen.getByRole('button', { name: 'Add the hearing of WP/9/2026 on 24-Nov-2026 to calendar' })).toBeEnabled()
  },
})
