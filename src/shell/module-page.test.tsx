import { describe, expect, it } from 'vitest'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { allowContractBreaks } from '../../tests/contract/contract-guard'
import { PART_NAME, WIDGET_NAME, filteredBody, groupFilters, partedModule, serveGroups, serveWidgets, settingsTab, widgetModule } from '../../tests/support/fake-modules'
import { renderPage } from '../../tests/support/render-page'
import { ApiError } from '@/api/errors'
import { defineModule, SaveStopped } from './define-module'
import { ModulePage } from './module-page'
import { deleteColumn } from './row-actions'
import { SAVE_QUESTION } from './unsaved-guard'
import { RESTORE_QUESTION, RESTORE_TITLE } from './draft'
import { useSessionStore } from '@/session/session-store'
import { DRAFT_KEY } from '@/session/storage'
import { findReadyDialog } from '../../tests/support/dialog'

const user = () => userEvent.setup()
const saveButton = () => screen.getByRole('button', { name: 'Save' })
const nameField = () => screen.getByLabelText(/^Widget Name/)
const tab = (name: string) => screen.getByRole('tab', { name })
const question = async () => within(await screen.findByRole('dialog', { name: 'Confirmation' }))

async function open(module = widgetModule(), path?: string, options?: { browser?: boolean }) {
  const app = await renderPage(() => <ModulePage module={module.definition} />, path, options)
  await screen.findByRole('heading', { name: 'Widget Master' })
  return { ...app, ...module }
}

async function openWithChanges(u: ReturnType<typeof user>, module = widgetModule(), options?: { browser?: boolean }) {
  const app = await open(module, undefined, options)
  await screen.findByText('1 to 3 of 3')
  await u.click(screen.getByRole('button', { name: 'New' }))
  await u.type(nameField(), 'Draft')
  return app
}

describe('list and tabs', () => {
  it('lists the rows of the declared call with S. No.; the details tab waits for New or a row', async () => {
    serveWidgets()
    await open()
    expect(await screen.findByText('WIDGET 3')).toBeInTheDocument()
    expect(screen.getByRole('columnheader', { name: 'S. No.' })).toBeInTheDocument()
    expect(tab('Add Widget')).toBeDisabled()
    expect(saveButton()).toBeDisabled()
  })

  it('reads right-to-left when the page does (the tabs do not force left-to-right)', async () => {
    serveWidgets()
    document.documentElement.dir = 'rtl'
    try {
      await open()
      expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl')
    } finally {
      document.documentElement.dir = 'ltr'
    }
  })

  it('shows an answer without rows as a failed list whose retry asks the provider again', async () => {
    allowContractBreaks()
    let calls = 0
    server.use(http.post('*/api/court-type-master-list', () => (++calls, HttpResponse.json({ status: 200, message: 'Success', data: null }))))
    const u = user()
    await open()
    await u.click(await screen.findByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(calls).toBeGreaterThanOrEqual(2))
    expect(screen.getByRole('heading', { name: 'Widget Master' })).toBeInTheDocument()
  })
})

