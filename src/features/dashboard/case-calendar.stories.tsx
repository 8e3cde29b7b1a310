import { expect, screen } from 'storybook/test'
import preview from '../../../.storybook/preview'
import { answerEmpty, answerFailure, asAdvocate } from '../../../.storybook/dashboard-fixtures'
import { CaseCalendar } from './case-calendar'

/** Three months from the current one, with the mock provider's hearings of the signed-in advocate. */
const meta = preview.meta({ title: 'Dashboard/CaseCalendar', render: asAdvocate(CaseCalendar), parameters: { user: 'advocate', route: '/dashboard' } })

export const Data = meta.story()
export const Empty = meta.story({ beforeEach: answerEmpty('/get-schedule-case-date-list', { scheduleCaseDateList: [] }) })
/** A failed schedule (after one retry) reads as an empty one. */
export const Failure = meta.story({ beforeEach: answerFailure('/get-schedule-case-date-list') })

/** A day with cases asks before printing its schedule. */
export const AsksBeforePrinting = meta.story({
  play: async ({ canvas, userEvent }) => {
    const [day] = await canvas.findAllByRole('button', { description: /^Cases: \d+$/ })
    await userEvent.click(day)
    // The dialog sits outside the story's root.
    await expect(await screen.findByRole('dialog')).toHaveTextContent('Do you want to get the details of the cases?')
  },
})
