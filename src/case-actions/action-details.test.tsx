import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { localToday, provider } from '@mocks/provider'
import { DEMO_ADVOCATE_CODE, addDays, type ActionDetail, type Case } from '@mocks/db'
import { ACTION_ADDED, ACTION_UPDATED } from '@mocks/handlers/actions'
import { ACTION_CLOSED } from '@mocks/handlers/dashboard'
import { INVALID_DATE } from '@/lib/date-schema'
import { displayDate } from '@/lib/dates'
import { renderPage } from '../../tests/support/render-page'
import { signInAs } from '../../tests/support/session'
import { ActionDetailsDialog } from './action-details-dialog'
import { NO_ACTIONS } from './action-details-content'
import { ASK_CLOSE } from './close-action'
import { EMPTY, MESSAGES, actionSchema, toPayload, type ActionForm } from './schema'
import { findReadyDialog } from '../../tests/support/dialog'

// ---------------------------------------------------------------------------------------------
// The schema (spec 2 §5, action dialog), at each boundary and one past it, on a fixed calendar day.
// ---------------------------------------------------------------------------------------------

const TODAY = '2026-03-15'
const shown = (wire: string) => displayDate(wire)
const valid = (patch: Partial<ActionForm> = {}): ActionForm => ({
  ...EMPTY,
  clientCode: '12',
  caseNo: 'CS/101/2025',
  registerDate: '2025-06-01',
  date: shown('2026-03-20'),
  reminderDays: '3',
  actionItem: 'Collect certified copy',
  ...patch,
})
const messages = (values: ActionForm) => {
  const result = actionSchema.safeParse(values)
  return result.success ? [] : result.error.issues.map((i) => i.message)
}

describe('action validation (spec 2 §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 2, 15, 10, 30))
  })
  afterEach(() => vi.useRealTimers())

  it('shows every required message at once, client and case included', () =>
    expect(messages({ ...EMPTY })).toEqual([MESSAGES.client, MESSAGES.caseNo, MESSAGES.date, MESSAGES.reminderDays, MESSAGES.actionItem]))

  it('accepts a complete action', () => expect(messages(valid())).toEqual([]))

  it.each([
    ['the register date itself', { registerDate: TODAY, date: shown(TODAY) }, [MESSAGES.notAfterRegister]],
    ['a day before the register date', { registerDate: '2026-03-16', date: shown(TODAY) }, [MESSAGES.notAfterRegister]],
    ['the day after the register date', { registerDate: '2026-03-14', date: shown(TODAY) }, []],
    ['yesterday', { date: shown('2026-03-14') }, [MESSAGES.beforeToday]],
    ['today', { date: shown(TODAY) }, []],
    ['a date typed as YYYY-MM-DD', { date: '2026-03-16' }, []],
    ['a date that does not exist', { date: '31-04-2026' }, [INVALID_DATE]],
    ['reminder days of 2 digits', { reminderDays: '99' }, []],
    ['reminder days of 3 digits', { reminderDays: '100' }, [MESSAGES.reminderDaysTooLong]],
    ['reminder days that are not digits', { reminderDays: '4a' }, [MESSAGES.reminderDaysDigits]],
    ['reminder days left blank', { reminderDays: '  ' }, [MESSAGES.reminderDays]],
    ['an action item of 200 characters', { actionItem: 'A'.repeat(200) }, []],
    ['an action item of 201 characters', { actionItem: 'A'.repeat(201) }, [MESSAGES.actionItemTooLong]],
    ['an action item longer once upper-cased', { actionItem: 'ß'.repeat(101) }, [MESSAGES.actionItemTooLong]],
    ['an action item of spaces', { actionItem: '   ' }, [MESSAGES.actionItem]],
    ['a status that is neither Open nor Close', { reminderStatus: '' }, [MESSAGES.status]],
  ])('%s', (_, patch, expected) => expect(messages(valid(patch))).toEqual(expected))

  it('checks the dates even while other fields fail (one round of messages)', () =>
    expect(messages(valid({ date: shown('2026-03-14'), reminderDays: '', actionItem: '' }))).toEqual([
      MESSAGES.reminderDays,
      MESSAGES.actionItem,
      MESSAGES.beforeToday,
    ]))

  it('sends the action item upper-cased, the date and the days as the wire has them', () =>
    expect(toPayload(valid({ actionItem: ' file reply ', reminderDays: '07' }))).toEqual({
      ClientCode: '12',
      RegistrationDate: '2025-06-01',
      NextDate: '2026-03-20',
      CaseNo: 'CS/101/2025',
      ReminderDays: 7,
      ReminderStatus: 'Open',
      ActionItem: 'FILE REPLY',
    }))
})

// ---------------------------------------------------------------------------------------------
// The dialog against the mock provider.
// ---------------------------------------------------------------------------------------------

