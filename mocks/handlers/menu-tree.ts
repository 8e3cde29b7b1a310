import type { CommandKey, MenuItem, Shortcut } from '../db'
import { KIND, fail, http, idOf, ok, requireAdmin } from '../http'
import { findRow } from '../kit'
import { commit, db, provider } from '../provider'

export const MENU_ADDED = 'Menu added successfully.'
export const MENU_SAVED = 'Menu updated successfully.'
export const MENU_DELETED = 'Menu deleted successfully.'
export const MENU_NOT_FOUND = 'The menu item was not found.'
export const SYSTEM_COMMAND = 'System commands are not allowed!'
export const SHORTCUT_TAKEN = (combo: string, name: string) => `The shortcut ${combo} is already used by "${name}".`
export const MENU_TOO_DEEP = 'A menu can have at most three levels.'
export const MENU_PARENT_INVALID = 'The parent menu item is not valid.'
export const MENU_HAS_LINKS = 'The menu item has child menus, role links or user accesses; confirm deleting them too.'
/** Header → group → page (the layout's sidebar shows no deeper). */
export const MAX_DEPTH = 3

const items = () => db().menuItems
const byId = (id: number) => items().find((i) => i.childId === id)

const itemOf = (encryptedTreeId: unknown): MenuItem => findRow('menuItems', encryptedTreeId)

/** The item and every item below it. */
function subtreeIds(rootId: number): Set<number> {
  const ids = new Set([rootId])
  let size = 0
  while (size !== ids.size) {
    size = ids.size
    for (const i of items()) if (ids.has(i.parentId)) ids.add(i.childId)
  }
  return ids
}

const depthOf = (id: number): number => (id === 0 ? 0 : 1 + depthOf(byId(id)?.parentId ?? 0))
const heightOf = (id: number): number => Math.max(0, ...items().filter((i) => i.parentId === id).map((i) => 1 + heightOf(i.childId)))

/** Spec 3 §5: command and key together, no clipboard commands, one item per combination. */
function shortcutOf(commandKeys: CommandKey | undefined, controls: string | undefined, except?: number): Shortcut | null {
  if (!commandKeys && !controls) return null
  if (!commandKeys || !controls) throw fail(400, commandKeys ? 'Select control' : 'Select command')
  if (commandKeys === 'CTRL' && ['V', 'C', 'X'].includes(controls)) throw fail(400, SYSTEM_COMMAND)
  const taken = items().find((i) => i.childId !== except && i.shortcut?.commandKey === commandKeys && i.shortcut.key === controls)
  if (taken) throw fail(409, SHORTCUT_TAKEN(`${commandKeys}+${controls}`, taken.menuName))
  return { commandKey: commandKeys, key: controls }
}

function requireParent(parentId: number, movingId?: number) {
  if (parentId === 0) return
  if (!byId(parentId) || (movingId !== undefined && subtreeIds(movingId).has(parentId))) throw fail(400, MENU_PARENT_INVALID)
  if (depthOf(parentId) + 1 + (movingId === undefined ? 0 : heightOf(movingId)) > MAX_DEPTH) throw fail(400, MENU_TOO_DEEP)
}

interface Node {
  id: number
  encryptedTreeId: string
  name: string
  icon: string | null
  iconClass: string | null
  isChecked?: boolean
  children: Node[]
}

/** The tree below `parentId` (0: all of it), each node ticked when `checked` holds it; `only` limits it to those items. */
export function treeOf(parentId: number, checked: ReadonlySet<number> | null, only?: ReadonlySet<number>): Node[] {
  return items()
    .filter((i) => i.parentId === parentId && (!only || only.has(i.childId)))
    .sort((a, b) => a.menuLevel - b.menuLevel || a.childId - b.childId)
    .map((i) => ({
      id: i.childId,
      encryptedTreeId: idOf(KIND.menu, i.childId),
      name: i.menuName,
      icon: i.menuItemIcon,
      iconClass: null,
      ...(checked ? { isChecked: checked.has(i.childId) } : {}),
      children: treeOf(i.childId, checked, only),
    }))
}

