import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { COURT_TYPE_ADDED, COURT_TYPE_EXISTS } from '@mocks/handlers/court-types'
import { renderApp } from '../../../tests/support/render'
import { openModule } from '../../../tests/support/open-module'
import { signInAs } from '../../../tests/support/session'
import { MESSAGES, courtTypeSchema } from './schema'
import { patience } from '../../../tests/timeouts'
import { chooseLanguage } from '@/i18n/texts'

const user = () => userEvent.setup()
const saveButton = () => screen.getByRole('button', { name: 'Save' })
const nameField = () => screen.getByLabelText(/^Court Type Name/)

const open = () => openModule('/court-type-master', 'Court Type Master')

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

describe('Court Type Master', () => {
  it('lists court types with S. No., and the details tab waits for New or a row', async () => {
    await open()
    expect(screen.getByRole('columnheader', { name: 'S. No.' })).toBeInTheDocument()
    expect(screen.getAllByRole('row').length).toBeGreaterThan(2)
    expect(screen.getByRole('tab', { name: 'Add Court Type' })).toBeDisabled()
  })

  it('creates with the provider message, then a second save updates the same record', async () => {
    const u = user()
    await open()
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
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), ' ')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.name)).toBeInTheDocument()
    expect(nameField()).toHaveAttribute('aria-invalid', 'true')
    expect(nameField()).toHaveFocus()
  })

  it('refuses a duplicate name with the provider message', async () => {
    const u = user()
    await open()
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
    expect(await screen.findByText(MESSAGES.listFailed, {}, { timeout: patience(4000) })).toBeInTheDocument()
  })

  describe('in Marathi', () => {
    afterEach(() => act(() => chooseLanguage('en')))

    it('labels the form, says the rule and the provider’s answer in Marathi', async () => {
      const u = user()
      await open()
      await u.click(screen.getByRole('button', { name: 'New' }))
      await act(() => chooseLanguage('mr'))
      await u.type(screen.getByRole('textbox', { name: /^न्यायालय प्रकाराचे नाव/ }), ' {Enter}')
      expect(await screen.findByText('न्यायालय प्रकाराचे नाव भरा')).toBeInTheDocument()
      await u.type(screen.getByRole('textbox', { name: /^न्यायालय प्रकाराचे नाव/ }), 'कौटुंबिक न्यायालय{Enter}')
      // The provider answers in English; the toast shows it in Marathi.
      expect(await screen.findByText('न्यायालयाचा प्रकार जोडला.')).toBeInTheDocument()
      expect(provider().db.courtTypes.some((t) => t.courtTypeName === 'कौटुंबिक न्यायालय')).toBe(true)
    })
  })
})