describe('add and update', () => {
  it('a module without create has no New; its rows still open and save as updates', async () => {
    serveWidgets()
    const u = user()
    const { update } = await open(widgetModule({ create: undefined }))
    await u.dblClick(await screen.findByText('WIDGET 1'))
    expect(screen.queryByRole('button', { name: 'New' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    await u.type(nameField(), 'Y')
    await u.click(saveButton())
    await waitFor(() => expect(update).toHaveBeenCalledWith('enc-1', { name: 'WIDGET 1Y' }, {}))
  })

  it('creates, then a second save updates the record the provider created', async () => {
    serveWidgets()
    const u = user()
    const { create, update } = await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    expect(tab('Add Widget')).toHaveAttribute('aria-selected', 'true')
    expect(saveButton()).toBeDisabled()
    await u.type(nameField(), 'Gear')
    await u.click(saveButton())
    expect(await screen.findByText('Added Gear')).toBeInTheDocument()
    expect(create).toHaveBeenCalledWith({ name: 'Gear' }, {})
    await waitFor(() => expect(saveButton()).toBeDisabled())
    await u.type(nameField(), 's')
    await u.click(saveButton())
    expect(await screen.findByText('Updated new-id to Gears')).toBeInTheDocument()
    expect(update).toHaveBeenCalledWith('new-id', { name: 'Gears' }, {})
  })

  it('opens a row with Enter into its form, Save disabled until something changes', async () => {
    serveWidgets()
    const u = user()
    const { update } = await open()
    const row = (await screen.findByText('WIDGET 2')).closest('tr')!
    row.focus()
    await u.keyboard('{Enter}')
    expect(nameField()).toHaveValue('WIDGET 2')
    expect(saveButton()).toBeDisabled()
    await u.type(nameField(), 'X')
    await u.click(saveButton())
    await waitFor(() => expect(update).toHaveBeenCalledWith('enc-2', { name: 'WIDGET 2X' }, {}))
  })

  it('shows every failing rule at the first Save and focuses the first', async () => {
    serveWidgets()
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), ' ')
    await u.click(saveButton())
    expect(await screen.findByText(WIDGET_NAME)).toBeInTheDocument()
    expect(nameField()).toHaveFocus()
  })

  it('New puts the focus in the first field, also after the unsaved-changes question', async () => {
    serveWidgets()
    const u = user()
    await open()
    await screen.findByText('1 to 3 of 3')
    await u.click(screen.getByRole('button', { name: 'New' }))
    expect(nameField()).toHaveFocus()
    await u.type(nameField(), 'Draft')
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.click((await question()).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(nameField()).toHaveValue(''))
    // The question gives the focus back to New as it closes; New's own move comes after it.
    await waitFor(() => expect(nameField()).toHaveFocus())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(nameField()).toHaveFocus()
  })

  it('a save refused for a field of a tab that edits part of the record shows that tab, the message and the focus there', async () => {
    serveWidgets()
    const u = user()
    const { definition, create } = partedModule()
    await renderPage(() => <ModulePage module={definition} />)
    await screen.findByText('1 to 3 of 3')
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), 'Gear')
    await u.click(saveButton())
    await waitFor(() => expect(tab('Parts')).toHaveAttribute('aria-selected', 'true'))
    const part = screen.getByLabelText(/^Part Name/)
    expect(part).toHaveAccessibleDescription(PART_NAME)
    await waitFor(() => expect(part).toHaveFocus())
    expect(create).not.toHaveBeenCalled()
    // Both failing: the details come first.
    await u.click(tab('Add Widget'))
    await u.clear(nameField())
    await u.type(nameField(), ' ')
    await u.click(tab('Parts'))
    await u.click(saveButton())
    await waitFor(() => expect(tab('Add Widget')).toHaveAttribute('aria-selected', 'true'))
    expect(nameField()).toHaveAccessibleDescription(WIDGET_NAME)
    await waitFor(() => expect(nameField()).toHaveFocus())
  })

  it('keeps every field and the unsaved state after a failed save, and says why', async () => {
    serveWidgets()
    const u = user()
    const module = widgetModule()
    module.create.mockRejectedValueOnce(new Error('boom'))
    await openWithChanges(u, module)
    await u.click(saveButton())
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    expect(nameField()).toHaveValue('Draft')
    expect(saveButton()).toBeEnabled()
    await u.click(saveButton())
    expect(await screen.findByText('Added Draft')).toBeInTheDocument()
    expect(module.create).toHaveBeenCalledTimes(2)
  })

  it('a successful save closes the error toasts of the same form that came before it', async () => {
    serveWidgets()
    const u = user()
    const module = widgetModule()
    module.create.mockRejectedValueOnce(new ApiError('Widget store is full.', 409))
    await openWithChanges(u, module)
    await u.click(saveButton())
    expect(await screen.findByText('Widget store is full.')).toBeInTheDocument()
    await u.click(saveButton())
    expect(await screen.findByText('Added Draft')).toBeInTheDocument()
    await waitFor(() => expect(screen.queryByText('Widget store is full.')).not.toBeInTheDocument())
  })

  it('a multi-step save that stopped keeps what earlier steps saved: the next save updates it', async () => {
    serveWidgets()
    const u = user()
    const module = widgetModule()
    module.create.mockRejectedValueOnce(new SaveStopped('Adding part 2 failed: full', { id: 'half-id', values: { name: 'Draft' } }))
    await openWithChanges(u, module)
    await u.click(saveButton())
    expect(await screen.findByText('Adding part 2 failed: full')).toBeInTheDocument()
    expect(saveButton()).toBeEnabled()
    await u.click(saveButton())
    await waitFor(() => expect(module.update).toHaveBeenCalledWith('half-id', { name: 'Draft' }, {}))
  })

  it('after a create can show the list at page 1 with the record kept for update', async () => {
    serveWidgets()
    const u = user()
    const module = widgetModule({ afterCreate: 'list' })
    await openWithChanges(u, module)
    await u.click(saveButton())
    await waitFor(() => expect(tab('Widget List')).toHaveAttribute('aria-selected', 'true'))
    expect(tab('Add Widget')).toBeEnabled()
  })
})

