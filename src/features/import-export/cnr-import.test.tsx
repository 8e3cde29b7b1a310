import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import axe from 'axe-core'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { db } from '@mocks/provider'
import { DRAFT_KEY } from '@/session/storage'
import { renderPage } from '../../../tests/support/render-page'
import { signInAs } from '../../../tests/support/session'
import { patience } from '../../../tests/timeouts'
import { CnrImport } from './cnr-import'
import { PARTY_KEY } from './cnr-form'
import { TEXTS } from './texts'

const T = TEXTS.cnr

/** High Court records of the mock provider whose court, case type, purpose and next hearing the masters place. */
const PLACED = [
  'KAHC010002232025', 'KAHC010003142025', 'KAHC010003492025', 'TNHC010003662025', 'TNHC010003932025', 'DLHC010002182025',
  'DLHC010002292025', 'DLHC010002912025', 'DLHC010003982025', 'GJHC010002662025', 'GJHC010003382025', 'GJHC010003832025',
  'GJHC010004762025', 'GJHC010004932025', 'GJHC010005532025',
]
/** A new client's details after the CNR, a different mobile number for each line. */
const withClient = (cnr: string, i: number) => `${cnr}, 98765${String(10000 + i).slice(-5)}, client${i}@example.in, ${'MFT'[i % 3]}`
/** Written as people write them: hyphens, lower case, spaces. */
const written = (cnr: string, i: number) => (i % 3 === 0 ? `${cnr.slice(0, 6)}-${cnr.slice(6, 12)}-${cnr.slice(12)}` : i % 3 === 1 ? cnr.toLowerCase() : cnr)

const LIST = [
  ...PLACED.slice(0, 5).map((cnr, i) => withClient(written(cnr, i), i)),
  'MHAU0199999920',
  ...PLACED.slice(5, 10).map((cnr, i) => withClient(written(cnr, i), i + 5)),
  'KAHC010000002025',
  '1HAU019999992015',
  ...PLACED.slice(10).map((cnr, i) => withClient(cnr, i + 10)),
  'MHMM170047912021, 9876599999, seema@example.in, F',
  'MHAU01999999201X',
].join('\n')

const casesOfAdvocate = () => db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE).length
const results = () => screen.getByRole('table', { name: T.results })
const rowOf = (cnr: string) => within(results()).getByRole('cell', { name: cnr }).closest('tr') as HTMLElement

async function open(pace = 0) {
  await signInAs('advocate')
  const view = await renderPage(() => <CnrImport pace={pace} />)
  const user = userEvent.setup()
  const list = await screen.findByLabelText(T.listLabel)
  return { ...view, user, list }
}

async function runList(user: ReturnType<typeof userEvent.setup>, total: number) {
  await user.click(screen.getByRole('button', { name: T.start }))
  await screen.findByRole('progressbar', { name: T.progress(total, total) }, { timeout: patience(30_000) })
  await waitFor(() => expect(screen.getByRole('button', { name: T.start })).toBeEnabled())
}

