import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { COUNTRY_ADDED, COUNTRY_DELETED, STATE_HAS_COURTS } from '@mocks/handlers/geography'
import { renderApp } from '../../../tests/support/render'
import { openModule } from '../../../tests/support/open-module'
import { signInAs } from '../../../tests/support/session'
import { EMPTY, MESSAGES, NEW_STATE, countrySchema } from './schema'
import { patience } from '../../../tests/timeouts'
import { chooseLanguage } from '@/i18n/texts'
import axe from 'axe-core'

type User = ReturnType<typeof userEvent.setup>
const saveButton = () => screen.getByRole('button', { name: 'Save' })
const nameField = () => screen.getByRole('textbox', { name: /^Country Name/ })
const stateName = (row: number) => screen.getByRole('textbox', { name: `State name, row ${row}` })
const db = () => provider().db

const open = () => openModule('/country-master', 'Country Master')

async function openCountry(u: User, name: string) {
  const row = screen.getByRole('cell', { name }).closest('tr')!
  await u.dblClick(row)
  await waitFor(() => expect(nameField()).toHaveValue(name))
}

describe('country validation (spec 3 §5)', () => {
  const state = (stateName: string, stateCode = '') => ({ ...NEW_STATE, stateName, stateCode })
  const messages = (values: object) => {
    const result = countrySchema.safeParse({ ...EMPTY, countryName: 'KENYA', states: [state('NAIROBI')], ...values })
    return result.success ? [] : result.error.issues.map((i) => i.message)
  }
  it.each([
    [{ countryName: ' ' }, [MESSAGES.name]],
    [{ countryName: 'A'.repeat(50) }, []],
    [{ countryName: 'A'.repeat(51) }, [MESSAGES.nameTooLong]],
    [{ countryCode: 'ABCDE' }, []],
    [{ countryCode: 'ABCDEF' }, [MESSAGES.codeTooLong]],
    [{ states: [] }, [MESSAGES.noStates]],
    [{ states: [state('')] }, [MESSAGES.stateName]],
    [{ states: [state('S'.repeat(50))] }, []],
    [{ states: [state('S'.repeat(51))] }, [MESSAGES.stateNameTooLong]],
    [{ states: [state('A', 'ABCDE')] }, []],
    [{ states: [state('A', 'ABCDEF')] }, [MESSAGES.stateCodeTooLong]],
    [{ states: [state('Nairobi'), state('NAIROBI ')] }, ['The state name "NAIROBI" is already in use!']],
  ])('%j → %j', (values, expected) => expect(messages(values)).toEqual(expected))
})