describe('the unsaved-changes question (every way out)', () => {
  it('Cancel asks; Escape stays on the form; Discard drops it and shows the list', async () => {
    serveWidgets()
    const u = user()
    const { create } = await openWithChanges(u)
    await u.click(screen.getByRole('button', { name: 'Cancel' }))
    expect((await findReadyDialog('Confirmation')).textContent).toContain(SAVE_QUESTION)
    await u.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(nameField()).toHaveValue('Draft')
    await u.click(screen.getByRole('button', { name: 'Cancel' }))
    await u.click((await question()).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(tab('Widget List')).toHaveAttribute('aria-selected', 'true'))
    expect(tab('Add Widget')).toBeDisabled()
    expect(create).not.toHaveBeenCalled()
  })

  it('the list tab asks; Escape keeps the user on the form and the question does not come back', async () => {
    serveWidgets()
    const u = user()
    await openWithChanges(u)
    await u.click(tab('Widget List'))
    await findReadyDialog('Confirmation')
    await u.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    // Focus returns to the list tab: that alone must not ask again or switch tabs.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(tab('Add Widget')).toHaveAttribute('aria-selected', 'true')
    expect(nameField()).toHaveValue('Draft')
  })

  it('Exit asks; Save in the question saves, then goes to /dashboard', async () => {
    serveWidgets()
    const u = user()
    const { router, create } = await openWithChanges(u)
    await u.click(screen.getByRole('button', { name: 'Exit' }))
    await u.click((await question()).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(create).toHaveBeenCalledWith({ name: 'Draft' }, {})
  })

  it('a failed save in the question stays on the form', async () => {
    serveWidgets()
    const u = user()
    const module = widgetModule()
    module.create.mockRejectedValueOnce(new Error('boom'))
    const { router } = await openWithChanges(u, module)
    await u.click(screen.getByRole('button', { name: 'Exit' }))
    await u.click((await question()).getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/page')
    expect(nameField()).toHaveValue('Draft')
  })

  it('a menu link asks; Discard lets it go', async () => {
    serveWidgets()
    const u = user()
    const { router } = await openWithChanges(u)
    await u.click(screen.getByRole('link', { name: 'Elsewhere' }))
    await u.click((await question()).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'))
  })

  it('Back asks; Escape stays, with the address still the page being edited', async () => {
    serveWidgets()
    const u = user()
    const { router } = await openWithChanges(u, widgetModule(), { browser: true })
    window.history.back()
    await findReadyDialog('Confirmation')
    // The way back is held at once: the address shows the page being edited while the user chooses.
    await waitFor(() => expect(window.location.pathname).toBe('/page'))
    await u.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(router.state.location.pathname).toBe('/page')
    expect(nameField()).toHaveValue('Draft')
    window.history.back()
    await u.click((await question()).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'))
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument()
  })

  it('opening another row asks first', async () => {
    serveWidgets()
    const u = user()
    await openWithChanges(u)
    await u.click(screen.getByRole('button', { name: 'New' }))
    expect((await question()).getByRole('button', { name: 'Discard' })).toBeInTheDocument()
  })
})

describe('filters in the URL', () => {
  const filtered = () => widgetModule({ ...groupFilters, list: { ...widgetModule().definition.list, ...filteredBody } } as never)

  it('shows one row per group until a group is chosen; opening a group filters the list and keeps it in the URL', async () => {
    serveGroups()
    const requests = serveWidgets()
    const u = user()
    const { router } = await open(filtered())
    await u.dblClick(await screen.findByRole('cell', { name: 'WIDGET 2' }))
    await waitFor(() => expect(router.state.location.search).toMatchObject({ group: 'WIDGET 2' }))
    expect(await screen.findByText('1 to 1 of 1')).toBeInTheDocument()
    expect(screen.getByLabelText('Group')).toHaveValue('WIDGET 2')
    expect(requests.at(-1)).toMatchObject({ SearchText: 'WIDGET 2', pageNumber: 1 })
  })

  it('reads the filter from the URL (reload, Back) and sends it with the page', async () => {
    serveGroups()
    const requests = serveWidgets()
    await open(filtered(), '/page?group=%22WIDGET%203%22&listPage=1')
    expect(await screen.findByText('1 to 1 of 1')).toBeInTheDocument()
    expect(screen.getByLabelText('Group')).toHaveValue('WIDGET 3')
    expect(requests.at(-1)).toMatchObject({ SearchText: 'WIDGET 3' })
  })

  it('New may be refused under the filters: the reason as a toast, the details tab stays closed; once allowed it opens with values from the filters', async () => {
    serveGroups()
    serveWidgets()
    const u = user()
    const module = widgetModule({
      ...groupFilters,
      list: { ...widgetModule().definition.list, ...filteredBody },
      canCreate: (filters: { group: string }) => (filters.group ? null : 'Please select group'),
      form: { ...widgetModule().definition.form, fresh: (filters: { group: string }) => ({ name: filters.group }) },
    } as never)
    await open(module)
    await u.click(screen.getByRole('button', { name: 'New' }))
    expect(await screen.findByText('Please select group')).toBeInTheDocument()
    expect(tab('Add Widget')).toBeDisabled()
    expect(tab('Widget List')).toHaveAttribute('aria-selected', 'true')
    await u.dblClick(await screen.findByRole('cell', { name: 'WIDGET 2' }))
    await screen.findByText('1 to 1 of 1')
    await u.click(screen.getByRole('button', { name: 'New' }))
    await waitFor(() => expect(nameField()).toHaveValue('WIDGET 2'))
    expect(tab('Add Widget')).toHaveAttribute('aria-selected', 'true')
  })

  it('typing a filter asks again after a pause, from page 1', async () => {
    serveGroups()
    const requests = serveWidgets()
    const u = user()
    const { router } = await open(filtered(), '/page?group=%22WIDGET%22')
    await screen.findByText('1 to 3 of 3')
    await u.type(screen.getByLabelText('Group'), ' 1')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ group: 'WIDGET 1' }))
    await screen.findByText('1 to 1 of 1')
    expect(requests.at(-1)).toMatchObject({ SearchText: 'WIDGET 1', pageNumber: 1 })
  })
})

describe('extra tabs and row actions', () => {
  it('a dependent tab is enabled once the record exists and receives its id; a panel may open another tab', async () => {
    serveWidgets()
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: 'New' }))
    expect(tab('Parts')).toBeDisabled()
    await u.type(nameField(), 'Gear')
    await u.click(saveButton())
    await waitFor(() => expect(tab('Parts')).toBeEnabled())
    await u.click(tab('Parts'))
    expect(screen.getByText('Parts of new-id')).toBeVisible()
    expect(tab('Notes')).toBeDisabled()
    await u.click(screen.getByRole('button', { name: 'Open notes' }))
    expect(tab('Notes')).toHaveAttribute('aria-selected', 'true')
  })

  it("a tab with a form of its own is saved by the toolbar's Save while it is shown: one Save on the page", async () => {
    serveWidgets()
    const u = user()
    const settings = settingsTab()
    const base = widgetModule().definition
    await open(widgetModule({ extraTabs: [...(base.extraTabs ?? []), settings.tab] }))
    await u.click(tab('Settings'))
    expect(screen.getAllByRole('button', { name: /Save/ })).toEqual([saveButton()])
    expect(saveButton()).toBeDisabled()
    await u.type(screen.getByLabelText(/^Setting Name/), ' ')
    await u.click(saveButton())
    expect(await screen.findByText(WIDGET_NAME)).toBeInTheDocument()
    expect(settings.submit).not.toHaveBeenCalled()
    await u.type(screen.getByLabelText(/^Setting Name/), 'Blue')
    await u.click(saveButton())
    expect(await screen.findByText('Settings saved: Blue')).toBeInTheDocument()
    await waitFor(() => expect(saveButton()).toBeDisabled())
    // The list's tab gives Save back to the record's form.
    await u.click(tab('Widget List'))
    await u.click(screen.getByRole('button', { name: 'New' }))
    await u.type(nameField(), 'Gear')
    await u.click(saveButton())
    expect(await screen.findByText('Added Gear')).toBeInTheDocument()
    expect(settings.submit).toHaveBeenCalledTimes(1)
  })

  it('a row may say which tab it opens', async () => {
    serveWidgets()
    const u = user()
    const base = widgetModule().definition
    await open(widgetModule({ list: { ...base.list, opens: () => 'parts' } }))
    await u.dblClick(await screen.findByText('WIDGET 1'))
    await waitFor(() => expect(tab('Parts')).toHaveAttribute('aria-selected', 'true'))
    expect(screen.getByText('Parts of enc-1')).toBeVisible()
  })

  it('a delete column asks, calls, says the provider message and refreshes; it never opens the row', async () => {
    const requests = serveWidgets()
    const u = user()
    const base = widgetModule().definition
    const remove = async (row: { courtTypeName: string }) => `Deleted ${row.courtTypeName}`
    const columns = [...base.list.columns, deleteColumn({ label: (row: { courtTypeName: string }) => `Delete ${row.courtTypeName}`, question: 'Delete it?', remove })]
    await open(widgetModule({ list: { ...base.list, columns } } as never))
    const button = await screen.findByRole('button', { name: 'Delete WIDGET 1' })
    fireEvent.doubleClick(button)
    expect(tab('Add Widget')).toBeDisabled()
    await u.click(button)
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirmation' }))
    expect(dialog.getByText('Delete it?')).toBeInTheDocument()
    const before = requests.length
    await u.click(dialog.getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Deleted WIDGET 1')).toBeInTheDocument()
    await waitFor(() => expect(requests.length).toBeGreaterThan(before))
  })
})

