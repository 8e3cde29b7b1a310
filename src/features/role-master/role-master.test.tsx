import { translate } from '@/i18n/texts'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/texts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { server } from '@mocks/node'
import { provider } from '@mocks/provider'
import { ROLE_ADDED, ROLE_EXISTS } from '@mocks/handlers/roles'
import { openModule } from '../../../tests/support/open-module'
import { MESSAGES, diffTreeIds, roleSchema } from './schema'

const user = () => userEvent.setup()
const saveButton = () => screen.getByRole('button', { name: translate('Save') })
const nameField = () => screen.getByLabelText(/^Role Name/)
const box = (name: string) => screen.getByRole('checkbox', { name })
const failOnce = (method: 'post' | 'delete', path: string, message = 'The server had a problem.') =>
  server.use(http[method](`*/api${path}`, () => HttpResponse.json({ status: 500, message, data: null }, { status: 500 }), { once: true }))
const roles = () => provider().db.roles

const open = () => openModule('/security-role-master', 'Role Master')

async function openRole(u: ReturnType<typeof user>, name: string) {
  const row = screen.getByRole('row', { name: new RegExp(name) })
  await u.dblClick(row)
  await waitFor(() => expect(nameField()).toHaveValue(name))
  await screen.findByRole('checkbox', { name: 'Dashboard' })
}

describe('role validation (spec 3 §5)', () => {
  const valid = { roleName: 'CLERK', treeIds: [1], status: 'A' as const }
  const messages = (value: object) => {
    const result = roleSchema.safeParse({ ...valid, ...value })
    return result.success ? [] : result.error.issues.map((i) => i.message)
  }
  it.each([
    [{ roleName: '' }, [MESSAGES.name]],
    [{ roleName: '   ' }, [MESSAGES.name]],
    [{ roleName: 'A'.repeat(100) }, []],
    [{ roleName: 'A'.repeat(101) }, [MESSAGES.nameTooLong]],
    [{ treeIds: [] }, [MESSAGES.tree]],
    [{ treeIds: [7] }, []],
  ])('%j → %j', (value, expected) => expect(messages(value)).toEqual(expected))
  it('diffs menu items into removed and added', () => expect(diffTreeIds([1, 2, 3], [2, 3, 4])).toEqual({ removed: [1], added: [4] }))
})

