import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEMO_ADVOCATE_CODE, addDays } from '@mocks/db'
import { db, localToday } from '@mocks/provider'
import { chooseLanguage } from '@/i18n/texts'
import { displayDate } from '@/lib/dates'
import { renderPage } from '../../../tests/support/render-page'
import { signInAs } from '../../../tests/support/session'
import { CourtDayPage } from './court-day-page'
import { useOutbox } from './outbox-store'

/** One ongoing case of the demo advocate listed today. */
async function openBoard() {
  await signInAs('advocate')
  useOutbox.setState({ user: null, seq: 0, items: [], marks: {} })
  const today = localToday()
  const c = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'ONGOING' && x.nextHearingDate < today)!
  c.nextHearingDate = today
  c.purpose = 'Argument'
  await renderPage(() => <CourtDayPage date={today} onDate={() => undefined} />)
  return (await screen.findByRole('heading', { name: c.clientCaseNo, level: 3 })).closest('article') as HTMLElement
}

describe('Court Day in Hindi and Marathi', () => {
  afterEach(() => chooseLanguage('en'))

  it('records an adjournment in Hindi, with the words a clerk reads', async () => {
    await chooseLanguage('hi')
    const card = await openBoard()
    expect(screen.getByRole('heading', { name: 'कोर्ट का दिन', level: 1 })).toBeInTheDocument()
    expect(screen.getByRole('searchbox', { name: 'केस नंबर या पक्षकार से खोजें' })).toBeInTheDocument()
    const u = userEvent.setup()
    await u.click(within(card).getByRole('button', { name: 'तारीख बढ़ी' }))
    const dialog = await screen.findByRole('dialog', { name: /^तारीख बढ़ी: / })
    await u.click(within(dialog).getByRole('button', { name: 'नई तारीख दर्ज करें' }))
    expect(await within(dialog).findByText('अगली पेशी की तारीख चुनें')).toBeInTheDocument()
    const next = displayDate(addDays(localToday(), 7))
    await u.type(within(dialog).getByRole('textbox', { name: /^अगली पेशी की तारीख/ }), next)
    await u.click(within(dialog).getByRole('button', { name: 'नई तारीख दर्ज करें' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await within(card).findByText(`तारीख बढ़ी: अगली तारीख ${next}`)).toBeInTheDocument()
  })

  it('shows the board in Marathi', async () => {
    await chooseLanguage('mr')
    const card = await openBoard()
    expect(screen.getByRole('heading', { name: 'कोर्टाचा दिवस', level: 1 })).toBeInTheDocument()
    expect(within(card).getByRole('group', { name: /चा निकाल$/ })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'तहकूब' })).toBeInTheDocument()
    expect(within(card).getByRole('button', { name: 'निकाली' })).toBeInTheDocument()
    // The purpose is a code the provider keeps in English; its name is said in the language.
    expect(within(card).getByText('युक्तिवाद')).toBeInTheDocument()
    expect(within(card).queryByText('Argument')).toBeNull()
  })
})
