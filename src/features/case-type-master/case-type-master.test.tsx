import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { CASE_TYPE_ADDED } from '@mocks/handlers/courts'
import { renderApp } from '../../../tests/support/render'
import { openModule } from '../../../tests/support/open-module'
import { signInAs } from '../../../tests/support/session'
import { pick } from '../../../tests/support/async-select'
import { EMPTY, MESSAGES, caseTypeSchema } from './schema'
import { patience } from '../../../tests/timeouts'
import { chooseLanguage } from '@/i18n/texts'

type User = ReturnType<typeof userEvent.setup>
const saveButton = () => screen.getByRole('button', { name: 'Save' })
const nameField = () => screen.getByRole('textbox', { name: /^Case Type/ })
const box = (label: RegExp) => screen.getByRole('combobox', { name: label })

const open = () => openModule('/case-type-master', 'Case Type Master')

async function fillNew(u: User, name: string) {
  await u.click(screen.getByRole('button', { name: 'New' }))
  await u.type(nameField(), name)
  await pick(u, /^Country/, 'ind', 'INDIA')
  await pick(u, /^State/, 'kera', 'KERALA')
  await pick(u, /^Court/, 'family', 'FAMILY COURT, ERNAKULAM')
}

describe('case type validation (spec 3 §5)', () => {
  const messages = (values: object) => {
    const result = caseTypeSchema.safeParse({ ...EMPTY, caseType: 'A', countryCode: 'IN', stateCode: 'KL', courtCode: '1', ...values })
    return result.success ? [] : result.error.issues.map((i) => i.message)
  }
  it.each([
    [{ caseType: '' }, [MESSAGES.name]],
    [{ caseType: 'A'.repeat(50) }, []],
    [{ caseType: 'A'.repeat(51) }, [MESSAGES.nameTooLong]],
    [{ countryCode: '' }, [MESSAGES.country]],
    [{ stateCode: '' }, [MESSAGES.state]],
    [{ courtCode: '' }, [MESSAGES.court]],
  ])('%j → %j', (values, expected) => expect(messages(values)).toEqual(expected))
})

describe('Case Type Master', () => {
  it('lists case types with code, country, state, court, type and status', async () => {
    await open()
    for (const name of ['Case Code', 'Country', 'State', 'Court', 'Case Type', 'Status']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0)
  })

  it('shows the required messages on an empty save; status defaults to Active', async () => {
    const u = userEvent.setup()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    expect(screen.getByLabelText(/^Status/)).toHaveValue('A')
    await u.type(nameField(), ' ')
    await u.click(saveButton())
    for (const m of [MESSAGES.name, MESSAGES.country, MESSAGES.state, MESSAGES.court]) expect(await screen.findByText(m)).toBeInTheDocument()
  })

  it('creates Suspended through country → state → court, then updates', async () => {
    const u = userEvent.setup()
    await open()
    await fillNew(u, 'Guardianship petition')
    await u.selectOptions(screen.getByLabelText(/^Status/), 'S')
    await u.click(saveButton())
    expect(await screen.findByText(CASE_TYPE_ADDED)).toBeInTheDocument()
    const court = provider().db.courts.find((c) => c.courtName === 'FAMILY COURT, ERNAKULAM')!
    const saved = () => provider().db.caseTypes.filter((t) => t.caseType.startsWith('GUARDIANSHIP PETITION'))
    expect(saved()).toEqual([expect.objectContaining({ courtCode: court.courtCode, stateCode: 'KL', countryCode: 'IN', status: 'S' })])
    await u.selectOptions(screen.getByLabelText(/^Status/), 'A')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    expect(saved()).toEqual([expect.objectContaining({ status: 'A' })])
  })

  it('a new state clears the court; a new country clears state and court', async () => {
    const u = userEvent.setup()
    await open()
    await fillNew(u, 'X')
    await pick(u, /^State/, 'karn', 'KARNATAKA')
    expect(box(/^Court/)).toHaveValue('')
    expect(box(/^State/)).toHaveValue('KARNATAKA')
    await pick(u, /^Country/, 'united s', 'UNITED STATES')
    expect(box(/^State/)).toHaveValue('')
    expect(box(/^Court/)).toBeDisabled()
  })

  it('opens a row showing its country, state and court names', async () => {
    const u = userEvent.setup()
    await open()
    const row = screen.getAllByRole('row')[1]
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent)
    row.focus()
    await u.keyboard('{Enter}')
    expect(nameField()).toHaveValue(cells[5])
    await waitFor(() => expect(box(/^Court/)).toHaveValue(cells[4]))
    expect(box(/^Country/)).toHaveValue(cells[2])
    expect(box(/^State/)).toHaveValue(cells[3])
    expect(saveButton()).toBeDisabled()
  })

  it('says Error fetching case type list when the list fails', async () => {
    server.use(http.post('*/api/get-case-type-master-list', () => HttpResponse.json({ status: 500, message: 'Down', data: null }, { status: 500 })))
    await signInAs('admin')
    await renderApp('/case-type-master')
    expect(await screen.findByText(MESSAGES.listFailed, {}, { timeout: patience(4000) })).toBeInTheDocument()
  })

  describe('in Hindi', () => {
    afterEach(() => act(() => chooseLanguage('en')))

    it('labels the case type form in Hindi', async () => {
      const u = userEvent.setup()
      await open()
      await u.click(screen.getByRole('button', { name: 'New' }))
      await act(() => chooseLanguage('hi'))
      expect(screen.getByRole('textbox', { name: /^केस का प्रकार/ })).toBeInTheDocument()
      expect(screen.getByRole('option', { name: 'स्थिति चुनें' })).toBeInTheDocument()
    })
  })
})