describe('Role Master', () => {
  it('lists role id, name and status as words', async () => {
    await open()
    for (const name of ['Role Id', 'Role Name', 'Active Status']) expect(screen.getByRole('columnheader', { name })).toBeInTheDocument()
    const trial = screen.getByRole('row', { name: /TRIAL LICENCE/ })
    expect(within(trial).getByText('Suspended')).toBeInTheDocument()
    expect(within(screen.getByRole('row', { name: /STAFF USER/ })).getByText('Active')).toBeInTheDocument()
  })

  it('creates a role from ticked menu items; ticking a parent ticks its children', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    expect(screen.getByLabelText(/^Status/)).toHaveValue('A')
    await u.type(nameField(), 'Masters clerk')
    await u.click(await screen.findByRole('checkbox', { name: 'Masters' }))
    expect(box('Court Master')).toBeChecked()
    await u.click(box('Court Master'))
    expect(box('Masters')).toBePartiallyChecked()
    await u.click(saveButton())
    expect(await screen.findByText(ROLE_ADDED)).toBeInTheDocument()
    expect(roles().find((r) => r.roleName === 'MASTERS CLERK')).toEqual(expect.objectContaining({ status: 'A', treeIds: [40, 41, 42, 44, 45] }))
  })

  it('asks for a name and at least one menu item, and focuses the first error', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    await u.type(nameField(), ' ')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.name)).toBeInTheDocument()
    expect(screen.getByText(MESSAGES.tree)).toBeInTheDocument()
    expect(nameField()).toHaveFocus()
    await u.type(nameField(), 'X')
    await u.click(saveButton())
    await waitFor(() => expect(screen.queryByText(MESSAGES.name)).not.toBeInTheDocument())
    expect(screen.getByText(MESSAGES.tree)).toBeInTheDocument()
  })

  it('updates name, status and menu items in steps: removed first, then added', async () => {
    const u = user()
    await open()
    await openRole(u, 'STAFF USER')
    expect(saveButton()).toBeDisabled()
    expect(box('File Placement')).toBeChecked()
    expect(box('Data Entry')).toBePartiallyChecked()
    await u.click(box('File Placement'))
    await u.click(box('Court Master'))
    await u.selectOptions(screen.getByLabelText(/^Status/), 'S')
    const calls: string[] = []
    server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname.replace('/api/', '')))
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    server.events.removeAllListeners()
    const staff = roles().find((r) => r.roleName === 'STAFF USER')!
    expect(staff.status).toBe('S')
    expect(staff.treeIds).toContain(43)
    expect(staff.treeIds).toContain(40)
    expect(staff.treeIds).not.toContain(14)
    expect(calls.filter((c) => !c.startsWith('get-') && c !== 'role-master-list')).toEqual([
      'view-role-master-detail',
      'update-role-master',
      'delete-security-role-menu-association-detail',
      'add-menu-role-association',
      'add-menu-role-association',
    ])
  })

  it('stops at the first failing step, says which, keeps the form, and finishes on the next save', async () => {
    const u = user()
    await open()
    await openRole(u, 'STAFF USER')
    await u.clear(nameField())
    await u.type(nameField(), 'Office staff')
    await u.click(box('File Placement'))
    await u.click(box('Court Master'))
    failOnce('delete', '/delete-security-role-menu-association-detail', 'Menu link is locked.')
    await u.click(saveButton())
    expect(await screen.findByText(/Role not fully saved: removing menu item "File Placement" failed\. Menu link is locked\./)).toBeInTheDocument()
    const staff = () => roles().find((r) => r.roleId === 4)!
    // Step 1 was saved; the later steps were skipped.
    expect(staff().roleName).toBe('OFFICE STAFF')
    expect(staff().treeIds).toContain(14)
    expect(staff().treeIds).not.toContain(43)
    expect(nameField()).toHaveValue('Office staff')
    expect(box('File Placement')).not.toBeChecked()
    expect(saveButton()).toBeEnabled()
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.updated)).toBeInTheDocument()
    expect(staff().treeIds).not.toContain(14)
    expect(staff().treeIds).toContain(43)
  })

  it('refuses a duplicate name whatever its case', async () => {
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    await u.type(nameField(), 'staff user')
    await u.click(await screen.findByRole('checkbox', { name: 'Dashboard' }))
    await u.click(saveButton())
    expect(await screen.findByText(ROLE_EXISTS('STAFF USER'))).toBeInTheDocument()
  })

  it('shows the server message when the role cannot be fetched', async () => {
    const u = user()
    await open()
    failOnce('post', '/view-role-master-detail', 'Role is being edited elsewhere.')
    await u.dblClick(screen.getByRole('row', { name: /STAFF USER/ }))
    expect(await screen.findByText('Role is being edited elsewhere.')).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Add Role' })).toBeDisabled()
  })

})

describe('Role Master in Marathi', () => {
  afterEach(() => chooseLanguage('en'))

  it('shows the role form and its rule message in Marathi', async () => {
    await chooseLanguage('mr')
    const u = user()
    await open()
    await u.click(screen.getByRole('button', { name: translate('New') }))
    const name = await screen.findByLabelText(/^भूमिकेचे नाव/)
    await u.type(name, ' ')
    await u.click(saveButton())
    expect(await screen.findByText('भूमिकेचे नाव लिहा')).toBeInTheDocument()
    expect(screen.getByRole('group', { name: /^मेनू/ })).toBeInTheDocument()
  })
})
