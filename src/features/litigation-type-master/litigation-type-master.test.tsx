import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { LITIGATION_ADDED, LITIGATION_UPDATED } from '@mocks/handlers/litigation'
import { openModule } from '../../../tests/support/open-module'
import { chooseLanguage } from '@/i18n/texts'
import { EMPTY_DETAIL, MESSAGES, litigationSchema, type LitigationForm } from './schema'

const user = () => userEvent.setup()
const saveButton = () => screen.getByRole('button', { name: 'Save' })
const nameField = () => screen.getByLabelText(/^Litigation Name/)
const detailName = (n: number) => within(screen.getByRole('group', { name: `Detail ${n}` })).getByLabelText(/^Detail Name/)
const addDetail = () => screen.getByRole('button', { name: 'Add Litigation Details' })
const details = (code: string) => provider().db.litigationTypeDetails.filter((d) => d.litigationCode === code)
const failOnce = (path: string, message = 'The server had a problem.') =>
  server.use(http.post(`*/api${path}`, () => HttpResponse.json({ status: 500, message, data: null }, { status: 500 }), { once: true }))

const open = () => openModule('/litigation-type-master', 'Litigation Type Master')
async function openCivil(u: ReturnType<typeof user>) {
  await u.dblClick(screen.getByRole('cell', { name: 'CIVIL' }))
  await waitFor(() => expect(nameField()).toHaveValue('CIVIL'))
}