describe('the CNR list', () => {
  it('registers the CNRs it can, says why each other failed, and registers nothing twice when run again', async () => {
    const { user, list } = await open()
    fireEvent.change(list, { target: { value: LIST } })
    expect(await screen.findByText(T.counted(20, 20))).toBeInTheDocument()
    const before = casesOfAdvocate()
    await runList(user, 20)

    expect(screen.getByText(T.summary(15, 0, 5))).toBeInTheDocument()
    expect(casesOfAdvocate()).toBe(before + 15)
    expect(within(rowOf('MHAU0199999920')).getByText('Case number record should have 16 long')).toBeInTheDocument()
    expect(within(rowOf('1HAU019999992015')).getByText('CNR must start with 4 letters followed by 12 digits')).toBeInTheDocument()
    expect(within(rowOf('MHAU01999999201X')).getByText('CNR must start with 4 letters followed by 12 digits')).toBeInTheDocument()
    expect(within(rowOf('KAHC010000002025')).getByText('Data not found!')).toBeInTheDocument()
    expect(
      within(rowOf('MHMM170047912021')).getByText(
        "The record says 'Additional Metropolitan Magistrate, Borivali, Mumbai'; choose the court. The record says 'Police cases S'; choose the case type. " +
          "The record says 'NOT HEARD CASES'; choose the purpose. The record's last listed date, 22-01-2024, has passed; enter the next hearing date",
      ),
    ).toBeInTheDocument()
    const first = within(rowOf('KAHC010002232025'))
    expect(first.getByText(T.outcomes.REGISTERED)).toBeInTheDocument()
    expect(first.getByText('2070/2025')).toBeInTheDocument()
    expect(first.getByText('DHAANYALAKSHMI PATEL')).toBeInTheDocument()
    const made = db().cases.find((c) => c.caseRecordNo === 'KAHC010002232025')!
    expect(made).toMatchObject({ clientCaseNo: '2070/2025', party: 'Petitioner', purpose: 'Evidence', nextHearingDate: '2028-02-03' })
    expect(db().clients.find((c) => c.clientCode === made.clientCode)).toMatchObject({ clientName: 'DHAANYALAKSHMI PATEL', mobileNo: '9876510000', emailId: 'client0@example.in', gender: 'MALE' })

    // The second run asks the diary first: only the two CNRs it lacks go to the court records again.
    let lookups = 0
    const count = ({ request }: { request: Request }) => void (request.url.endsWith('/get-cnr-client-details') && lookups++)
    server.events.on('request:start', count)
    await runList(user, 20)
    server.events.removeListener('request:start', count)
    expect(lookups).toBe(2)
    expect(screen.getByText(T.summary(0, 15, 5))).toBeInTheDocument()
    expect(within(rowOf('KAHC010002232025')).getByText(T.outcomes.IN_DIARY)).toBeInTheDocument()
    expect(casesOfAdvocate()).toBe(before + 15)
  }, patience(60_000))

  it('registers a record whose stage is none of the purposes with the purpose chosen for the batch, and fails it without one', async () => {
    const { user, list } = await open()
    // The court record's stage is 'FRESH MATTER/S'; everything else of it places.
    fireEvent.change(list, { target: { value: withClient('KAHC010003032025', 30) } })
    await runList(user, 1)
    expect(within(rowOf('KAHC010003032025')).getByText("The record says 'FRESH MATTER/S'; choose the purpose")).toBeInTheDocument()
    await user.selectOptions(screen.getByLabelText(new RegExp(`^${T.purpose}`)), 'Admission')
    await runList(user, 1)
    expect(within(rowOf('KAHC010003032025')).getByText(T.outcomes.REGISTERED)).toBeInTheDocument()
    expect(db().cases.find((c) => c.caseRecordNo === 'KAHC010003032025')).toMatchObject({ purpose: 'Admission' })
  })

  it('hands the failed lines back as written, to copy or to keep in the list', async () => {
    const { user, list } = await open()
    fireEvent.change(list, { target: { value: `${withClient(PLACED[0], 0)}\nmhau01-9999\nKAHC01-000000-2025` } })
    await runList(user, 3)
    expect(screen.getByText(T.summary(1, 0, 2))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: T.copyFailed }))
    expect(await screen.findByText(T.copied)).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('mhau01-9999\nKAHC01-000000-2025')
    await user.click(screen.getByRole('button', { name: T.keepFailed }))
    expect(list).toHaveValue('mhau01-9999\nKAHC01-000000-2025')
  })

  it('finds the client by name when the line gives no mobile number, and says what to add when it cannot', async () => {
    const { user, list } = await open()
    await user.click(screen.getByRole('radio', { name: T.parties.Respondents }))
    // Both Karnataka petitions are against the State; the first line adds it as a client, the second finds it.
    fireEvent.change(list, { target: { value: 'KAHC010003552025, 9876500011, state@example.in, M\nKAHC010003742025\nKAHC010003142025\nKAHC010003492025, 9876500012' } })
    await runList(user, 4)
    expect(within(rowOf('KAHC010003742025')).getByText(T.outcomes.REGISTERED)).toBeInTheDocument()
    expect(within(rowOf('KAHC010003742025')).getByText('STATE OF KARNATAKA')).toBeInTheDocument()
    expect(within(rowOf('KAHC010003142025')).getByText(T.noClient('HARITA AHLUWALIA'))).toBeInTheDocument()
    expect(within(rowOf('KAHC010003492025')).getByText(T.noClientWithMobile('HARITA AGARWAL', '9876500012'))).toBeInTheDocument()
    const state = db().clients.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE && c.clientName === 'STATE OF KARNATAKA')
    expect(state).toHaveLength(1)
    expect(db().cases.filter((c) => c.clientCode === state[0].clientCode).map((c) => c.party)).toEqual(['Respondents', 'Respondents'])
  })

  it('says the provider’s reason for a row it refused', async () => {
    const { user, list } = await open()
    const refusal = 'Next hearing date cannot be same or less than register Date'
    server.use(
      http.post('*/api/import-rows', async ({ request }) => {
        const [row] = ((await request.json()) as { Rows: { Line: number; Key: string }[] }).Rows
        return HttpResponse.json({ status: 200, message: '0 created, 0 already in your diary, 0 imported before, 1 refused.', data: { Results: [{ Line: row.Line, Key: row.Key, Outcome: 'REFUSED', Message: refusal, Field: 'Case.nextHearingDate' }] } })
      }),
    )
    fireEvent.change(list, { target: { value: withClient(PLACED[0], 0) } })
    await runList(user, 1)
    expect(within(rowOf(PLACED[0])).getByText(refusal)).toBeInTheDocument()
    expect(within(rowOf(PLACED[0])).getByText(T.outcomes.FAILED)).toBeInTheDocument()
  })

  it('reads the list from a .txt or .csv file, opened or dropped on the list', async () => {
    const { user, list } = await open()
    await user.upload(screen.getByLabelText(T.file), new File(['CNR,Mobile\nKAHC01-000223-2025,9876510000\n'], 'cnrs.csv', { type: 'text/csv' }))
    await waitFor(() => expect(list).toHaveValue('CNR,Mobile\nKAHC01-000223-2025,9876510000\n'))
    expect(screen.getByText(T.counted(1, 1))).toBeInTheDocument()
    fireEvent.drop(list, { dataTransfer: { files: [new File(['mhau019999992015\nKAHC010003142025'], 'cnrs.txt', { type: 'text/plain' })] } })
    await waitFor(() => expect(list).toHaveValue('mhau019999992015\nKAHC010003142025'))
    expect(screen.getByText(T.counted(2, 2))).toBeInTheDocument()
  })

  it('remembers the chosen party on the device for the next batch', async () => {
    const { user, unmount } = await open()
    expect(screen.getByRole('radio', { name: T.parties.Petitioner })).toBeChecked()
    await user.click(screen.getByRole('radio', { name: T.parties.Respondents }))
    expect(JSON.parse(localStorage.getItem(PARTY_KEY)!)).toBe('Respondents')
    unmount()
    await renderPage(() => <CnrImport pace={0} />)
    expect(await screen.findByRole('radio', { name: T.parties.Respondents })).toBeChecked()
  })

  it('marks a line the provider failed on and goes on; a session that ends stops the batch and keeps the list', async () => {
    const { user, list, unmount } = await open()
    server.use(http.post('*/api/get-cnr-client-details', () => HttpResponse.json({ status: 500, message: 'The court records are down.', data: null }, { status: 500 }), { once: true }))
    const text = [0, 1, 2].map((i) => withClient(PLACED[i], i)).join('\n')
    fireEvent.change(list, { target: { value: text } })
    await runList(user, 3)
    expect(within(rowOf(PLACED[0])).getByText('The court records are down.')).toBeInTheDocument()
    expect(screen.getByText(T.summary(2, 0, 1))).toBeInTheDocument()

    let calls = 0
    server.use(
      http.post('*/api/get-cnr-client-details', () =>
        ++calls === 2 ? HttpResponse.json({ status: 401, message: 'Session is no longer valid.', data: null }, { status: 401 }) : undefined,
      ),
    )
    const next = [3, 4, 5].map((i) => withClient(PLACED[i], i)).join('\n')
    fireEvent.change(list, { target: { value: next } })
    await user.click(screen.getByRole('button', { name: T.start }))
    expect(await screen.findByText(T.expired)).toBeInTheDocument()
    expect(within(results()).getAllByRole('row')).toHaveLength(2)
    expect(list).toHaveValue(next)
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY)!)).toMatchObject({ ended: true, values: { list: next } })

    // Signing in again as the same user brings the list back.
    unmount()
    await signInAs('advocate')
    await renderPage(() => <CnrImport pace={0} />)
    expect(await screen.findByLabelText(T.listLabel)).toHaveValue(next)
    expect(screen.getByText(T.keptList)).toBeInTheDocument()
  })

  it('stops when asked, keeping what is done', async () => {
    const { user, list } = await open(60_000)
    fireEvent.change(list, { target: { value: PLACED.slice(0, 3).map(withClient).join('\n') } })
    await user.click(screen.getByRole('button', { name: T.start }))
    await screen.findByRole('progressbar', { name: T.progress(1, 3) })
    await user.click(screen.getByRole('button', { name: T.stop }))
    expect(await screen.findByText(T.stopped)).toBeInTheDocument()
    expect(within(results()).getAllByRole('row')).toHaveLength(2)
    expect(screen.getByRole('button', { name: T.start })).toBeEnabled()
  })

  it('asks for a list, of at most 500 lines a batch, before it starts', async () => {
    const { user, list } = await open()
    await user.click(screen.getByRole('button', { name: T.start }))
    expect(await screen.findByText('Please enter case number record')).toBeInTheDocument()
    fireEvent.change(list, { target: { value: Array.from({ length: 501 }, (_, i) => `MHAU01${String(i + 1).padStart(6, '0')}2015`).join('\n') } })
    expect(await screen.findByText(T.counted(501, 501))).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: T.start }))
    expect(await screen.findByText('At most 500 lines a batch: run the first 500, then the rest.')).toBeInTheDocument()
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })

  it('has no axe violations', async () => {
    const { user, list, container } = await open()
    fireEvent.change(list, { target: { value: `${withClient(PLACED[0], 0)}\nKAHC010000002025\nKAHC010000002025` } })
    await runList(user, 2)
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
    expect(result.violations.map((v) => v.id)).toEqual([])
  })
})
