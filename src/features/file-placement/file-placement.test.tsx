import { afterEach, describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { DEMO_ADVOCATE_CODE } from '@mocks/db'
import { FILE_PLACEMENT_UPDATED } from '@mocks/handlers/file-placement'
import { pick } from '../../../tests/support/async-select'
import { openModule } from '../../../tests/support/open-module'
import { EMPTY, MAX, MESSAGES, filePlacementSchema, type FilePlacementForm } from './schema'
import { patience } from '../../../tests/timeouts'
import { tooLong } from '@/lib/text-schema'
import { chooseLanguage } from '@/i18n/texts'
import { renderApp } from '../../../tests/support/render'
import { signInAs } from '../../../tests/support/session'
import HINDI from './texts.hi'
import { TEXTS } from './texts'

const user = () => userEvent.setup()
const open = () => openModule('/file-placement', 'File Placement', { as: 'advocate' })
const field = (label: RegExp) => screen.getByLabelText(label)
const save = () => screen.getByRole('button', { name: 'Save' })
const db = () => provider().db
const ownCases = () => db().cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
const clientOf = (clientCode: number) => db().clients.find((c) => c.clientCode === clientCode)!
/** An own case whose file has a place, of a client with a name no other client of the advocate starts with. */
const placedCase = () => ownCases().find((c) => c.rack && c.fileNo && ownCases().filter((o) => o.clientCaseNo === c.clientCaseNo).length === 1)!

async function openRow(u: ReturnType<typeof user>, caseNo: string) {
  await u.type(screen.getByRole('searchbox', { name: 'Search File Placement List' }), caseNo)
  await u.dblClick(await screen.findByRole('cell', { name: caseNo }, { timeout: patience(3000) }))
  await waitFor(() => expect(field(/^Case No/)).toHaveValue(caseNo))
}

const messages = (patch: Partial<FilePlacementForm>) => {
  const result = filePlacementSchema.safeParse({ ...EMPTY, ...patch })
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('file placement validation (spec 2 §5)', () => {
  it.each([
    ['fileNo', 'File no', MAX.fileNo],
    ['roomNo', 'Room no', MAX.roomNo],
    ['almirah', 'Almirah', MAX.almirah],
    ['rack', 'Rack', MAX.rack],
    ['fileDescription', 'File description', MAX.fileDescription],
  ] as const)('%s (%s): %i characters pass, one more says so', (name, what, max) => {
    expect(messages({ [name]: 'A'.repeat(max) })).toEqual([])
    expect(messages({ [name]: 'A'.repeat(max + 1) })).toEqual([MESSAGES.tooLong(what, max)])
  })
})

describe('File Placement', () => {
  it("lists the advocate's cases with the spec's columns and no New", async () => {
    await open()
    for (const name of ['S. No.', 'Client Name', 'Case No', 'File/Room/Almirah/Rack', 'File Description']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(`^1 to \\d+ of ${ownCases().length}$`))).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument()
  })

  it('filtering by client narrows the list to their cases', async () => {
    const u = user()
    await open()
    const target = placedCase()
    const client = clientOf(target.clientCode)
    const count = ownCases().filter((c) => c.clientCode === target.clientCode).length
    await pick(u, /^Client/, client.clientName.slice(0, 6), client.clientName)
    expect(await screen.findByText(new RegExp(`^1 to \\d+ of ${count}$`), undefined, { timeout: patience(3000) })).toBeInTheDocument()
    const rows = screen.getAllByRole('row').slice(1)
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row).toHaveTextContent(client.clientName)
  })

  it('opens a row with the client and case read-only; a changed rack is saved upper-cased', async () => {
    const u = user()
    await open()
    const target = placedCase()
    await openRow(u, target.clientCaseNo)
    expect(field(/^Client Name/)).toHaveValue(clientOf(target.clientCode).clientName)
    expect(field(/^Client Name/)).toHaveAttribute('readonly')
    expect(field(/^Case No/)).toHaveAttribute('readonly')
    expect(field(/^Rack/)).toHaveValue(target.rack)
    await u.clear(field(/^Rack/))
    await u.type(field(/^Rack/), ' top shelf ')
    await u.click(save())
    expect(await screen.findByText(FILE_PLACEMENT_UPDATED)).toBeInTheDocument()
    expect(db().cases.find((c) => c.caseId === target.caseId)).toMatchObject({ rack: 'TOP SHELF', fileNo: target.fileNo.toUpperCase() })
  })

  it('skips a save with all five fields empty, says so and asks the provider nothing', async () => {
    const u = user()
    await open()
    const target = placedCase()
    const before = { ...db().cases.find((c) => c.caseId === target.caseId)! }
    await openRow(u, target.clientCaseNo)
    for (const label of [/^File No/, /^Room No/, /^Almirah/, /^Rack/, /^File Description/]) await u.clear(field(label))
    const calls: string[] = []
    const listen = ({ request }: { request: Request }) => void calls.push(new URL(request.url).pathname)
    server.events.on('request:start', listen)
    try {
      await u.click(save())
      expect(await screen.findByText(MESSAGES.nothingToSave)).toBeInTheDocument()
      expect(calls.filter((path) => path.endsWith('/update-file-placement-detail'))).toEqual([])
    } finally {
      server.events.removeListener('request:start', listen)
    }
    expect(db().cases.find((c) => c.caseId === target.caseId)).toMatchObject({ fileNo: before.fileNo, rack: before.rack })
    expect(save()).toBeEnabled()
  })
})

describe('File Placement in Hindi (issue 22)', () => {
  afterEach(() => chooseLanguage('en'))

  it('holds the length messages the rules build', () =>
    expect(Object.values(TEXTS.tooLong)).toEqual([
      tooLong('File no', MAX.fileNo),
      tooLong('Room no', MAX.roomNo),
      tooLong('Almirah', MAX.almirah),
      tooLong('Rack', MAX.rack),
      tooLong('File description', MAX.fileDescription),
    ]))

  it('labels the placement in Hindi and says in Hindi that there is nothing to save', async () => {
    const u = user()
    await chooseLanguage('hi')
    await signInAs('advocate')
    await renderApp('/file-placement')
    const target = placedCase()
    await u.type(await screen.findByRole('searchbox'), target.clientCaseNo)
    await u.dblClick(await screen.findByRole('cell', { name: target.clientCaseNo }, { timeout: patience(3000) }))
    await waitFor(() => expect(field(/^केस नं\./)).toHaveValue(target.clientCaseNo))
    for (const label of [/^फ़ाइल नं\./, /^कमरा/, /^अलमारी/, /^रैक/, /^फ़ाइल का विवरण/]) await u.clear(field(label))
    await u.click(screen.getByRole('button', { name: /^(Save|सहेजें)$/ }))
    expect(await screen.findByText(HINDI.nothingToSave)).toBeInTheDocument()
  })
})