const valid = (patch: Partial<LitigationForm> = {}): LitigationForm => ({
  litigationCode: '',
  litigationName: 'Arbitration',
  activeStatus: 'Active',
  details: [{ ...EMPTY_DETAIL, litigationTypeDetailName: 'Domestic' }],
  ...patch,
})
const messagesOf = (form: LitigationForm) => {
  const result = litigationSchema.safeParse(form)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('litigation validation (spec 3 §5)', () => {
  it.each([
    ['', MESSAGES.name],
    ['  ', MESSAGES.name],
    ['A'.repeat(51), MESSAGES.nameTooLong],
  ])('name %j → %s', (litigationName, message) => expect(messagesOf(valid({ litigationName }))).toEqual([message]))
  it('accepts a 50-character name', () => expect(messagesOf(valid({ litigationName: 'A'.repeat(50) }))).toEqual([]))
  it('needs at least one detail', () => expect(messagesOf(valid({ details: [] }))).toEqual([MESSAGES.oneDetail]))
  it.each([
    [{ litigationTypeDetailName: '' }, MESSAGES.detailName],
    [{ litigationTypeDetailName: 'B'.repeat(51) }, MESSAGES.detailNameTooLong],
    [{ litigationTypeDetailName: 'B'.repeat(50) }, null],
    [{ litigationTypeDetailName: 'X', subLitigationCode: 'ABCDEF' }, MESSAGES.subCodeTooLong],
    [{ litigationTypeDetailName: 'X', subLitigationCode: 'ABCDE' }, null],
  ])('detail %j → %s', (patch, message) => expect(messagesOf(valid({ details: [{ ...EMPTY_DETAIL, ...patch }] }))).toEqual(message ? [message] : []))
  it('refuses a detail name used twice, ignoring case, naming it', () => {
    const form = valid({ details: [{ ...EMPTY_DETAIL, litigationTypeDetailName: 'Lease' }, { ...EMPTY_DETAIL, litigationTypeDetailName: ' lease ' }] })
    expect(messagesOf(form)).toEqual([MESSAGES.duplicate('lease')])
    expect(litigationSchema.safeParse(form).error?.issues[0].path).toEqual(['details', 1, 'litigationTypeDetailName'])
  })
})

describe('Litigation Type Master', () => {
  it('lists code, name and a status dropdown that saves at once and refreshes the list', async () => {
    const u = user()
    await open()
    expect(screen.getByRole('tab', { name: 'Litigation List' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tab', { name: 'Add Litigation Type Detail' })).toBeDisabled()
    const status = screen.getByRole('combobox', { name: 'Status of CIVIL' })
    expect(status).toHaveValue('Active')
    await u.selectOptions(status, 'Suspended')
    expect(await screen.findByText(LITIGATION_UPDATED)).toBeInTheDocument()
    expect(provider().db.litigationTypes.find((t) => t.litigationCode === 'LT001')?.activeStatus).toBe('S')
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Status of CIVIL' })).toHaveValue('Suspended'))
    // The dropdown did not open the row.
    expect(screen.getByRole('tab', { name: 'Litigation List' })).toHaveAttribute('aria-selected', 'true')
  })

  it('puts the list status back and says why when the provider refuses', async () => {
    const u = user()
    await open()
    failOnce('/update-litigation-type-master', 'Not now.')
    await u.selectOptions(screen.getByRole('combobox', { name: 'Status of CIVIL' }), 'Suspended')
    expect(await screen.findByText('Not now.')).toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Status of CIVIL' })).toHaveValue('Active')
  })

  it('opens a row with its details, code read-only; edits a detail and adds one in one save', async () => {
    const u = user()
    await open()
    await openCivil(u)
    expect(screen.getByLabelText('Litigation Code')).toHaveValue('LT001')
    expect(screen.getByLabelText('Litigation Code')).toHaveAttribute('readonly')
    expect(screen.getAllByRole('group', { name: /^Detail \d+$/ })).toHaveLength(5)
    expect(saveButton()).toBeDisabled()
    await u.clear(detailName(1))
    await u.type(detailName(1), 'Property Disputes')
    await u.click(addDetail())
    await u.type(detailName(6), 'Easement')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    expect(details('LT001').map((d) => d.litigationTypeDetailName)).toEqual(expect.arrayContaining(['PROPERTY DISPUTES', 'EASEMENT']))
    expect(details('LT001')).toHaveLength(6)
    await waitFor(() => expect(saveButton()).toBeDisabled())
    // The added row now has its provider id: a second save updates it instead of adding it again.
    await u.type(detailName(6), 'S')
    await u.click(saveButton())
    await waitFor(() => expect(details('LT001').some((d) => d.litigationTypeDetailName === 'EASEMENTS')).toBe(true))
    expect(details('LT001')).toHaveLength(6)
  })

  it('creates a type with its details (provider code shown), and needs at least one detail', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), 'Arbitration')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.oneDetail)).toBeInTheDocument()
    await u.click(addDetail())
    await u.type(detailName(1), 'Domestic')
    await u.click(addDetail())
    await u.type(detailName(2), 'International')
    await u.click(saveButton())
    expect(await screen.findByText(LITIGATION_ADDED)).toBeInTheDocument()
    const created = provider().db.litigationTypes.find((t) => t.litigationName === 'ARBITRATION')!
    expect(details(created.litigationCode).map((d) => d.litigationTypeDetailName)).toEqual(['DOMESTIC', 'INTERNATIONAL'])
    await waitFor(() => expect(screen.getByLabelText('Litigation Code')).toHaveValue(created.litigationCode))
    expect(saveButton()).toBeDisabled()
  })

  it('adds a row only when every row has a name, and refuses a repeated name', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.click(addDetail())
    await u.click(addDetail())
    expect(await screen.findByText(MESSAGES.detailName)).toBeInTheDocument()
    expect(screen.getAllByRole('group', { name: /^Detail \d+$/ })).toHaveLength(1)
    await u.type(detailName(1), 'Lease')
    await u.click(addDetail())
    await u.type(detailName(2), 'LEASE')
    await u.type(nameField(), 'Rent')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.duplicate('LEASE'))).toBeInTheDocument()
    expect(provider().db.litigationTypes.some((t) => t.litigationName === 'RENT')).toBe(false)
  })

  it('stops a multi-step save at the failing detail, says which, and finishes without duplicates on retry', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), 'Election')
    await u.click(addDetail())
    await u.type(detailName(1), 'Petition')
    await u.click(addDetail())
    await u.type(detailName(2), 'Disqualification')
    let calls = 0
    server.use(
      http.post('*/api/add-litigation-type-detail', () => {
        calls += 1
        return calls === 2 ? HttpResponse.json({ status: 500, message: 'Detail store down.', data: null }, { status: 500 }) : undefined
      }),
    )
    await u.click(saveButton())
    expect(await screen.findByText('Adding litigation detail "Disqualification" failed: Detail store down.')).toBeInTheDocument()
    const created = provider().db.litigationTypes.find((t) => t.litigationName === 'ELECTION')!
    expect(details(created.litigationCode).map((d) => d.litigationTypeDetailName)).toEqual(['PETITION'])
    expect(detailName(2)).toHaveValue('Disqualification')
    expect(saveButton()).toBeEnabled()
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    expect(provider().db.litigationTypes.filter((t) => t.litigationName === 'ELECTION')).toHaveLength(1)
    expect(details(created.litigationCode).map((d) => d.litigationTypeDetailName)).toEqual(['PETITION', 'DISQUALIFICATION'])
  })

  it('keeps the form after a 500 on the first step and saves nothing', async () => {
    const u = user()
    await open()
    await openCivil(u)
    failOnce('/update-litigation-type-master')
    await u.type(nameField(), ' LAW')
    await u.click(saveButton())
    expect(await screen.findByText('Saving the litigation type failed: The server had a problem.')).toBeInTheDocument()
    expect(nameField()).toHaveValue('CIVIL LAW')
    expect(saveButton()).toBeEnabled()
    expect(provider().db.litigationTypes.find((t) => t.litigationCode === 'LT001')?.litigationName).toBe('CIVIL')
  })

})

describe('Litigation Type Master in Hindi', () => {
  afterEach(() => act(() => chooseLanguage('en')))

  it('shows the detail grid in Hindi', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await act(() => chooseLanguage('hi'))
    await u.click(screen.getByRole('button', { name: 'विवरण जोड़ें' }))
    const row = screen.getByRole('group', { name: 'विवरण 1' })
    expect(within(row).getByLabelText(/^स्थिति/)).toHaveDisplayValue('चालू')
    expect(within(row).getByLabelText(/^विवरण का नाम/)).toBeInTheDocument()
  })
})
