import type { CommandKey, MenuItem, Role } from '../types'

/**
 * Who sees a page, in words: `admin`, `staff`, and the advocate licences `basic` (every licence), `standard`
 * (standard and premium) and `premium`. `list` marks an administrator's list page that the end-to-end walks open
 * (paged list, New, a form showing errors). Headers and groups leave it empty: they follow from their pages.
 */
type SeenBy = string

type Entry = [childId: number, parentId: number, name: string, url: string, icon: string | null, seenBy: SeenBy, shortcut?: `${CommandKey}+${string}`]

/**
 * The menu tree, and the one list of pages: the menu, each account's and licence's access (which the
 * provider's access rules read) and the end-to-end page walks all come from it. Top-level items are the
 * menu headers; a header links to its first child's page. At most three levels (header → group → page).
 * Ids are fixed so tests and stored menu access stay meaningful across reseeds.
 */
const TREE: Entry[] = [
  [1, 0, 'Dashboard', '/dashboard', 'dashboard', 'basic staff', 'ALT+D'],

  [10, 0, 'Data Entry', '/client', 'briefcase', ''],
  [11, 10, 'Client', '/client', 'users', 'basic staff', 'SHIFT+C'],
  [12, 10, 'Case Registration', '/case-registration', 'briefcase', 'basic staff', 'SHIFT+R'],
  [13, 10, 'Case Next Date', '/case-next-date', 'calendar', 'basic staff', 'SHIFT+N'],
  [14, 10, 'File Placement', '/file-placement', 'folder', 'basic staff', 'SHIFT+F'],
  [15, 10, 'Client Payment', '/client-payment', 'indian-rupee', 'standard', 'SHIFT+P'],
  [16, 10, 'Court Day', '/court-day', 'gavel', 'basic staff'],
  [17, 10, 'Cause List', '/cause-list', 'file-text', 'basic staff'],
  [18, 10, 'Diary Check', '/diary-hygiene', 'calendar', 'basic staff'],
  [19, 10, 'Import and Export', '/import-export', 'folder', 'basic staff'],

  [20, 0, 'Reports', '/case-schedule', 'file-text', ''],
  [21, 20, 'Case Schedule', '/case-schedule', 'calendar', 'basic', 'SHIFT+S'],
  [22, 20, 'Client Reports', '/client-report', 'users', ''],
  [23, 22, 'Client Statement of Account', '/client-report', null, 'standard'],
  [24, 22, 'Cash Collection Report', '/client-payment-report', 'indian-rupee', 'standard'],
  [25, 22, 'Client List Report', '/client-detail', null, 'standard'],
  [26, 20, 'Case Reports', '/case-list-report', 'gavel', ''],
  [27, 26, 'Case List Report', '/case-list-report', null, 'basic', 'SHIFT+1'],
  [28, 26, 'Pending Action Report', '/pending-action-report', 'file-text', 'premium'],

  [30, 0, 'Administration', '/advocate', 'shield', ''],
  [31, 30, 'Advocate', '/advocate', 'gavel', 'admin', 'ALT+A'],
  [32, 30, 'User', '/user', 'users', 'admin', 'ALT+U'],
  [33, 30, 'Security Role Master', '/security-role-master', 'shield', 'admin list'],
  [34, 30, 'Menu Tree', '/security-menu-tree', 'list-tree', 'admin'],
  [35, 30, 'Customer Inquiry', '/customer-inquiry', null, 'admin'],

  [40, 0, 'Masters', '/country-master', 'map', ''],
  [41, 40, 'Country Master', '/country-master', 'map', 'admin list'],
  [42, 40, 'Court Type Master', '/court-type-master', 'building', 'admin list'],
  [43, 40, 'Court Master', '/court-master', 'gavel', 'admin list', 'CTRL+M'],
  [44, 40, 'Case Type Master', '/case-type-master', null, 'admin list'],
  [45, 40, 'Litigation Type Master', '/litigation-type-master', 'book-open', 'admin list'],

  [50, 0, 'Settings', '/change-password', 'settings', ''],
  [51, 50, 'Change Password', '/change-password', 'key', 'admin basic staff'],
  [52, 50, 'Profile', '/profile', 'user', 'basic'],
  [53, 50, 'Subscription List', '/subscription-list', 'indian-rupee', 'admin basic'],
  [54, 50, 'System Settings', '/system-settings', 'settings', 'admin list'],
  [55, 50, 'Client Messages', '/client-message-templates', 'users', 'admin basic'],
]