/** The menu tree screen (spec 3 §2.9): only an administrator reads the master tree and changes it. */
export const menuTreeHandlers = [
  http.post('/get-security-menu-tree-master-list', async ({ request, response }) => {
    requireAdmin(request)
    const { encryptedRoleId, EncryptedTreeId } = await request.json()
    let checked: Set<number> | null = null
    if (encryptedRoleId) {
      checked = new Set(findRow('roles', encryptedRoleId).treeIds)
    }
    if (EncryptedTreeId) {
      // The tree around one item: its top-level ancestor with everything below.
      let top = itemOf(EncryptedTreeId)
      while (top.parentId !== 0) top = byId(top.parentId)!
      return response(200).json(ok(treeOf(0, checked).filter((n) => n.id === top.childId)))
    }
    return response(200).json(ok(treeOf(0, checked)))
  }),

  http.post('/view-security-menu-tree-detail', async ({ request, response }) => {
    requireAdmin(request)
    const item = itemOf((await request.json()).EncryptedTreeId)
    const ids = subtreeIds(item.childId)
    return response(200).json(
      ok({
        encryptedTreeId: idOf(KIND.menu, item.childId),
        menuItemName: item.menuName,
        menuLevel: item.menuLevel,
        menuItemPageURL: item.menuItemPageURL,
        description: item.description,
        commandKeys: item.shortcut?.commandKey ?? null,
        controls: item.shortcut?.key ?? null,
        parentId: item.parentId,
        childId: item.childId,
        isChild: items().some((i) => i.parentId === item.childId),
        isRole: db().roles.some((r) => r.treeIds.some((id) => ids.has(id))),
        isUser: db().users.some((u) => u.treeIds.some((id) => ids.has(id))),
      }),
    )
  }),

  http.post('/add-security-menu-tree-details', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    const parentId = body.parentId ?? 0
    requireParent(parentId)
    const shortcut = shortcutOf(body.commandKeys, body.controls)
    const childId = provider().nextId('menuItems')
    const siblings = items().filter((i) => i.parentId === parentId)
    items().push({
      childId,
      parentId,
      menuName: body.menuItemName.trim(),
      menuItemPageURL: body.menuItemPageURL ?? '',
      menuItemIcon: null,
      menuLevel: body.menuLevel ?? Math.max(0, ...siblings.map((s) => s.menuLevel)) + 1,
      description: body.description ?? '',
      shortcut,
    })
    commit()
    return response(200).json(ok({ encryptedTreeId: idOf(KIND.menu, childId) }, MENU_ADDED))
  }),

  http.post('/update-security-menu-tree-detail', async ({ request, response }) => {
    requireAdmin(request)
    const body = await request.json()
    const item = itemOf(body.encryptedTreeId)
    const parentId = body.parentId ?? item.parentId
    if (parentId !== item.parentId) requireParent(parentId, item.childId)
    const shortcut = shortcutOf(body.commandKeys, body.controls, item.childId)
    // Names in other languages named the old English name; a new name has none until given.
    if (item.menuName !== body.menuItemName.trim()) delete item.menuNames
    Object.assign(item, {
      parentId,
      menuName: body.menuItemName.trim(),
      menuItemPageURL: body.menuItemPageURL ?? '',
      menuLevel: body.menuLevel ?? item.menuLevel,
      description: body.description ?? '',
      shortcut,
    })
    commit()
    return response(200).json(ok(null, MENU_SAVED))
  }),

  http.delete('/delete-security-menu-tree-detail', async ({ request, response }) => {
    requireAdmin(request)
    const { encryptedTreeId, isChild, isRole, isUser } = await request.json()
    const item = itemOf(encryptedTreeId)
    const gone = subtreeIds(item.childId)
    const hasChild = gone.size > 1
    const hasRole = db().roles.some((r) => r.treeIds.some((id) => gone.has(id)))
    const hasUser = db().users.some((u) => u.treeIds.some((id) => gone.has(id)))
    // The flags confirm what hangs on the item; a stale screen must not delete more than it showed.
    if ((hasChild && !isChild) || (hasRole && !isRole) || (hasUser && !isUser)) throw fail(409, MENU_HAS_LINKS)
    const store = db()
    store.menuItems = store.menuItems.filter((i) => !gone.has(i.childId))
    for (const r of store.roles) r.treeIds = r.treeIds.filter((id) => !gone.has(id))
    for (const u of store.users) u.treeIds = u.treeIds.filter((id) => !gone.has(id))
    commit()
    return response(200).json(ok(null, MENU_DELETED))
  }),
]
