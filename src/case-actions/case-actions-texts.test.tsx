import { afterEach, describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { chooseLanguage, translate } from '@/i18n/texts'
import { AddToCalendarButton } from './add-to-calendar'
import { TimelineButton } from './case-timeline'
import { ACTION_ITEM_MAX, MESSAGES, REMINDER_DAYS_MAX } from './schema'

describe('the shared case pieces in Hindi and Marathi (issue 22)', () => {
  afterEach(() => chooseLanguage('en'))

  it('holds the limits the action rules use', () =>
    expect([MESSAGES.reminderDaysTooLong, MESSAGES.actionItemTooLong]).toEqual([
      `Reminder days can have at most ${REMINDER_DAYS_MAX} digits`,
      `Action item can have at most ${ACTION_ITEM_MAX} characters`,
    ]))

  it('opens Add to calendar in Hindi', async () => {
    await chooseLanguage('hi')
    render(<AddToCalendarButton />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'कैलेंडर में जोड़ें' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'कैलेंडर में जोड़ें' }))
    expect(dialog.getByRole('button', { name: /\.ics डाउनलोड करें/ })).toBeInTheDocument()
    expect(translate(MESSAGES.actionItem)).toBe('कार्य लिखें')
  })

  it('names the timeline of a case in Marathi', async () => {
    await chooseLanguage('mr')
    render(<TimelineButton encryptedCaseId="x" caseNo="RCS/12/2024" />)
    expect(screen.getByRole('button', { name: 'केस RCS/12/2024 चा संपूर्ण तपशील' })).toHaveTextContent('संपूर्ण तपशील')
  })
})
