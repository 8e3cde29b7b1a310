import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http } from 'msw'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { COURT_ADDED } from '@mocks/handlers/courts'
import { openModule } from '../../../tests/support/open-module'
import { pick } from '../../../tests/support/async-select'
import { MESSAGES, courtSchema, EMPTY } from './schema'
import { chooseLanguage } from '@/i18n/texts'

type User = ReturnType<typeof userEvent.setup>
const saveButton = () => screen.getByRole('button', { name: 'Save' })
const field = (label: RegExp) => screen.getByLabelText(label)

const open = () => openModule('/court-master', 'Court Master')


async function fillNew(u: User, name: string) {
  await u.click(screen.getByRole('button', { name: 'New' }))
  await u.type(field(/^Court Name/), name)
  await u.selectOptions(field(/^Court Type/), 'FAMILY COURT')
  await pick(u, /^Country/, 'ind', 'INDIA')
  await pick(u, /^State/, 'kera', 'KERALA')
}

describe('court validation (spec 3 §5)', () => {
  const valid = { ...EMPTY, courtName: 'A', courtType: '1', countryCode: 'IN', stateCode: 'KL' }
  const messages = (values: object) => {
    const result = courtSchema.safeParse({ ...valid, ...values })
    return result.success ? [] : result.error.issues.map((i) => i.message)
  }
  it.each([
    [{ courtName: '' }, [MESSAGES.name]],
    [{ courtName: '  ' }, [MESSAGES.name]],
    [{ courtName: 'A'.repeat(50) }, []],
    [{ courtName: 'A'.repeat(51) }, [MESSAGES.nameTooLong]],
    [{ courtType: '' }, [MESSAGES.courtType]],
    [{ countryCode: '' }, [MESSAGES.country]],
    [{ stateCode: '' }, [MESSAGES.state]],
    [{ courtLocation: 'L'.repeat(50) }, []],
    [{ courtLocation: 'L'.repeat(51) }, [MESSAGES.locationTooLong]],
    [{ courtAddress: 'D'.repeat(200) }, []],
    [{ courtAddress: 'D'.repeat(201) }, [MESSAGES.addressTooLong]],
    [{ courtName: 'जिला एवं सत्र न्यायालय, पुणे', courtLocation: 'पुणे' }, []],
  ])('%j → %j', (values, expected) => expect(messages(values)).toEqual(expected))
})