const user = () => userEvent.setup()
const ownCases = () => provider().db.cases.filter((c) => c.advocateCode === DEMO_ADVOCATE_CODE)
const actionsOf = (c: Case) => provider().db.actionDetails.filter((a) => a.caseId === c.caseId)
const caseWithActions = () => ownCases().find((c) => actionsOf(c).some((a) => a.reminderStatus === 'Open'))!
const caseWithoutActions = () => ownCases().find((c) => actionsOf(c).length === 0)!
/** A date the dialog accepts for `c`: after its register date, and not before today. */
const laterDate = (c: Case, days = 5) => addDays(c.caseRegisterDate > localToday() ? c.caseRegisterDate : localToday(), days)

/** A screen holding the dialog, as case registration and case next date do. */
async function openDialog(target: Case | null, { inForm }: { inForm?: () => void } = {}) {
  const session = await signInAs('advocate')
  function Screen() {
    const [open, setOpen] = useState(true)
    const dialog = (
      <ActionDetailsDialog
        open={open}
        onClose={() => setOpen(false)}
        clientCode={target ? String(target.clientCode) : ''}
        caseNo={target?.clientCaseNo ?? ''}
        registerDate={target?.caseRegisterDate ?? ''}
      />
    )
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Add Action
        </button>
        {inForm ? (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              inForm()
            }}
          >
            {dialog}
          </form>
        ) : (
          dialog
        )}
      </>
    )
  }
  await renderPage(Screen)
  const dialog = await screen.findByRole('dialog', { name: 'Action Details' })
  return { session, dialog }
}

const table = (dialog: HTMLElement) => within(dialog).getByRole('table')
/** The text of each cell of the rows, without the Edit column. */
const rows = (dialog: HTMLElement) =>
  within(table(dialog))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    )
const column = (dialog: HTMLElement, name: string) => {
  const index = within(table(dialog))
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent === name)
  return rows(dialog).map((cells) => cells[index - 1])
}

