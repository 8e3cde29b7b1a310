import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { format } from 'date-fns'
import { http, HttpResponse, type JsonBodyType } from 'msw'
import { server } from '@mocks/node'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { localToday, provider } from '@mocks/provider'
import { MALFORMED_ANSWER } from '@/api/errors'
import { allowContractBreaks } from '../contract/contract-guard'
import { pick } from '../support/async-select'
import { openModule } from '../support/open-module'

/**
 * The tester's issue: malformed answers left /case-next-date, /client-detail, /profile and /customer-inquiry
 * silent. Each now says the answer could not be read, with Try again, and shows the data once the
 * provider answers properly.
 */
const db = () => provider().db
type User = ReturnType<typeof userEvent.setup>

/** Serves `body` (something the contract does not allow) for `path` until `fixed()`; then the mock provider answers. */
function breakCall(path: string, body: unknown) {
  allowContractBreaks()
  const state = { calls: 0, broken: true }
  server.use(
    http.post(`*/api${path}`, () => {
      state.calls++
      return state.broken ? HttpResponse.json(body as JsonBodyType) : undefined
    }),
  )
  return { state, fixed: () => (state.broken = false) }
}

/** The message and its Try again, inside `where`; Try again is pressed once the provider is fixed. */
async function retryWhenFixed(u: User, where: HTMLElement, fixed: () => void) {
  // A screen's first answer comes after its lazily loaded parts, which a busy machine takes more than 3 s to load.
  expect(await within(where).findByText(MALFORMED_ANSWER, undefined, { timeout: 10_000 })).toBeInTheDocument()
  fixed()
  await u.click(within(where).getByRole('button', { name: 'Try again' }))
  await waitFor(() => expect(within(where).queryByText(MALFORMED_ANSWER)).not.toBeInTheDocument())
}

describe('a screen whose answer cannot be read says so, with Try again', () => {
  it('/case-next-date: the chosen case’s details answered with wrong types', async () => {
    const u = userEvent.setup()
    const c = db().cases.find((x) => x.advocateCode === DEMO_ADVOCATE_CODE && x.caseStatus === 'ONGOING' && x.nextHearingDate < localToday())!
    const client = db().clients.find((x) => x.clientCode === c.clientCode)!
    const { state, fixed } = breakCall('/get-case-next-date-detail', { status: 200, message: 'Success', data: { caseDetail: { caseId: 'one', clientCaseNo: 7 } } })
    await openModule('/case-next-date', 'Case Next Date', { as: 'advocate', list: false })
    await pick(u, /^Client/, client.clientName.slice(0, 6), client.clientName)
    await pick(u, /^Case No/, c.clientCaseNo.slice(0, 3), `${c.clientCaseNo} - ${c.caseTitle}`)
    const card = await screen.findByRole('region', { name: 'Current Date Detail' })
    await retryWhenFixed(u, card, fixed)
    expect(await within(card).findByText(format(new Date(`${c.nextHearingDate}T00:00`), 'dd-MM-yyyy'))).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText(/^Next Hearing Date/)).toBeEnabled())
    expect(state.calls).toBe(2)
  })

  it('/client-detail: the report’s list answered data: {}', async () => {
    const u = userEvent.setup()
    const { fixed } = breakCall('/client-detail-list', { status: 200, message: 'Success', data: {} })
    await openModule('/client-detail', 'Client List Report', { as: 'advocate', list: false })
    await pick(u, /^Country/, 'ind', 'INDIA')
    await pick(u, /^State/, 'MAHA', 'MAHARASHTRA')
    await u.click(screen.getByRole('button', { name: 'Search Record' }))
    const table = await screen.findByRole('group', { name: 'Client List Report' })
    // Not 'No records found!': nothing says there are none.
    expect(await within(table).findByText(MALFORMED_ANSWER, undefined, { timeout: 10_000 })).toBeInTheDocument()
    expect(within(table).queryByText('No records found!')).not.toBeInTheDocument()
    await retryWhenFixed(u, table, fixed)
    const clients = db().clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.stateCode === 'MH')
    expect(await screen.findByText(`1 to 5 of ${clients.length}`)).toBeInTheDocument()
  })

  it('/profile: the advocate’s details answered data: null', async () => {
    const u = userEvent.setup()
    const demo = db().advocates.find((a) => a.advocateCode === DEMO_ADVOCATE_CODE)!
    const { fixed } = breakCall('/view-advocate-detail', { status: 200, message: 'Success', data: null })
    await openModule('/profile', 'Profile', { as: 'advocate', list: false })
    const tab = screen.getByRole('tabpanel', { name: 'Profile' })
    // No form of empty fields to save over the profile.
    expect(await within(tab).findByText(MALFORMED_ANSWER, undefined, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.queryByLabelText(/^Chamber No/)).not.toBeInTheDocument()
    await retryWhenFixed(u, tab, fixed)
    await waitFor(() => expect(screen.getByLabelText(/^Chamber No/)).toHaveValue(demo.chamberNo))
  })

  it('/customer-inquiry: the enquiry list answered with an empty body {}', async () => {
    const u = userEvent.setup()
    const { fixed } = breakCall('/customer-inquiry-list', {})
    await openModule('/customer-inquiry', 'Customer Inquiry List', { as: 'admin', list: false })
    const state = db().states.find((s) => s.stateCode === db().customerInquiries[0].stateCode)!
    const rows = db().customerInquiries.filter((q) => q.stateCode === state.stateCode)
    await pick(u, /^Country/, 'ind', 'INDIA')
    await pick(u, /^State/, state.stateName.slice(0, 4), state.stateName)
    await u.click(screen.getByRole('button', { name: 'Search Record' }))
    const table = await screen.findByRole('group', { name: 'Customer Inquiry List' })
    await retryWhenFixed(u, table, fixed)
    expect(await screen.findByText(`1 to ${rows.length} of ${rows.length}`)).toBeInTheDocument()
  })
})