describe('Court Master', () => {
  it('lists courts with location, address, court type and state', async () => {
    await open()
    for (const name of ['S. No.', 'Court Name', 'Location', 'Address', 'Court Type', 'State']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Add Court' })).toBeDisabled()
  })

  it('shows every required message on an empty save', async () => {
    const u = userEvent.setup()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(field(/^Location/), 'x')
    await u.click(saveButton())
    for (const m of [MESSAGES.name, MESSAGES.courtType, MESSAGES.country, MESSAGES.state]) expect(await screen.findByText(m)).toBeInTheDocument()
    expect(field(/^Court Name/)).toHaveFocus()
  })

  it('creates a court through the searchable pickers, then a second save updates it', async () => {
    const u = userEvent.setup()
    await open()
    await fillNew(u, 'Family Court, Thrissur')
    await u.type(field(/^Location/), 'Thrissur')
    await u.click(saveButton())
    expect(await screen.findByText(COURT_ADDED)).toBeInTheDocument()
    const court = () => provider().db.courts.find((c) => c.courtName.startsWith('FAMILY COURT, THRISSUR'))
    expect(court()).toMatchObject({ stateCode: 'KL', countryCode: 'IN', courtType: 7, courtLocation: 'THRISSUR' })
    await waitFor(() => expect(saveButton()).toBeDisabled())
    await u.type(field(/^Address/), 'Ayyanthole')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    expect(provider().db.courts.filter((c) => c.courtName === 'FAMILY COURT, THRISSUR')).toEqual([expect.objectContaining({ courtAddress: 'AYYANTHOLE' })])
  })

  it('opens a row with its chosen country and state shown, and a new country clears the state', async () => {
    const u = userEvent.setup()
    await open()
    const row = screen.getAllByRole('row')[1]
    const name = within(row).getAllByRole('cell')[1].textContent!
    row.focus()
    await u.keyboard('{Enter}')
    expect(field(/^Court Name/)).toHaveValue(name)
    const court = provider().db.courts.find((c) => c.courtName === name)!
    const state = provider().db.states.find((s) => s.stateCode === court.stateCode)!
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue(state.stateName))
    expect(saveButton()).toBeDisabled()
    await pick(u, /^Country/, 'united k', 'UNITED KINGDOM')
    expect(screen.getByRole('combobox', { name: /^State/ })).toHaveValue('')
    expect(saveButton()).toBeEnabled()
    await pick(u, /^State/, 'wal', 'WALES')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    expect(provider().db.courts.find((c) => c.courtCode === court.courtCode)).toMatchObject({ countryCode: 'GB', stateCode: 'WLS' })
  })

  it('the first court opened after the page loads shows its saved court type once the court types arrive', async () => {
    // The court types answer only after the court's values are in the form (a slow line).
    let release: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (release = resolve))
    server.use(
      http.post('*/api/court-type-master-list', async () => {
        await answered
        // Nothing returned: the mock provider's own handler answers.
      }),
    )
    const u = userEvent.setup()
    await open()
    const row = screen.getAllByRole('row')[1]
    const name = within(row).getAllByRole('cell')[1].textContent!
    const court = provider().db.courts.find((c) => c.courtName === name)!
    const type = provider().db.courtTypes.find((t) => t.courtTypeCode === court.courtType)!
    await u.dblClick(within(row).getAllByRole('cell')[1])
    await waitFor(() => expect(field(/^Court Name/)).toHaveValue(name))
    expect(field(/^Court Type/)).toHaveDisplayValue('Select')
    release()
    await waitFor(() => expect(field(/^Court Type/)).toHaveDisplayValue(type.courtTypeName))
    expect(saveButton()).toBeDisabled()
  })

  it('the picker works from the keyboard: arrows, Enter picks, Escape restores', async () => {
    const u = userEvent.setup()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    const box = screen.getByRole('combobox', { name: /^Country/ })
    box.focus()
    await u.keyboard('{ArrowDown}')
    expect(box).toHaveAttribute('aria-expanded', 'true')
    const list = screen.getByRole('listbox', { name: /^Country/ })
    await within(list).findAllByRole('option')
    await u.keyboard('united')
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(3))
    await u.keyboard('{ArrowDown}{Enter}')
    expect(box).toHaveValue('UNITED KINGDOM')
    await u.keyboard('{ArrowDown}xyz{Escape}')
    expect(box).toHaveAttribute('aria-expanded', 'false')
    expect(box).toHaveValue('UNITED KINGDOM')
  })

  it('saves a court whose name is typed in Devanagari, as typed', async () => {
    const u = userEvent.setup()
    await open()
    await fillNew(u, 'जिला एवं सत्र न्यायालय, पुणे')
    await u.click(saveButton())
    expect(await screen.findByText(COURT_ADDED)).toBeInTheDocument()
    expect(provider().db.courts.some((c) => c.courtName === 'जिला एवं सत्र न्यायालय, पुणे')).toBe(true)
  })

  describe('in Hindi', () => {
    afterEach(() => act(() => chooseLanguage('en')))

    it('labels the court form in Hindi', async () => {
      const u = userEvent.setup()
      await open()
      await u.click(screen.getByRole('button', { name: 'New' }))
      await act(() => chooseLanguage('hi'))
      expect(screen.getByRole('textbox', { name: /^न्यायालय का नाम/ })).toBeInTheDocument()
      expect(screen.getByRole('textbox', { name: 'पता' })).toBeInTheDocument()
      expect(screen.getByRole('textbox', { name: 'स्थान' })).toBeInTheDocument()
    })
  })
})
