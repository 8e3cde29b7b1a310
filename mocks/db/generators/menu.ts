import type { CommandKey, MenuItem, Role } from '../types'

type Entry = [childId: number, parentId: number, name: string, url: string, icon: string | null, shortcut?: `${CommandKey}+${string}`]

/**
 * The menu tree. Top-level items are the menu headers; a header links to its first child's
 * page. At most three levels (header → group → page). Ids are fixed so tests and stored
 * menu access stay meaningful across reseeds.
 */
const TREE: Entry[] = [
  [1, 0, 'Dashboard', '/dashboard', 'dashboard', 'ALT+D'],

  [10, 0, 'Data Entry', '/client', 'briefcase'],
  [11, 10, 'Client', '/client', 'users', 'SHIFT+C'],
  [12, 10, 'Case Registration', '/case-registration', 'briefcase', 'SHIFT+R'],
  [13, 10, 'Case Next Date', '/case-next-date', 'calendar', 'SHIFT+N'],
  [14, 10, 'File Placement', '/file-placement', 'folder', 'SHIFT+F'],
  [15, 10, 'Client Payment', '/client-payment', 'indian-rupee', 'SHIFT+P'],
  [16, 10, 'Court Day', '/court-day', 'gavel'],

  [20, 0, 'Reports', '/case-schedule', 'file-text'],
  [21, 20, 'Case Schedule', '/case-schedule', 'calendar', 'SHIFT+S'],
  [22, 20, 'Client Reports', '/client-report', 'users'],
  [23, 22, 'Client Statement of Account', '/client-report', null],
  [24, 22, 'Cash Collection Report', '/client-payment-report', 'indian-rupee'],
  [25, 22, 'Client List Report', '/client-detail', null],
  [26, 20, 'Case Reports', '/case-list-report', 'gavel'],
  [27, 26, 'Case List Report', '/case-list-report', null, 'SHIFT+1'],
  [28, 26, 'Pending Action Report', '/pending-action-report', 'file-text'],

  [30, 0, 'Administration', '/advocate', 'shield'],
  [31, 30, 'Advocate', '/advocate', 'gavel', 'ALT+A'],
  [32, 30, 'User', '/user', 'users', 'ALT+U'],
  [33, 30, 'Security Role Master', '/security-role-master', 'shield'],
  [34, 30, 'Menu Tree', '/security-menu-tree', 'list-tree'],
  [35, 30, 'Customer Inquiry', '/customer-inquiry', null],

  [40, 0, 'Masters', '/country-master', 'map'],
  [41, 40, 'Country Master', '/country-master', 'map'],
  [42, 40, 'Court Type Master', '/court-type-master', 'building'],
  [43, 40, 'Court Master', '/court-master', 'gavel', 'CTRL+M'],
  [44, 40, 'Case Type Master', '/case-type-master', null],
  [45, 40, 'Litigation Type Master', '/litigation-type-master', 'book-open'],

  [50, 0, 'Settings', '/change-password', 'settings'],
  [51, 50, 'Change Password', '/change-password', 'key'],
  [52, 50, 'Profile', '/profile', 'user'],
  [53, 50, 'Subscription List', '/subscription-list', 'indian-rupee'],
  [54, 50, 'System Settings', '/system-settings', 'settings'],
  [55, 50, 'Client Messages', '/client-message-templates', 'users'],
]

export function generateMenuItems(): MenuItem[] {
  const order = new Map<number, number>()
  return TREE.map(([childId, parentId, menuName, menuItemPageURL, menuItemIcon, combo]) => {
    const menuLevel = (order.get(parentId) ?? 0) + 1
    order.set(parentId, menuLevel)
    const [commandKey, key] = combo ? (combo.split('+') as [CommandKey, string]) : []
    return {
      childId, parentId, menuName, menuItemPageURL, menuItemIcon, menuLevel,
      description: menuName.toUpperCase(),
      shortcut: commandKey && key ? { commandKey, key } : null,
    }
  })
}

/** What each kind of account sees, as pages; headers and groups follow from the tree. */
export const ADMIN_PAGES = [
  '/advocate', '/user', '/security-role-master', '/security-menu-tree', '/customer-inquiry',
  '/country-master', '/court-type-master', '/court-master', '/case-type-master', '/litigation-type-master',
  '/change-password', '/subscription-list', '/system-settings', '/client-message-templates',
]
export const ADVOCATE_PAGES = [
  '/dashboard', '/client', '/case-registration', '/case-next-date', '/court-day', '/file-placement', '/client-payment',
  '/case-schedule', '/client-report', '/client-payment-report', '/client-detail', '/case-list-report', '/pending-action-report',
  '/change-password', '/profile', '/subscription-list', '/client-message-templates',
]
export const STAFF_PAGES = ['/dashboard', '/client', '/case-registration', '/case-next-date', '/court-day', '/file-placement', '/change-password']
const BASIC_PAGES = ADVOCATE_PAGES.filter((p) => !['/client-payment', '/client-report', '/client-payment-report', '/client-detail', '/pending-action-report'].includes(p))

/** The tree ids granting `pages`: each page's leaf plus all its ancestors, sorted. */
export function treeIdsFor(items: MenuItem[], pages: string[]): number[] {
  const byId = new Map(items.map((i) => [i.childId, i]))
  const parents = new Set(items.map((i) => i.parentId))
  const ids = new Set<number>()
  for (const item of items) {
    if (parents.has(item.childId) || !pages.includes(item.menuItemPageURL)) continue
    for (let at: MenuItem | undefined = item; at && !ids.has(at.childId); at = byId.get(at.parentId)) ids.add(at.childId)
  }
  return [...ids].sort((a, b) => a - b)
}

/** `ids` plus every ancestor of each, sorted: what a ticked leaf in the access tree implies. */
export function withAncestors(items: MenuItem[], ids: Iterable<number>): number[] {
  const byId = new Map(items.map((i) => [i.childId, i]))
  const out = new Set<number>()
  for (const id of ids) for (let at = byId.get(id); at && !out.has(at.childId); at = byId.get(at.parentId)) out.add(at.childId)
  return [...out].sort((a, b) => a - b)
}

/** Licence roles sold to advocates, plus the staff and administrator bundles. */
export function generateRoles(items: MenuItem[]): Role[] {
  const roles: [string, string[], 'A' | 'S'][] = [
    ['ADVOCATE LICENCE BASIC', BASIC_PAGES, 'A'],
    ['ADVOCATE LICENCE STANDARD', ADVOCATE_PAGES.filter((p) => p !== '/pending-action-report'), 'A'],
    ['ADVOCATE LICENCE PREMIUM', ADVOCATE_PAGES, 'A'],
    ['STAFF USER', STAFF_PAGES, 'A'],
    ['ADMINISTRATOR', ADMIN_PAGES, 'A'],
    ['TRIAL LICENCE (30 DAYS)', BASIC_PAGES, 'S'],
  ]
  return roles.map(([roleName, pages, status], i) => ({ roleId: i + 1, roleName, status, treeIds: treeIdsFor(items, pages) }))
}

export const ROLE_PRICES: Record<number, number> = { 1: 12000, 2: 18000, 3: 24000 }