describe('Action Details dialog', () => {
  it('lists the case’s actions with the spec’s columns; a new action is Open and its status is not chosen', async () => {
    const target = caseWithActions()
    const { dialog } = await openDialog(target)
    for (const name of ['Date', 'Status', 'Reminder Days', 'Action Item']) expect(within(dialog).getByRole('columnheader', { name })).toBeInTheDocument()
    await waitFor(() => expect(rows(dialog)).toHaveLength(actionsOf(target).length))
    expect(rows(dialog).map((cells) => cells[0])).toContain(displayDate(actionsOf(target)[0].date))
    expect(within(dialog).getByLabelText(/^Date/)).toHaveFocus()
    const status = within(dialog).getByLabelText('Status')
    expect(status).toBeDisabled()
    expect(status).toHaveValue('Open')
    expect(within(dialog).getByLabelText(/^Reminder Days/)).toHaveAttribute('maxLength', '2')
  })

  it('says No record found for a case without actions', async () => {
    const { dialog } = await openDialog(caseWithoutActions())
    expect(await within(dialog).findByText(NO_ACTIONS)).toBeInTheDocument()
  })

  it('shows every message at the first Save of a blank form, and sends nothing', async () => {
    const u = user()
    const target = caseWithoutActions()
    const { dialog } = await openDialog(target)
    await u.click(within(dialog).getByRole('button', { name: 'Save' }))
    for (const message of [MESSAGES.date, MESSAGES.reminderDays, MESSAGES.actionItem]) expect(await within(dialog).findByText(message)).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Date/)).toHaveFocus()
    expect(within(dialog).getByLabelText(/^Date/)).toHaveAttribute('aria-invalid', 'true')
    expect(screen.queryByText(MESSAGES.client)).not.toBeInTheDocument()
    expect(actionsOf(target)).toHaveLength(0)
  })

  it('says Please select client and Please select case no as toasts when the screen has neither, and refuses', async () => {
    const u = user()
    const before = provider().db.actionDetails.length
    const { dialog } = await openDialog(null)
    expect(within(dialog).getByText(NO_ACTIONS)).toBeInTheDocument()
    await u.type(within(dialog).getByLabelText(/^Date/), displayDate(addDays(localToday(), 3)))
    await u.type(within(dialog).getByLabelText(/^Reminder Days/), '2')
    await u.type(within(dialog).getByLabelText(/^Action Item/), 'call client')
    await u.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(MESSAGES.client)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.caseNo)).toBeInTheDocument()
    expect(provider().db.actionDetails).toHaveLength(before)
  })

  it('saves a new action: the provider’s message, the action upper-cased in the list, the form cleared for the next', async () => {
    const u = user()
    const target = caseWithoutActions()
    const { dialog, session } = await openDialog(target)
    const date = laterDate(target)
    await u.type(within(dialog).getByLabelText(/^Date/), displayDate(date))
    await u.type(within(dialog).getByLabelText(/^Reminder Days/), '123')
    expect(within(dialog).getByLabelText(/^Reminder Days/)).toHaveValue('12')
    await u.type(within(dialog).getByLabelText(/^Action Item/), 'file vakalatnama')
    await u.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(ACTION_ADDED)).toBeInTheDocument()
    await waitFor(() => expect(rows(dialog)).toEqual([[displayDate(date), 'Open', '12', 'FILE VAKALATNAMA']]))
    expect(actionsOf(target)).toEqual([
      expect.objectContaining({
        date,
        reminderDays: 12,
        reminderStatus: 'Open',
        actionItem: 'FILE VAKALATNAMA',
        createdBy: session.loginUserName.toUpperCase(),
      }),
    ])
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('')
    expect(within(dialog).getByLabelText(/^Action Item/)).toHaveValue('')
  })

  it('keeps every field when the provider refuses the save, and says why', async () => {
    const u = user()
    server.use(
      http.post('*/api/add-action-details', () => HttpResponse.json({ status: 400, message: 'The provider refused it.', data: null }, { status: 400 })),
    )
    const target = caseWithoutActions()
    const { dialog } = await openDialog(target)
    await u.type(within(dialog).getByLabelText(/^Date/), displayDate(laterDate(target)))
    await u.type(within(dialog).getByLabelText(/^Reminder Days/), '4')
    await u.type(within(dialog).getByLabelText(/^Action Item/), 'brief counsel')
    await u.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('The provider refused it.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue(displayDate(laterDate(target)))
    expect(within(dialog).getByLabelText(/^Reminder Days/)).toHaveValue('4')
    expect(within(dialog).getByLabelText(/^Action Item/)).toHaveValue('brief counsel')
  })

  it('edits an action opened from its row: the status can be chosen, the modifier is recorded; New starts another', async () => {
    const u = user()
    const target = caseWithActions()
    const { dialog, session } = await openDialog(target)
    const count = actionsOf(target).length
    const action = actionsOf(target).find((a) => a.reminderStatus === 'Open')!
    await u.click(await within(dialog).findByRole('button', { name: `Edit the action of ${displayDate(action.date)}: ${action.actionItem}` }))
    const date = within(dialog).getByLabelText(/^Date/)
    expect(date).toHaveValue(displayDate(action.date))
    expect(date).toHaveFocus()
    expect(within(dialog).getByLabelText(/^Action Item/)).toHaveValue(action.actionItem)
    expect(within(dialog).getByLabelText('Status')).toBeEnabled()
    const next = laterDate(target, 9)
    await u.clear(date)
    await u.type(date, displayDate(next))
    await u.clear(within(dialog).getByLabelText(/^Action Item/))
    await u.type(within(dialog).getByLabelText(/^Action Item/), 'argue stay application')
    await u.selectOptions(within(dialog).getByLabelText('Status'), 'Close')
    await u.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText(ACTION_UPDATED)).toBeInTheDocument()
    expect(provider().db.actionDetails.find((a) => a.actionDetailId === action.actionDetailId)).toMatchObject({
      date: next,
      actionItem: 'ARGUE STAY APPLICATION',
      reminderStatus: 'Close',
      createdBy: action.createdBy,
      modifiedBy: session.loginUserName.toUpperCase(),
    })
    // After the save the form holds a new action again.
    await waitFor(() => expect(within(dialog).getByLabelText('Status')).toBeDisabled())
    expect(actionsOf(target)).toHaveLength(count)

    // New leaves an action being edited for a new one.
    const other = actionsOf(target)[0]
    await u.click(within(dialog).getByRole('button', { name: `Edit the action of ${displayDate(other.date)}: ${other.actionItem}` }))
    expect(within(dialog).getByLabelText('Status')).toBeEnabled()
    await u.click(within(dialog).getByRole('button', { name: 'New' }))
    expect(within(dialog).getByLabelText(/^Date/)).toHaveValue('')
    expect(within(dialog).getByLabelText('Status')).toBeDisabled()
  })

  it('asks before leaving an action with changes, and keeps them on Escape', async () => {
    const u = user()
    const { dialog } = await openDialog(caseWithActions())
    await u.type(within(dialog).getByLabelText(/^Action Item/), 'draft')
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(await findReadyDialog('Confirmation')).toHaveTextContent('Do you want to save changes?')
    await u.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirmation' })).not.toBeInTheDocument())
    expect(within(dialog).getByLabelText(/^Action Item/)).toHaveValue('draft')
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await u.click(within(await findReadyDialog('Confirmation')).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Action Details' })).not.toBeInTheDocument())
    // Opened again, it starts with a new action.
    await u.click(screen.getByRole('button', { name: 'Add Action' }))
    expect(within(await screen.findByRole('dialog', { name: 'Action Details' })).getByLabelText(/^Action Item/)).toHaveValue('')
  })

  it('closes an Open action after the confirmation, with the modifier’s name; a Close status does nothing', async () => {
    const u = user()
    const target = caseWithActions()
    const { dialog, session } = await openDialog(target)
    const action = actionsOf(target).find((a) => a.reminderStatus === 'Open')!
    const status = await within(dialog).findByRole('button', { name: `Open — close the action of ${displayDate(action.date)}: ${action.actionItem}` })
    await u.click(status)
    const question = await findReadyDialog('Confirmation')
    expect(question).toHaveTextContent(ASK_CLOSE)
    await u.click(within(question).getByRole('button', { name: 'Cancel' }))
    expect(provider().db.actionDetails.find((a) => a.actionDetailId === action.actionDetailId)?.reminderStatus).toBe('Open')
    await u.click(status)
    await u.click(within(await findReadyDialog('Confirmation')).getByRole('button', { name: 'Yes' }))
    expect(await screen.findByText(ACTION_CLOSED)).toBeInTheDocument()
    expect(provider().db.actionDetails.find((a) => a.actionDetailId === action.actionDetailId)).toMatchObject({
      reminderStatus: 'Close',
      modifiedBy: session.loginUserName.toUpperCase(),
    })
    // The list shows it closed: a badge, no longer a button; clicking it changes nothing.
    await waitFor(() =>
      expect(within(dialog).queryByRole('button', { name: `Open — close the action of ${displayDate(action.date)}: ${action.actionItem}` })).toBeNull(),
    )
    const closed = within(table(dialog)).getAllByText('Close')[0]
    await u.click(closed)
    expect(screen.queryByRole('dialog', { name: 'Confirmation' })).not.toBeInTheDocument()
    expect(within(dialog).getByLabelText('Status')).toBeDisabled()
  })

  it('sorts by date, days, status and description, numbers by value and case ignored', async () => {
    const u = user()
    const target = caseWithoutActions()
    const base = laterDate(target)
    const seed = (n: number, patch: Partial<ActionDetail>): ActionDetail => ({
      actionDetailId: provider().nextId('actionDetails') + n,
      advocateCode: target.advocateCode,
      clientCode: target.clientCode,
      caseId: target.caseId,
      caseNo: target.clientCaseNo,
      date: base,
      reminderDays: 1,
      actionItem: 'X',
      reminderStatus: 'Open',
      createdBy: 'CLERK',
      modifiedBy: null,
      ...patch,
    })
    provider().db.actionDetails.push(
      seed(0, { date: addDays(base, 2), reminderDays: 10, actionItem: 'ITEM 10', reminderStatus: 'Close' }),
      seed(1, { date: addDays(base, 10), reminderDays: 2, actionItem: 'item 2' }),
      seed(2, { date: addDays(base, 1), reminderDays: 1, actionItem: 'Item 1', reminderStatus: 'Close' }),
    )
    const { dialog } = await openDialog(target)
    await waitFor(() => expect(rows(dialog)).toHaveLength(3))
    const header = (name: string) => within(dialog).getByRole('button', { name })

    await u.click(header('Reminder Days'))
    expect(column(dialog, 'Reminder Days')).toEqual(['1', '2', '10'])
    expect(within(dialog).getByRole('columnheader', { name: 'Reminder Days' })).toHaveAttribute('aria-sort', 'ascending')
    await u.click(header('Reminder Days'))
    expect(column(dialog, 'Reminder Days')).toEqual(['10', '2', '1'])
    expect(within(dialog).getByRole('columnheader', { name: 'Reminder Days' })).toHaveAttribute('aria-sort', 'descending')

    await u.click(header('Action Item'))
    expect(column(dialog, 'Action Item')).toEqual(['Item 1', 'item 2', 'ITEM 10'])
    expect(within(dialog).getByRole('columnheader', { name: 'Reminder Days' })).toHaveAttribute('aria-sort', 'none')

    await u.click(header('Date'))
    expect(column(dialog, 'Date')).toEqual([addDays(base, 1), addDays(base, 2), addDays(base, 10)].map(displayDate))

    await u.click(header('Status'))
    expect(column(dialog, 'Status')).toEqual(['Close', 'Close', 'Open'])
  })

  it('keeps its Save inside the dialog: a form of the screen around it is not submitted', async () => {
    const u = user()
    const screenSaved = vi.fn()
    const { dialog } = await openDialog(caseWithActions(), { inForm: screenSaved })
    await u.click(within(dialog).getByRole('button', { name: 'Save' }))
    expect(await within(dialog).findByText(MESSAGES.date)).toBeInTheDocument()
    expect(screenSaved).not.toHaveBeenCalled()
  })
})