// The compiler checks a declared list against its call: a wrong answer field does not build.
// @ts-expect-error courtMasterList is not an answer field of court-type-master-list
defineModule({ ...widgetModule().definition, list: { ...widgetModule().definition.list, rows: (data) => data.courtMasterList } })

describe('a session that ends mid-edit', () => {
  const signIn = (loginUserName: string) =>
    useSessionStore.getState().signIn(
      { token: `t-${loginUserName}`, loginUserName, encryptedSecurityUserId: 'u', encryptedAdvocateCode: 'a', roles: ['ADVOCATE'] } as never,
      false,
    )

  async function editThenEnd(u: ReturnType<typeof user>, reason: 'expired' | 'logout') {
    signIn('MEERA')
    serveWidgets()
    const first = await open()
    await u.dblClick(await screen.findByText('WIDGET 2'))
    await u.type(nameField(), ' EDITED')
    useSessionStore.getState().signOut(reason)
    first.unmount()
  }

  it('keeps the unsaved form; the same user signing in again is offered it, and Restore reopens the record changed', async () => {
    const u = user()
    await editThenEnd(u, 'expired')
    signIn('MEERA')
    const module = widgetModule()
    await renderPage(() => <ModulePage module={module.definition} />)
    const { update } = module
    const offer = within(await screen.findByRole('dialog', { name: RESTORE_TITLE }))
    expect(offer.getByText(RESTORE_QUESTION)).toBeInTheDocument()
    await u.click(offer.getByRole('button', { name: 'Restore' }))
    await waitFor(() => expect(nameField()).toHaveValue('WIDGET 2 EDITED'))
    expect(tab('Add Widget')).toHaveAttribute('aria-selected', 'true')
    await u.click(saveButton())
    await waitFor(() => expect(update).toHaveBeenCalledWith('enc-2', { name: 'WIDGET 2 EDITED' }, {}))
  })

  it('keeps nothing once the form is saved, and offers nothing on a reload while the session lasts', async () => {
    const u = user()
    signIn('MEERA')
    serveWidgets()
    const first = await open()
    await u.dblClick(await screen.findByText('WIDGET 2'))
    await u.type(nameField(), ' EDITED')
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('WIDGET 2 EDITED'))
    await u.click(saveButton())
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull())
    await u.type(nameField(), ' AGAIN')
    await waitFor(() => expect(sessionStorage.getItem(DRAFT_KEY)).toContain('AGAIN'))
    first.unmount()
    await open()
    await screen.findByText('WIDGET 1')
    expect(screen.queryByRole('dialog', { name: RESTORE_TITLE })).not.toBeInTheDocument()
  })

  it('offers nothing to another user, nor after an explicit sign-out', async () => {
    const u = user()
    await editThenEnd(u, 'expired')
    signIn('RAVI')
    const other = await open()
    await screen.findByText('WIDGET 1')
    expect(screen.queryByRole('dialog', { name: RESTORE_TITLE })).not.toBeInTheDocument()
    other.unmount()
    await editThenEnd(u, 'logout')
    signIn('MEERA')
    await open()
    await screen.findByText('WIDGET 1')
    expect(screen.queryByRole('dialog', { name: RESTORE_TITLE })).not.toBeInTheDocument()
  })
})
