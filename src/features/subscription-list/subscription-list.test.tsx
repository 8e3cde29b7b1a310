import { afterEach, describe, expect, it, onTestFinished } from 'vitest'
import { chooseLanguage } from '@/i18n/texts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { RENEWAL_SENT } from '@mocks/handlers/subscriptions'
import { lastMail } from '@mocks/outbox'
import { provider } from '@mocks/provider'
import { NO_RECORDS } from '@/components/data-table/texts'
import { reportDate } from '@/lib/dates'
import { rupees } from '@/lib/money'
import { openModule } from '../../../tests/support/open-module'
import { cellText } from '../../../tests/support/table'
import { pick } from '../../../tests/support/async-select'
import { encryptId } from '@mocks/db/ids'
import { MESSAGES } from '.'

const db = () => provider().db
const licences = () => db().advocateTransactions.filter((t) => t.advocateCode === DEMO_ADVOCATE_CODE).sort((a, b) => b.startDate.localeCompare(a.startDate))
const renew = () => screen.getByRole('button', { name: 'Sent Message For Renewal' })
const toastText = (text: string) => screen.findByText(text, { selector: '[data-sonner-toast] *' })

describe('Subscription List', () => {
  it('shows the advocate’s name and their subscriptions, newest first, 5 to a page, in rupees', async () => {
    await openModule('/subscription-list', 'Subscription List', { as: 'advocate' })
    expect(within(screen.getByRole('tabpanel')).getByText(db().advocates[0].advocateName)).toBeInTheDocument()
    for (const name of ['S. No', 'Subscription Start Date', 'Subscription End Date', 'Subscription Total Amount']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    const all = licences()
    expect(screen.getByText(`1 to ${Math.min(5, all.length)} of ${all.length}`)).toBeInTheDocument()
    const first = screen.getAllByRole('row')[1]
    expect(cellText(first, 'Subscription Start Date')).toBe(reportDate(all[0].startDate))
    expect(cellText(first, 'Subscription End Date')).toBe(reportDate(all[0].expiryDate))
    expect(cellText(first, 'Subscription Total Amount')).toBe(rupees(all[0].totalAmount))
  })

  it('pages with 5, 10, 20, 30 or 40 rows', async () => {
    const u = userEvent.setup()
    // Six licences: two pages of five.
    const last = licences().at(-1)!
    for (let i = 1; i <= 2; i++) db().advocateTransactions.push({ ...last, transactionId: 9000 + i, startDate: `2010-0${i}-01`, expiryDate: `2010-1${i}-01`, totalAmount: 100 * i })
    await openModule('/subscription-list', 'Subscription List', { as: 'advocate' })
    const count = licences().length
    expect(screen.getByText(`1 to 5 of ${count}`)).toBeInTheDocument()
    expect([...(screen.getByLabelText(/rows per page/i) as HTMLSelectElement).options].map((o) => o.value)).toEqual(['5', '10', '20', '30', '40'])
    await u.click(screen.getByRole('button', { name: /page 2/i }))
    expect(await screen.findByText(`6 to ${count} of ${count}`)).toBeInTheDocument()
  })

  it('sends the renewal message and shows the provider’s answer', async () => {
    const u = userEvent.setup()
    await openModule('/subscription-list', 'Subscription List', { as: 'advocate' })
    await u.click(renew())
    const advocate = db().advocates[0]
    expect(await toastText(RENEWAL_SENT(advocate.email))).toBeInTheDocument()
    expect(lastMail(advocate.email)).toBeDefined()
  })

  it('says the provider’s refusal of the renewal message', async () => {
    const u = userEvent.setup()
    server.use(http.get('*/api/send-subscription-renew-mail/:code', () => HttpResponse.json({ status: 500, message: 'The mail server is down.', data: null }, { status: 500 })))
    await openModule('/subscription-list', 'Subscription List', { as: 'advocate' })
    await u.click(renew())
    expect(await toastText('The mail server is down.')).toBeInTheDocument()
  })

  it('the administrator chooses the advocate through the advocate lookup: that advocate’s name and subscriptions, and the renewal goes to them', async () => {
    const u = userEvent.setup()
    let mailed = false
    const listed: unknown[] = []
    const listener = async ({ request }: { request: Request }) => {
      if (request.url.endsWith('/client-subscription-list')) listed.push(await request.clone().json())
    }
    server.events.on('request:start', listener)
    onTestFinished(() => server.events.removeListener('request:start', listener))
    await openModule('/subscription-list', 'Subscription List', { as: 'admin', list: false })
    const panel = within(screen.getByRole('tabpanel'))
    // Nothing is about the administrator: no name of theirs, no list before an advocate is chosen.
    expect(panel.queryByText('SYSTEM ADMINISTRATOR')).not.toBeInTheDocument()
    expect(panel.queryByRole('table')).not.toBeInTheDocument()
    server.use(http.get('*/api/send-subscription-renew-mail/:code', () => ((mailed = true), HttpResponse.json({ status: 200, message: 'sent', data: null }))))
    await u.click(renew())
    expect(await toastText(MESSAGES.noAdvocate)).toBeInTheDocument()
    expect(mailed).toBe(false)
    server.resetHandlers()
    await u.click(panel.getByRole('button', { name: 'Search Record' }))
    expect(await panel.findByText(MESSAGES.selectAdvocate)).toBeInTheDocument()

    const advocate = db().advocates.find((a) => a.advocateCode !== DEMO_ADVOCATE_CODE && db().advocateTransactions.some((t) => t.advocateCode === a.advocateCode))!
    const count = db().advocateTransactions.filter((t) => t.advocateCode === advocate.advocateCode).length
    await pick(u, /^Advocate/, advocate.advocateName.slice(0, 4), advocate.advocateName)
    await u.click(panel.getByRole('button', { name: 'Search Record' }))
    expect(await panel.findByText(`1 to ${Math.min(5, count)} of ${count}`)).toBeInTheDocument()
    expect(panel.getByText(/^Advocate Name:/).parentElement).toHaveTextContent(`Advocate Name: ${advocate.advocateName}`)
    expect(listed.at(-1)).toMatchObject({ EncryptedAdvocateCode: encryptId('advocate', advocate.advocateCode) })
    await u.click(renew())
    expect(await toastText(RENEWAL_SENT(advocate.email))).toBeInTheDocument()
    expect(lastMail(advocate.email)).toBeDefined()
  })

  it('shows No records found! when the list fails', async () => {
    server.use(http.post('*/api/client-subscription-list', () => HttpResponse.json({ status: 500, message: 'Down', data: null }, { status: 500 })))
    await openModule('/subscription-list', 'Subscription List', { as: 'advocate', list: false })
    await waitFor(() => expect(screen.getAllByText(NO_RECORDS).length).toBeGreaterThan(0))
  })
})

describe('Subscription List in Marathi', () => {
  afterEach(() => chooseLanguage('en'))

  it('shows the advocate’s name and the renewal button in Marathi', async () => {
    await chooseLanguage('mr')
    await openModule('/subscription-list', 'Subscription List', { as: 'advocate' })
    expect(screen.getByText('वकिलाचे नाव:')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'नूतनीकरणाचा संदेश पाठवा' })).toBeInTheDocument()
  })
})
