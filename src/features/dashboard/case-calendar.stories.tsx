import { expect, screen } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { answerEmpty, answerFailure, asAdvocate } from '../../../.storybook/dashboard-fixtures'
import { NO_RECORDS } from '@/components/data-table/texts'
import { CaseCalendar } from './case-calendar'

/** Three months from the current one, with the mock provider's hearings of the signed-in advocate. */
const meta = preview.meta({ title: 'Dashboard/CaseCalendar', render: asAdvocate(CaseCalendar), parameters: { user: 'advocate', route: '/dashboard' } })

/** Days with hearings carry their count. No loading story: the months show at once, the counts come with the answer. */
export const Data = meta.story({
  play: async ({ canvas }) => {
    await expect((await canvas.findAllByRole('button', { description: /^Cases: \d+$/ })).length).toBeGreaterThan(0)
  },
})
export const Empty = meta.story({
  beforeEach: answerEmpty('/get-schedule-case-date-list', { scheduleCaseDateList: [] }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent(NO_RECORDS)
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull()
  },
})
/** A failed schedule (after one retry) reads as an empty one, with Try again. */
export const Failure = meta.story({
  beforeEach: answerFailure('/get-schedule-case-date-list'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' })).toBeEnabled()
    await expect(canvas.getByRole('status')).toHaveTextContent(NO_RECORDS)
  },
})

/** A day with cases asks before printing its schedule. */
export const AsksBeforePrinting = meta.story({
  play: async ({ canvas, userEvent }) => {
    const [day] = await canvas.findAllByRole('button', { description: /^Cases: \d+$/ })
    await userEvent.click(day)
    // The dialog sits outside the story's root.
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Do you want to get the details of the cases?')
  },
})
