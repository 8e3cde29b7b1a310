import type { MenuItem, SecurityUser } from '../db'
import { KIND, MESSAGES, authUser, fail, http, isAdmin, ok, requireId } from '../http'
import { findRow } from '../kit'
import { commit, db } from '../provider'

/** The items a user may open, in menu order. */
function itemsOf(user: SecurityUser): MenuItem[] {
  const granted = new Set(user.treeIds)
  return db()
    .menuItems.filter((item) => granted.has(item.childId))
    .sort((a, b) => a.parentId - b.parentId || a.menuLevel - b.menuLevel)
}

/** A user asks for their own menus; an administrator may look at anyone's. */
function subjectOf(request: Request, encryptedSecurityUserId: unknown): SecurityUser {
  const caller = authUser(request)
  const id = requireId(KIND.user, encryptedSecurityUserId, 'The account')
  if (id !== caller.userId && !isAdmin(caller)) throw fail(403, MESSAGES.forbidden)
  return findRow('users', encryptedSecurityUserId)
}

function descendantsOf(items: MenuItem[], rootId: number): MenuItem[] {
  if (rootId === 0) return items
  const out: MenuItem[] = []
  const ids = new Set([rootId])
  // Items come parents first, so one pass collects every level below the root.
  for (const item of items) {
    if (!ids.has(item.parentId)) continue
    out.push(item)
    ids.add(item.childId)
  }
  return out
}

export const layoutHandlers = [
  // A user keeps only their own language: another user's id is answered as one that does not exist.
  http.post('/save-user-language', async ({ request, response }) => {
    const caller = authUser(request)
    const { encryptedSecurityUserId, language } = await request.json()
    if (requireId(KIND.user, encryptedSecurityUserId, 'The account') !== caller.userId) throw fail(404, MESSAGES.notFound('The account'))
    caller.language = language
    commit()
    return response(200).json(ok(null))
  }),

  http.post('/get-security-menu-tree-menu-list', async ({ request, response }) => {
    const { encryptedSecurityUserId, parentId } = await request.json()
    const user = subjectOf(request, encryptedSecurityUserId)
    const items = descendantsOf(itemsOf(user), parentId)
    return response(200).json(
      ok(items.map(({ parentId, childId, menuName, menuItemPageURL, menuItemIcon, menuNames }) => ({ parentId, childId, menuName, menuItemPageURL, menuItemIcon, ...(menuNames ? { menuNames } : {}) }))),
    )
  }),

  http.get('/get-security-menu-tree-header-list/{encryptedSecurityUserId}', ({ request, params, response }) => {
    const user = subjectOf(request, params.encryptedSecurityUserId)
    const items = itemsOf(user)
    const parents = new Set(items.map((i) => i.parentId))
    // Headers are the top-level groups; a top-level page (Dashboard) is already the bar's first link.
    const headers = items.filter((i) => i.parentId === 0 && parents.has(i.childId))
    return response(200).json(ok(headers.map((h) => ({ menuHeaderName: h.menuName, menuItemPageURL: h.menuItemPageURL, childId: h.childId, ...(h.menuNames ? { menuHeaderNames: h.menuNames } : {}) }))))
  }),

  http.get('/get-key-combination-list', ({ request, response }) => {
    const user = authUser(request)
    const data = itemsOf(user)
      .filter((i) => i.shortcut)
      .map((i) => ({ shortCutKey: `${i.shortcut!.commandKey}+${i.shortcut!.key}`, route: i.menuItemPageURL }))
    return response(200).json(ok({ data }))
  }),
]