/** Each item's name in Hindi and Marathi, as office staff call these pages (issue 22). */
const NAMES: Record<string, [hi: string, mr: string]> = {
  Dashboard: ['डैशबोर्ड', 'डॅशबोर्ड'],
  'Data Entry': ['डेटा प्रविष्टि', 'माहिती भरणे'],
  Client: ['पक्षकार', 'पक्षकार'],
  'Case Registration': ['केस दर्ज करें', 'केस नोंदणी'],
  'Case Next Date': ['केस की अगली तारीख', 'केसची पुढील तारीख'],
  'File Placement': ['फ़ाइल कहाँ रखी है', 'फाईल कुठे ठेवली'],
  'Client Payment': ['पक्षकार का भुगतान', 'पक्षकाराकडून रक्कम'],
  'Court Day': ['कोर्ट का दिन', 'कोर्टाचा दिवस'],
  'Cause List': ['वाद सूची', 'कॉज लिस्ट'],
  'Diary Check': ['डायरी जाँच', 'डायरी तपासणी'],
  'Import and Export': ['आयात और निर्यात', 'आयात आणि निर्यात'],
  Reports: ['रिपोर्ट', 'अहवाल'],
  'Case Schedule': ['पेशियों की सूची', 'सुनावण्यांचे वेळापत्रक'],
  'Client Reports': ['पक्षकार रिपोर्ट', 'पक्षकार अहवाल'],
  'Client Statement of Account': ['पक्षकार का खाता विवरण', 'पक्षकाराचा खाते उतारा'],
  'Cash Collection Report': ['नकद वसूली रिपोर्ट', 'रोख वसुली अहवाल'],
  'Client List Report': ['पक्षकार सूची रिपोर्ट', 'पक्षकार यादी अहवाल'],
  'Case Reports': ['केस रिपोर्ट', 'केस अहवाल'],
  'Case List Report': ['केस सूची रिपोर्ट', 'केस यादी अहवाल'],
  'Pending Action Report': ['बाकी कार्रवाई रिपोर्ट', 'प्रलंबित कामांचा अहवाल'],
  Administration: ['प्रशासन', 'प्रशासन'],
  Advocate: ['अधिवक्ता', 'वकील'],
  User: ['उपयोगकर्ता', 'वापरकर्ता'],
  'Security Role Master': ['सुरक्षा भूमिका मास्टर', 'सुरक्षा भूमिका मास्टर'],
  'Menu Tree': ['मेनू ट्री', 'मेनू ट्री'],
  'Customer Inquiry': ['ग्राहक पूछताछ', 'ग्राहक चौकशी'],
  Masters: ['मास्टर', 'मास्टर'],
  'Country Master': ['देश मास्टर', 'देश मास्टर'],
  'Court Type Master': ['न्यायालय प्रकार मास्टर', 'न्यायालय प्रकार मास्टर'],
  'Court Master': ['न्यायालय मास्टर', 'न्यायालय मास्टर'],
  'Case Type Master': ['केस प्रकार मास्टर', 'केस प्रकार मास्टर'],
  'Litigation Type Master': ['मुकदमा प्रकार मास्टर', 'दावा प्रकार मास्टर'],
  Settings: ['सेटिंग', 'सेटिंग्ज'],
  'Change Password': ['पासवर्ड बदलें', 'पासवर्ड बदला'],
  Profile: ['प्रोफ़ाइल', 'प्रोफाइल'],
  'Subscription List': ['सदस्यता सूची', 'सदस्यता यादी'],
  'System Settings': ['सिस्टम सेटिंग', 'सिस्टम सेटिंग्ज'],
  'Client Messages': ['पक्षकार संदेश', 'पक्षकार संदेश'],
}

export function generateMenuItems(): MenuItem[] {
  const order = new Map<number, number>()
  return TREE.map(([childId, parentId, menuName, menuItemPageURL, menuItemIcon, , combo]) => {
    const menuLevel = (order.get(parentId) ?? 0) + 1
    order.set(parentId, menuLevel)
    const [commandKey, key] = combo ? (combo.split('+') as [CommandKey, string]) : []
    return {
      childId, parentId, menuName, menuItemPageURL, menuItemIcon, menuLevel,
      description: menuName.toUpperCase(),
      shortcut: commandKey && key ? { commandKey, key } : null,
      ...(NAMES[menuName] ? { menuNames: { hi: NAMES[menuName][0], mr: NAMES[menuName][1] } } : {}),
    }
  })
}

const pagesSeenBy = (...words: string[]) =>
  [...new Set(TREE.filter(([, , , , , seenBy]) => seenBy.split(' ').some((w) => words.includes(w))).map(([, , , url]) => url))]

/** What each kind of account sees, as pages; headers and groups follow from the tree. */
export const ADMIN_PAGES = pagesSeenBy('admin')
export const ADVOCATE_PAGES = pagesSeenBy('basic', 'standard', 'premium')
export const STAFF_PAGES = pagesSeenBy('staff')
const BASIC_PAGES = pagesSeenBy('basic')
const STANDARD_PAGES = pagesSeenBy('basic', 'standard')
/** The administrator's list pages the end-to-end walks open (axe on list and form, layout shift). */
export const ADMIN_LIST_PAGES = pagesSeenBy('list')

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
    ['ADVOCATE LICENCE STANDARD', STANDARD_PAGES, 'A'],
    ['ADVOCATE LICENCE PREMIUM', ADVOCATE_PAGES, 'A'],
    ['STAFF USER', STAFF_PAGES, 'A'],
    ['ADMINISTRATOR', ADMIN_PAGES, 'A'],
    ['TRIAL LICENCE (30 DAYS)', BASIC_PAGES, 'S'],
  ]
  return roles.map(([roleName, pages, status], i) => ({ roleId: i + 1, roleName, status, treeIds: treeIdsFor(items, pages) }))
}

export const ROLE_PRICES: Record<number, number> = { 1: 12000, 2: 18000, 3: 24000 }
