import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { COURT_TYPE_ADDED, COURT_TYPE_EXISTS } from '@mocks/handlers/court-types'
import { SAVE_QUESTION } from '@/shell/unsaved-guard'
import { renderApp } from '../../../tests/support/render'
import { signInAs } from '../../../tests/support/session'
import { MESSAGES, courtTypeSchema } from './schema'

const user = () => userEvent.setup()
const saveButton = () => screen.getByRole('button', { name: 'Save' })
const nameField = () => screen.getByLabelText(/^Court Type Name/)

async function openModule() {
  await signInAs('admin')
  const app = await renderApp('/court-type-master')
  await screen.findByRole('heading', { name: 'Court Type Master' })
  await screen.findByText(/^1 to \d+ of \d+$/)
  return app
}

describe('court type validation (spec 3 §5)', () => {
  it.each([
    ['', MESSAGES.name],
    ['   ', MESSAGES.name],
    ['A'.repeat(51), MESSAGES.nameTooLong],
  ])('%j → %s', (courtTypeName, message) => {
    const result = courtTypeSchema.safeParse({ courtTypeName })
    expect(result.success ? [] : result.error.issues.map((i) => i.message)).toEqual([message])
  })
  it('accepts 50 characters', () => expect(courtTypeSchema.safeParse({ courtTypeName: 'A'.repeat(50) }).success).toBe(true))
})

describe('Court Type Master (the module shell)', () => {
  it('lists court types with S. No., and the details tab waits for New or a row', async () => {
    await openModule()
    expect(screen.getByRole('columnheader', { name: 'S. No.' })).toBeInTheDocument()
    expect(screen.getAllByRole('row').length).toBeGreaterThan(2)
    expect(screen.getByRole('tab', { name: 'Add Court Type' })).toBeDisabled()
  })

  it('creates with the provider message, then a second save updates the same record', async () => {
    const u = user()
    await openModule()
    await u.click(screen.getByRole('button', { name: 'New' }))
    expect(screen.getByRole('tab', { name: 'Add Court Type' })).toHaveAttribute('aria-selected', 'true')
    expect(saveButton()).toBeDisabled()
    await u.type(nameField(), 'Rent Control Court')
    await u.click(saveButton())
    expect(await screen.findByText(COURT_TYPE_ADDED)).toBeInTheDocument()
    expect(provider().db.courtTypes.filter((t) => t.courtTypeName === 'RENT CONTROL COURT')).toHaveLength(1)
    await waitFor(() => expect(saveButton()).toBeDisabled())
    await u.type(nameField(), 'S')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    expect(provider().db.courtTypes.filter((t) => t.courtTypeName.startsWith('RENT CONTROL COURT'))).toEqual([
      expect.objectContaining({ courtTypeName: 'RENT CONTROL COURTS', modifiedBy: 'SYSTEM ADMINISTRATOR' }),
    ])
  })

  it('shows the spec message and focuses the field when the name is missing', async () => {
    const u = user()
    await openModule()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), ' ')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.name)).toBeInTheDocument()
    expect(nameField()).toHaveAttribute('aria-invalid', 'true')
    expect(nameField()).toHaveFocus()
  })

  it('opens a row with Enter, Save disabled until something changes', async () => {
    const u = user()
    await openModule()
    const row = screen.getAllByRole('row')[1]
    const name = within(row).getAllByRole('cell')[1].textContent!
    row.focus()
    await u.keyboard('{Enter}')
    expect(nameField()).toHaveValue(name)
    expect(saveButton()).toBeDisabled()
    await u.type(nameField(), 'X')
    expect(saveButton()).toBeEnabled()
  })

  it('asks before Cancel drops changes: Discard keeps the provider unchanged, Escape stays on the form', async () => {
    const u = user()
    await openModule()
    const before = provider().db.courtTypes.length
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), 'Draft court')
    await u.click(screen.getByRole('button', { name: 'Cancel' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' })
    expect(dialog).toHaveTextContent(SAVE_QUESTION)
    await u.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(nameField()).toHaveValue('Draft court')
    await u.click(screen.getByRole('tab', { name: 'Court Type List' }))
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Court Type List' })).toHaveAttribute('aria-selected', 'true'))
    expect(provider().db.courtTypes).toHaveLength(before)
  })

  it('Save in the question saves, then goes where the user was going', async () => {
    const u = user()
    const { router } = await openModule()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), 'Motor Accident Claims Tribunal')
    await u.click(screen.getByRole('button', { name: 'Exit' }))
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(provider().db.courtTypes.some((t) => t.courtTypeName === 'MOTOR ACCIDENT CLAIMS TRIBUNAL')).toBe(true)
  })

  it('guards a menu link too, and Discard lets it go', async () => {
    const u = user()
    const { router } = await openModule()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), 'Half typed')
    void router.navigate({ to: '/court-master' })
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/court-master'))
  })

  it('keeps every field after a failed save, creates nothing twice, and says why', async () => {
    const u = user()
    await openModule()
    const before = provider().db.courtTypes.length
    server.use(
      http.post('*/api/add-court-type-master', () => HttpResponse.json({ status: 500, message: 'The server had a problem.', data: null }, { status: 500 }), {
        once: true,
      }),
    )
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), 'Lok Adalat')
    await u.click(saveButton())
    expect(await screen.findByText('The server had a problem.')).toBeInTheDocument()
    expect(nameField()).toHaveValue('Lok Adalat')
    expect(saveButton()).toBeEnabled()
    expect(provider().db.courtTypes).toHaveLength(before)
    await u.click(saveButton())
    expect(await screen.findByText(COURT_TYPE_ADDED)).toBeInTheDocument()
    expect(provider().db.courtTypes).toHaveLength(before + 1)
  })

  it('refuses a duplicate name with the provider message', async () => {
    const u = user()
    await openModule()
    const taken = provider().db.courtTypes[0].courtTypeName
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), taken.toLowerCase())
    await u.click(saveButton())
    expect(await screen.findByText(COURT_TYPE_EXISTS(taken))).toBeInTheDocument()
  })

  it('says Error fetching court types list when the list fails', async () => {
    server.use(http.post('*/api/court-type-master-list', () => HttpResponse.json({ status: 500, message: 'Down', data: null }, { status: 500 })))
    await signInAs('admin')
    await renderApp('/court-type-master')
    expect(await screen.findByText(MESSAGES.listFailed, {}, { timeout: 4000 })).toBeInTheDocument()
  })
})
