import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/texts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { provider } from '@mocks/provider'
import { MENU_ADDED, MENU_DELETED, MENU_SAVED, SHORTCUT_TAKEN } from '@mocks/handlers/menu-tree'
import { SAVE_QUESTION } from '@/shell/unsaved-guard'
import { openModule } from '../../../tests/support/open-module'
import { EMPTY, MESSAGES, menuSchema } from './schema'

const user = () => userEvent.setup()
const saveButton = () => screen.getByRole('button', { name: 'Save' })
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}`))
const items = () => provider().db.menuItems
const tree = () => within(screen.getByRole('navigation', { name: 'Menu items' }))

async function open() {
  const app = await openModule('/security-menu-tree', 'Menu Tree', { list: false })
  await tree().findByRole('button', { name: 'Court Master' })
  return app
}

async function select(u: ReturnType<typeof user>, name: string) {
  await u.click(tree().getByRole('button', { name }))
  await waitFor(() => expect(field('Menu Name')).toHaveValue(name))
}

describe('menu validation (spec 3 §5)', () => {
  const messages = (value: Partial<typeof EMPTY>) => {
    const result = menuSchema.safeParse({ ...EMPTY, menuItemName: 'Reports', ...value })
    return result.success ? [] : result.error.issues.map((i) => i.message)
  }
  it.each([
    [{ menuItemName: '' }, [MESSAGES.name]],
    [{ menuItemName: 'A'.repeat(255) }, []],
    [{ menuItemName: 'A'.repeat(256) }, [MESSAGES.nameTooLong]],
    [{ menuItemPageURL: '/'.repeat(255) }, []],
    [{ menuItemPageURL: '/'.repeat(256) }, [MESSAGES.urlTooLong]],
    [{ menuLevel: '99' }, []],
    [{ menuLevel: '100' }, [MESSAGES.order]],
    [{ commandKeys: 'ALT' }, [MESSAGES.selectControl]],
    [{ controls: 'K' }, [MESSAGES.selectCommand]],
    [{ commandKeys: 'CTRL', controls: 'V' }, [MESSAGES.systemCommand]],
    [{ commandKeys: 'CTRL', controls: 'C' }, [MESSAGES.systemCommand]],
    [{ commandKeys: 'CTRL', controls: 'X' }, [MESSAGES.systemCommand]],
    [{ commandKeys: 'CTRL', controls: 'B' }, []],
    [{ commandKeys: 'SHIFT', controls: 'V' }, []],
    [{ commandKeys: 'ALT', controls: '9' }, []],
  ])('%j → %j', (value, expected) => expect(messages(value)).toEqual(expected))
})

describe('Menu Tree', () => {
  it('loads a selected item for edit, and a saved shortcut works in the layout at once', async () => {
    const u = user()
    const { router } = await open()
    expect(screen.getByRole('tab', { name: 'Add Menu' })).toHaveAttribute('aria-selected', 'true')
    await select(u, 'Court Master')
    expect(field('URL')).toHaveValue('/court-master')
    expect(field('Command Key')).toHaveValue('CTRL')
    expect(field('Key')).toHaveValue('M')
    expect(tree().getByRole('button', { name: 'Court Master' })).toHaveAttribute('aria-current', 'true')
    expect(saveButton()).toBeDisabled()
    await u.selectOptions(field('Command Key'), 'ALT')
    await u.selectOptions(field('Key'), 'K')
    await u.click(saveButton())
    expect(await screen.findByText(MENU_SAVED)).toBeInTheDocument()
    expect(items().find((i) => i.childId === 43)!.shortcut).toEqual({ commandKey: 'ALT', key: 'K' })
    await waitFor(() => expect(saveButton()).toBeDisabled())
    // The layout reads the shortcut list again: ALT+K now opens the court master.
    await waitFor(async () => {
      await u.keyboard('{Alt>}k{/Alt}')
      expect(router.state.location.pathname).toBe('/court-master')
    })
  })

  it('adds at the top level, then under the selected item', async () => {
    const u = user()
    await open()
    expect(screen.getByText(/New menu under/)).toHaveTextContent('None (top level)')
    await u.type(field('Menu Name'), 'Help')
    await u.type(field('URL'), '/help')
    await u.type(field('Order By'), '9x9')
    expect(field('Order By')).toHaveValue('99')
    await u.click(saveButton())
    expect(await screen.findByText(MENU_ADDED)).toBeInTheDocument()
    const help = items().find((i) => i.menuName === 'Help')!
    expect(help).toEqual(expect.objectContaining({ parentId: 0, menuItemPageURL: '/help', menuLevel: 99, shortcut: null }))
    expect(await tree().findByRole('button', { name: 'Help' })).toBeInTheDocument()
    // The new item is now the one being edited: 'Add menu under item' puts the next one under it.
    await u.click(screen.getByRole('button', { name: 'Add menu under item' }))
    expect(screen.getByText(/New menu under/)).toHaveTextContent('Help')
    expect(field('Menu Name')).toHaveValue('')
    await u.type(field('Menu Name'), 'User guide')
    await u.selectOptions(field('Command Key'), 'SHIFT')
    await u.selectOptions(field('Key'), 'G')
    await u.click(saveButton())
    await waitFor(() => expect(screen.getAllByText(MENU_ADDED)).toHaveLength(2))
    expect(items().find((i) => i.menuName === 'User guide')).toEqual(
      expect.objectContaining({ parentId: help.childId, shortcut: { commandKey: 'SHIFT', key: 'G' } }),
    )
  })

  it('Reset clears the form back to a new top-level item', async () => {
    const u = user()
    await open()
    await select(u, 'Masters')
    await u.click(screen.getByRole('button', { name: 'Reset' }))
    expect(field('Menu Name')).toHaveValue('')
    expect(screen.getByText(/New menu under/)).toHaveTextContent('None (top level)')
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled()
  })

  it('shows the shortcut messages on the form', async () => {
    const u = user()
    await open()
    await u.type(field('Menu Name'), 'Paste')
    await u.selectOptions(field('Command Key'), 'CTRL')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.selectControl)).toBeInTheDocument()
    await u.selectOptions(field('Key'), 'V')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.systemCommand)).toBeInTheDocument()
    await u.selectOptions(field('Command Key'), '')
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.selectCommand)).toBeInTheDocument()
    await u.clear(field('Menu Name'))
    await u.click(saveButton())
    expect(await screen.findByText(MESSAGES.name)).toBeInTheDocument()
    expect(field('Menu Name')).toHaveFocus()
  })

  it('refuses a shortcut another item has, with the provider message', async () => {
    const u = user()
    await open()
    await select(u, 'Court Master')
    await u.selectOptions(field('Command Key'), 'ALT')
    await u.selectOptions(field('Key'), 'D')
    await u.click(saveButton())
    expect(await screen.findByText(SHORTCUT_TAKEN('ALT+D', 'Dashboard'))).toBeInTheDocument()
    expect(saveButton()).toBeEnabled()
  })

  it('deletes after asking, with its child menus, role links and user accesses', async () => {
    const u = user()
    await open()
    await select(u, 'Client Reports')
    await u.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' })
    expect(dialog).toHaveTextContent(MESSAGES.deleteQuestion)
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(items().some((i) => i.childId === 22)).toBe(true)
    await u.click(screen.getByRole('button', { name: 'Delete' }))
    await u.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText(MENU_DELETED)).toBeInTheDocument()
    const gone = [22, 23, 24, 25]
    expect(items().filter((i) => gone.includes(i.childId))).toEqual([])
    expect(provider().db.roles.flatMap((r) => r.treeIds).filter((id) => gone.includes(id))).toEqual([])
    expect(provider().db.users.flatMap((x) => x.treeIds).filter((id) => gone.includes(id))).toEqual([])
    await waitFor(() => expect(tree().queryByRole('button', { name: 'Client Reports' })).not.toBeInTheDocument())
    expect(field('Menu Name')).toHaveValue('')
  })

  it('asks before dropping changes: Discard loads the other item, Save saves and leaves', async () => {
    const u = user()
    const { router } = await open()
    await select(u, 'Court Master')
    await u.type(field('Description'), ' X')
    await u.click(tree().getByRole('button', { name: 'Masters' }))
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' })
    expect(dialog).toHaveTextContent(SAVE_QUESTION)
    await u.click(within(dialog).getByRole('button', { name: 'Discard' }))
    await waitFor(() => expect(field('Menu Name')).toHaveValue('Masters'))
    expect(items().find((i) => i.childId === 43)!.description).toBe('COURT MASTER')
    await u.type(field('Description'), ' groups')
    await u.click(screen.getByRole('button', { name: 'Exit' }))
    await u.click(within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'))
    expect(items().find((i) => i.childId === 40)!.description).toBe('MASTERS GROUPS')
  })
})

describe('Menu Tree in Hindi', () => {
  afterEach(() => chooseLanguage('en'))

  it('shows the page, its form and its delete question in Hindi', async () => {
    await chooseLanguage('hi')
    const u = user()
    await openModule('/security-menu-tree', 'मेनू ट्री', { list: false })
    const nav = within(screen.getByRole('navigation', { name: 'मेनू' }))
    await u.click(await nav.findByRole('button', { name: 'Court Master' }))
    await waitFor(() => expect(screen.getByLabelText(/^मेनू का नाम/)).toHaveValue('Court Master'))
    expect(screen.getByText('बदल रहे हैं:')).toBeInTheDocument()
    await u.click(screen.getByRole('button', { name: 'हटाएँ' }))
    expect(await screen.findByText(/^क्या आप सच में यह मेनू हटाना चाहते हैं\?/)).toBeInTheDocument()
  })
})
