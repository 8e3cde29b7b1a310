import { describe, expect, it } from 'vitest'
import { api } from '@/api/client'
import { ApiError } from '@/api/errors'
import { provider } from '@mocks/provider'
import { encryptId } from '@mocks/db'
import { MENU_HAS_LINKS, MENU_TOO_DEEP, SHORTCUT_TAKEN, SYSTEM_COMMAND } from '@mocks/handlers/menu-tree'
import { ROLE_EXISTS } from '@mocks/handlers/roles'
import { signInAs } from '../support/session'

const failure = (call: Promise<unknown>) => call.then(() => null, (e: unknown) => (e instanceof ApiError ? { status: e.status, message: e.message } : e))
const menu = (id: number) => encryptId('menu', id)
const role = (id: number) => encryptId('role', id)

describe('roles (mock provider rules)', () => {
  it('roles are read and changed by a menu holding the role screens (the administrator), not by an advocate', async () => {
    const advocate = await signInAs('advocate')
    // The advocate's menu has neither the Security Role Master nor the Advocate screen (its licence picker).
    expect(await failure(api.POST('/role-master-list', { body: { encryptedUserId: advocate.encryptedSecurityUserId, pageNumber: 1, pageSize: 2 } }))).toMatchObject({ status: 403 })
    expect(await failure(api.POST('/add-role-master', { body: { roleName: 'X', status: 'A', treeIds: [1], addUser: 'X' } }))).toMatchObject({ status: 403 })
    const session = await signInAs('admin')
    const { data } = await api.POST('/role-master-list', { body: { encryptedUserId: session.encryptedSecurityUserId, pageNumber: 1, pageSize: 2 } })
    expect(data!.data.roleMasterList).toHaveLength(2)
    expect(data!.data.totalCount).toBe(provider().db.roles.length)
    const dropdown = (await api.GET('/security-role-master-list', { params: { query: { encryptedUserId: session.encryptedSecurityUserId } } })).data!.data.roleList!
    expect(dropdown.every((r) => r.status === 'A')).toBe(true)
  })

  it('keeps role names unique ignoring case, on create and update', async () => {
    await signInAs('admin')
    expect(await failure(api.POST('/add-role-master', { body: { roleName: 'staff user', status: 'A', treeIds: [1], addUser: 'ADMIN' } }))).toEqual({
      status: 409,
      message: ROLE_EXISTS('STAFF USER'),
    })
    expect(await failure(api.POST('/update-role-master', { body: { encryptedRoleId: role(1), roleName: 'Staff User', status: 'A', ModifyUser: 'ADMIN' } }))).toMatchObject({ status: 409 })
    await api.POST('/update-role-master', { body: { encryptedRoleId: role(4), roleName: 'STAFF USER', status: 'S', ModifyUser: 'ADMIN' } })
    expect(provider().db.roles[3].status).toBe('S')
  })

  it('adds and removes one menu item at a time, refusing unknown and repeated ones', async () => {
    await signInAs('admin')
    const encryptedRoleId = role(4)
    expect(await failure(api.POST('/add-menu-role-association', { body: { encryptedRoleId, treeId: 999 } }))).toMatchObject({ status: 400 })
    expect(await failure(api.POST('/add-menu-role-association', { body: { encryptedRoleId, treeId: 1 } }))).toMatchObject({ status: 409 })
    await api.POST('/add-menu-role-association', { body: { encryptedRoleId, treeId: 43 } })
    await api.DELETE('/delete-security-role-menu-association-detail', { body: { encryptedRoleId, treeId: 1 } })
    const detail = (await api.POST('/view-role-master-detail', { body: { encryptedRoleId } })).data!.data
    expect(detail.treeIds).toContain(43)
    expect(detail.treeIds).not.toContain(1)
    expect(await failure(api.DELETE('/delete-security-role-menu-association-detail', { body: { encryptedRoleId, treeId: 1 } }))).toMatchObject({ status: 404 })
  })
})

describe('menu tree (mock provider rules)', () => {
  const item = { menuItemName: 'Help', menuItemPageURL: '/help', parentId: 0 }

  it('answers the tree with encrypted ids, and marks a role\u2019s items', async () => {
    await signInAs('admin')
    const tree = (await api.POST('/get-security-menu-tree-master-list', { body: { encryptedRoleId: role(4) } })).data!.data
    const dataEntry = tree.find((n) => n.id === 10)!
    expect(dataEntry.encryptedTreeId).toBe(menu(10))
    expect(dataEntry.isChecked).toBe(true)
    expect(tree.find((n) => n.id === 40)!.isChecked).toBe(false)
    const around = (await api.POST('/get-security-menu-tree-master-list', { body: { EncryptedTreeId: menu(23) } })).data!.data
    expect(around.map((n) => n.id)).toEqual([20])
  })

  it('refuses clipboard shortcuts, half shortcuts, taken shortcuts and a fourth level; only for administrators', async () => {
    await signInAs('admin')
    expect(await failure(api.POST('/add-security-menu-tree-details', { body: { ...item, commandKeys: 'CTRL', controls: 'C' } as never }))).toEqual({
      status: 400,
      message: SYSTEM_COMMAND,
    })
    expect(await failure(api.POST('/add-security-menu-tree-details', { body: { ...item, commandKeys: 'ALT' } as never }))).toMatchObject({ status: 400 })
    expect(await failure(api.POST('/add-security-menu-tree-details', { body: { ...item, commandKeys: 'CTRL', controls: 'M' } }))).toEqual({
      status: 409,
      message: SHORTCUT_TAKEN('CTRL+M', 'Court Master'),
    })
    expect(await failure(api.POST('/add-security-menu-tree-details', { body: { ...item, parentId: 23 } }))).toEqual({ status: 400, message: MENU_TOO_DEEP })
    // The same item may keep its own shortcut on update.
    await api.POST('/update-security-menu-tree-detail', { body: { encryptedTreeId: menu(43), menuItemName: 'Court Master', commandKeys: 'CTRL', controls: 'M' } })
    await signInAs('clerk')
    expect(await failure(api.POST('/add-security-menu-tree-details', { body: item }))).toMatchObject({ status: 403 })
    expect(await failure(api.POST('/get-security-menu-tree-master-list', { body: {} }))).toMatchObject({ status: 403 })
  })

  it('deletes only what the flags confirm, then cascades to children, roles and users', async () => {
    await signInAs('admin')
    const detail = (await api.POST('/view-security-menu-tree-detail', { body: { EncryptedTreeId: menu(10) } })).data!.data
    expect(detail).toMatchObject({ isChild: true, isRole: true, isUser: true, parentId: 0, childId: 10 })
    expect(await failure(api.DELETE('/delete-security-menu-tree-detail', { body: { encryptedTreeId: menu(10), isChild: true, isRole: false, isUser: true } }))).toEqual({
      status: 409,
      message: MENU_HAS_LINKS,
    })
    await api.DELETE('/delete-security-menu-tree-detail', { body: { encryptedTreeId: menu(10), isChild: true, isRole: true, isUser: true } })
    const gone = [10, 11, 12, 13, 14, 15]
    const { db } = provider()
    expect(db.menuItems.some((i) => gone.includes(i.childId))).toBe(false)
    expect([...db.roles, ...db.users].some((x) => x.treeIds.some((id) => gone.includes(id)))).toBe(false)
    // The advocate's SHIFT+C (Client) went with the item.
    await signInAs('advocate')
    const shortcuts = (await api.GET('/get-key-combination-list')).data!.data.data
    expect(shortcuts.some((s) => s.route === '/client')).toBe(false)
  })
})
