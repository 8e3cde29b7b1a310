import type { Role } from '../db'
import { KIND, authUser, fail, http, idOf, ok, requireAdmin } from '../http'
import { findRow, listOf, unique } from '../kit'
import { commit, db, provider } from '../provider'

export const ROLE_ADDED = 'Role added successfully.'
export const ROLE_SAVED = 'Role updated.'
export const ROLE_EXISTS = (name: string) => `The role "${name}" already exists.`
export const ROLE_NOT_FOUND = 'The role was not found.'
export const MENU_ITEM_UNKNOWN = (id: number) => `The menu item ${id} does not exist.`
export const ROLE_HAS_ITEM = (id: number) => `The role already has menu item ${id}.`
export const ROLE_LACKS_ITEM = (id: number) => `The role does not have menu item ${id}.`

const uniqueRole = (name: string, except?: number) => unique('roles', 'roleName', name, ROLE_EXISTS, { except })
const roleOf = (encryptedRoleId: unknown): Role => findRow('roles', encryptedRoleId)

function requireMenuItem(treeId: number) {
  if (!db().menuItems.some((i) => i.childId === treeId)) throw fail(400, MENU_ITEM_UNKNOWN(treeId))
}

const rowOf = (r: Role) => ({ roleId: String(r.roleId), roleName: r.roleName, encryptedRoleId: idOf(KIND.role, r.roleId), status: r.status })
const sorted = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b)

/** Roles (spec 3 §2.3): everyone signed in reads them (dropdowns); only an administrator changes them. */
export const roleHandlers = [
  http.post('/role-master-list', async ({ request, response }) => {
    authUser(request)
    const body = await request.json()
    const { rows, totalCount } = listOf(db().roles, body, { search: (r) => [r.roleName, r.roleId], sort: (a, b) => a.roleId - b.roleId, all: body.isDropDown })
    return response(200).json(ok({ totalCount, roleMasterList: rows.map(rowOf) }))
  }),

  http.get('/security-role-master-list', ({ request, response }) => {
    authUser(request)
    const rows = db().roles.filter((r) => r.status === 'A')
    return response(200).json(ok({ roleList: rows.map(rowOf), totalCount: rows.length }))
  }),

  http.post('/add-role-master', async ({ request, response }) => {
    requireAdmin(request)
    const { roleName, status, treeIds } = await request.json()
    uniqueRole(roleName)
    treeIds.forEach(requireMenuItem)
    const roleId = provider().nextId('roles')
    db().roles.push({ roleId, roleName: roleName.trim(), status, treeIds: sorted(treeIds) })
    commit()
    return response(200).json(ok({ encryptedRoleId: idOf(KIND.role, roleId) }, ROLE_ADDED))
  }),

  http.post('/view-role-master-detail', async ({ request, response }) => {
    requireAdmin(request)
    const role = roleOf((await request.json()).encryptedRoleId)
    return response(200).json(ok({ ...rowOf(role), encryptedRoleId: idOf(KIND.role, role.roleId), treeIds: [...role.treeIds] }))
  }),

  http.post('/update-role-master', async ({ request, response }) => {
    requireAdmin(request)
    const { encryptedRoleId, roleName, status } = await request.json()
    const role = roleOf(encryptedRoleId)
    uniqueRole(roleName, role.roleId)
    Object.assign(role, { roleName: roleName.trim(), status })
    commit()
    return response(200).json(ok(null, ROLE_SAVED))
  }),

  http.post('/add-menu-role-association', async ({ request, response }) => {
    requireAdmin(request)
    const { encryptedRoleId, treeId } = await request.json()
    const role = roleOf(encryptedRoleId)
    requireMenuItem(treeId)
    if (role.treeIds.includes(treeId)) throw fail(409, ROLE_HAS_ITEM(treeId))
    role.treeIds = sorted([...role.treeIds, treeId])
    commit()
    return response(200).json(ok(null, 'Menu item added to the role.'))
  }),

  http.delete('/delete-security-role-menu-association-detail', async ({ request, response }) => {
    requireAdmin(request)
    const { encryptedRoleId, treeId } = await request.json()
    const role = roleOf(encryptedRoleId)
    if (!role.treeIds.includes(treeId)) throw fail(404, ROLE_LACKS_ITEM(treeId))
    role.treeIds = role.treeIds.filter((id) => id !== treeId)
    commit()
    return response(200).json(ok(null, 'Menu item removed from the role.'))
  }),
]
