import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { DEMO_ADVOCATE_CODE, addDays } from '@mocks/db'
import { db, localToday } from '@mocks/provider'
import { chooseLanguage } from '@/i18n/texts'
import { tableDate } from '@/lib/dates'
import { renderPage } from '../../../tests/support/render-page'
import { signInAs } from '../../../tests/support/session'
import { CauseListPage } from './cause-list-page'

const tomorrow = () => addDays(localToday(), 1)

/** Two ongoing cases of the demo advocate: one heard tomorrow, one the diary has in a week. */
function arrange() {
  const [heard, later] = db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.caseStatus === 'ONGOING' && c.nextHearingDate > addDays(localToday(), 8))
  heard!.nextHearingDate = tomorrow()
  later!.nextHearingDate = addDays(localToday(), 7)
  return { heard: heard!, later: later! }
}
const line = (n: number, caseNo: string, parties: string) => `${n}. ${caseNo.split('/')[0]} ${caseNo.split('/').slice(1).join('/')}  ${parties}`

async function open() {
  await signInAs('clerk')
  const cases = arrange()
  await renderPage(() => <CauseListPage date={tomorrow()} onDate={() => undefined} />)
  await screen.findByRole('heading', { name: 'Lists held for this day' })
  return cases
}

describe('the Cause List screen', () => {
  it('refuses to keep a list without a court or without case numbers, with their messages, and keeps the text', async () => {
    await open()
    const user = userEvent.setup()
    await user.clear(screen.getByLabelText(/^Court of the list/))
    await user.type(screen.getByLabelText(/^Cause list text/), 'DAILY CAUSE LIST{enter}COURT NO. 4')
    await user.click(screen.getByRole('button', { name: 'Match and keep for this day' }))
    expect(await screen.findByText('Enter the court the list is of')).toBeInTheDocument()
    expect(screen.getByText('No case numbers were found in this text. Check that it is the cause list, not its cover page.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Cause list text/)).toHaveValue('DAILY CAUSE LIST\nCOURT NO. 4')
  })

  it('keeps a pasted list and moves a date the list gives, after which the case is matched for the day', async () => {
    const { heard, later } = await open()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText(/^Court of the list/), 'Taluka Court, Karjat')
    const text = [line(1, heard.clientCaseNo, `${heard.petitionerName} VS ${heard.respondentName}`), line(2, later.clientCaseNo, `${later.petitionerName} VS ${later.respondentName}`)].join('\n')
    await user.click(screen.getByLabelText(/^Cause list text/))
    await user.paste(text)
    expect(await screen.findByText('2 entries found.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Match and keep for this day' }))
    await user.click(await screen.findByRole('tab', { name: /^Listed, not in your diary for this date/ }))
    const row = (await screen.findAllByRole('listitem')).find((li) => li.textContent?.includes(later.clientCaseNo))!
    await user.click(within(row).getByRole('button', { name: `Move to ${tableDate(tomorrow())}` }))
    await waitFor(() => expect(later.nextHearingDate).toBe(tomorrow()))
    await user.click(screen.getByRole('tab', { name: /^Matched/ }))
    expect(await within(screen.getByRole('tabpanel')).findAllByText(later.clientCaseNo, { exact: true })).not.toHaveLength(0)
  })

  it('shows the provider’s refusal of a list and loses none of the text', async () => {
    await open()
    server.use(http.post('*/api/add-cause-list', () => HttpResponse.json({ status: 400, message: 'Entries: too many entries.', data: null }, { status: 400 })))
    const user = userEvent.setup()
    await user.click(screen.getByLabelText(/^Cause list text/))
    await user.paste('1. CRL.A. 123/2024  RAMESH KUMAR VS STATE')
    await user.click(screen.getByRole('button', { name: 'Match and keep for this day' }))
    expect(await screen.findByText('Entries: too many entries.')).toBeInTheDocument()
    expect(screen.getByLabelText(/^Cause list text/)).toHaveValue('1. CRL.A. 123/2024  RAMESH KUMAR VS STATE')
  })

  describe('in Hindi', () => {
    afterEach(() => chooseLanguage('en'))

    it('says the screen and the refusal of a list without a court in Hindi', async () => {
      await chooseLanguage('hi')
      await signInAs('clerk')
      arrange()
      await renderPage(() => <CauseListPage date={tomorrow()} onDate={() => undefined} />)
      expect(await screen.findByRole('heading', { name: 'इस दिन की रखी गई सूचियाँ' })).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'वाद सूची', level: 1 })).toBeInTheDocument()
      const user = userEvent.setup()
      await user.clear(screen.getByLabelText(/^सूची का कोर्ट/))
      await user.click(screen.getByRole('button', { name: 'मिलान करें और इस दिन के लिए रखें' }))
      expect(await screen.findByText('सूची किस कोर्ट की है, लिखें')).toBeInTheDocument()
    })
  })
})