describe('Country Master', () => {
  it('lists countries with code, name and a delete action', async () => {
    await open()
    for (const name of ['Country Code', 'Country Name', 'Delete']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Delete INDIA' })).toBeInTheDocument()
  })

  it('creates a country with states, shows the form messages, then updates and adds a state', async () => {
    const u = userEvent.setup()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), 'Kenya')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.noStates)).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'Add State' }))
    await u.click(screen.getByRole('button', { name: 'Add State' }))
    await u.type(stateName(1), 'Nairobi')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.stateName)).toBeInTheDocument()
    expect(stateName(2)).toHaveFocus()
    await u.type(stateName(2), 'nairobi')
    await u.click(saveButton())
    expect(await screen.findByText('The state name "nairobi" is already in use!')).toBeInTheDocument()
    await u.clear(stateName(2))
    await u.type(stateName(2), 'Mombasa')
    await u.click(saveButton())
    expect(await screen.findByText(COUNTRY_ADDED)).toBeInTheDocument()
    const kenya = db().countries.find((c) => c.countryName === 'KENYA')!
    expect(db().states.filter((s) => s.countryCode === kenya.countryCode).map((s) => s.stateName)).toEqual(['NAIROBI', 'MOMBASA'])
    // A later save updates the saved rows and adds only the new one.
    await u.click(screen.getByRole('button', { name: 'Add State' }))
    await u.type(stateName(3), 'Kisumu')
    await u.type(stateName(1), ' City')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    expect(db().states.filter((s) => s.countryCode === kenya.countryCode).map((s) => s.stateName)).toEqual(['NAIROBI CITY', 'MOMBASA', 'KISUMU'])
  })

  it('removes a state locally and deletes it on save', async () => {
    const u = userEvent.setup()
    await open()
    await openCountry(u, 'UNITED STATES')
    const before = db().states.length
    expect(stateName(4)).toHaveValue('NEW JERSEY')
    await u.click(screen.getByRole('button', { name: 'Delete state row 4' }))
    expect(screen.queryByRole('textbox', { name: 'State name, row 4' })).not.toBeInTheDocument()
    expect(db().states).toHaveLength(before)
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.statesDeleted)).toBeInTheDocument()
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    expect(db().states).toHaveLength(before - 1)
    expect(db().states.some((s) => s.stateName === 'NEW JERSEY')).toBe(false)
  })

  it('a multi-step update stops at the failing step and says which', async () => {
    const u = userEvent.setup()
    await open()
    await openCountry(u, 'UNITED KINGDOM')
    // England has a court: its delete fails, so the renamed Wales is not saved.
    await u.click(screen.getByRole('button', { name: 'Delete state row 1' }))
    await u.type(stateName(2), ' NORTH')
    await u.clear(nameField())
    await u.type(nameField(), 'Great Britain')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.stepDelete(STATE_HAS_COURTS('ENGLAND', 1)))).toBeInTheDocument()
    expect(db().countries.find((c) => c.countryCode === 'GB')!.countryName).toBe('GREAT BRITAIN')
    expect(db().states.find((s) => s.stateCode === 'WLS')!.stateName).toBe('WALES')
    expect(db().states.some((s) => s.stateCode === 'ENG')).toBe(true)
    expect(stateName(2)).toHaveValue('WALES NORTH')
    expect(saveButton()).toBeEnabled()
  })

  it('stops at the first step when the country update fails, keeping the form', async () => {
    const u = userEvent.setup()
    await open()
    server.use(http.post('*/api/update-country-master', () => HttpResponse.json({ status: 500, message: 'The server had a problem.', data: null }, { status: 500 }), { once: true }))
    await openCountry(u, 'UNITED STATES')
    await u.type(stateName(1), 'X')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.stepCountry('The server had a problem.'))).toBeInTheDocument()
    expect(stateName(1)).toHaveValue('NEW YORKX')
    expect(db().states.some((s) => s.stateName === 'NEW YORKX')).toBe(false)
    expect(saveButton()).toBeEnabled()
  })

  it('asks before deleting a country; Cancel keeps it, Delete cascades to its states', async () => {
    const u = userEvent.setup()
    await open()
    // A country without courts.
    db().countries.push({ countryId: 99, countryCode: 'KE', countryName: 'KENYA' })
    db().states.push({ stateId: 999, stateCode: 'NBO', stateName: 'NAIROBI', countryCode: 'KE' })
    await u.type(screen.getByRole('searchbox'), 'ken')
    await u.click(await screen.findByRole('button', { name: 'Delete KENYA' }))
    let dialog = await screen.findByRole('dialog', { name: 'Confirmation' })
    expect(dialog).toHaveTextContent(MESSAGES.askDelete)
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(db().countries.some((c) => c.countryCode === 'KE')).toBe(true)
    await u.click(screen.getByRole('button', { name: 'Delete KENYA' }))
    dialog = await screen.findByRole('dialog', { name: 'Confirmation' })
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(COUNTRY_DELETED)).toBeInTheDocument()
    expect(db().countries.some((c) => c.countryCode === 'KE')).toBe(false)
    expect(db().states.some((s) => s.countryCode === 'KE')).toBe(false)
  })

  it('refuses to delete a country whose states have courts', async () => {
    const u = userEvent.setup()
    await open()
    await u.click(screen.getByRole('button', { name: 'Delete UNITED KINGDOM' }))
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(/cannot be deleted/)).toBeInTheDocument()
    expect(db().countries.some((c) => c.countryCode === 'GB')).toBe(true)
  })

  it('says Error fetching countries when the list fails', async () => {
    server.use(http.post('*/api/country-list', () => HttpResponse.json({ status: 500, message: 'Down', data: null }, { status: 500 })))
    await signInAs('admin')
    await renderApp('/country-master')
    expect(await screen.findByText(MESSAGES.listFailed, {}, { timeout: patience(4000) })).toBeInTheDocument()
  })

  describe('in Hindi and Marathi', () => {
    afterEach(() => act(() => chooseLanguage('en')))

    it('shows the state table in Hindi, with no axe violations', async () => {
      const u = userEvent.setup()
      const { container } = await open()
      await u.click(screen.getByRole('button', { name: 'New' }))
      await act(() => chooseLanguage('hi'))
      await u.click(screen.getByRole('button', { name: 'राज्य जोड़ें' }))
      expect(screen.getByRole('textbox', { name: 'राज्य का नाम, पंक्ति 1' })).toBeInTheDocument()
      expect(screen.getByRole('columnheader', { name: 'राज्य कोड' })).toBeInTheDocument()
      expect(screen.getByRole('textbox', { name: /^देश का नाम/ })).toBeInTheDocument()
      const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })
      expect(result.violations.map((v) => v.id)).toEqual([])
    })

    it('shows the state table in Marathi', async () => {
      const u = userEvent.setup()
      await open()
      await u.click(screen.getByRole('button', { name: 'New' }))
      await act(() => chooseLanguage('mr'))
      await u.click(screen.getByRole('button', { name: 'राज्य जोडा' }))
      expect(screen.getByRole('button', { name: 'राज्याची ओळ 1 काढा' })).toBeInTheDocument()
    })
  })
})
