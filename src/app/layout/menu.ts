import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { toast } from '@/components/toast'
import { $api } from '@/api/query'
import { errorMessage } from '@/api/errors'
import type { Session } from '@/session/session-store'
import { writeJson } from '@/session/storage'
import { useLanguage } from '@/i18n/language'
import { opens } from '@/session/menu-access'
import { keptMenu, MENU_KEY, menuArea } from '@/session/kept-menu'

export { MENU_KEY } from '@/session/kept-menu'

/** A menu name in Hindi and Marathi, when the provider gives them (the contract's MenuNames). */
export interface MenuNames {
  hi?: string
  mr?: string
}

export interface MenuItem {
  parentId: number
  childId: number
  menuName: string
  menuItemPageURL: string
  menuItemIcon?: string | null
  menuNames?: MenuNames
}

/** Names a menu item or header in the language on screen: the provider's name in it, or the English name. */
export function useMenuName() {
  const language = useLanguage((state) => state.language)
  return (english: string, names?: MenuNames | null) => ((language === 'hi' || language === 'mr') && names?.[language]) || english
}

export interface MenuNode extends MenuItem {
  children: MenuNode[]
}

/** Spec §2.3: the sidebar shows at most three levels of the provider's tree. */
export const MENU_DEPTH = 3

/** Builds the tree under `rootId` from the provider's flat list; unknown parents and cycles are dropped. */
export function buildMenuTree(items: MenuItem[], rootId = 0): MenuNode[] {
  const byParent = new Map<number, MenuItem[]>()
  for (const item of items) byParent.set(item.parentId, [...(byParent.get(item.parentId) ?? []), item])
  const grow = (parentId: number, depth: number, seen: Set<number>): MenuNode[] =>
    depth > MENU_DEPTH
      ? []
      : (byParent.get(parentId) ?? [])
          .filter((item) => !seen.has(item.childId))
          .map((item) => ({ ...item, children: grow(item.childId, depth + 1, new Set(seen).add(item.childId)) }))
  return grow(rootId, 1, new Set([rootId]))
}

/** The link of the menu page `path` belongs to (the most specific one), if the tree has it. */
export function currentLink(tree: MenuNode[], path: string): string | undefined {
  let best: string | undefined
  const visit = (nodes: MenuNode[]) => {
    for (const node of nodes) {
      if (node.children.length) visit(node.children)
      else if (opens(node.menuItemPageURL, path) && node.menuItemPageURL.length > (best?.length ?? 0)) best = node.menuItemPageURL
    }
  }
  visit(tree)
  return best
}

/** The ids of the groups leading to the menu page `path` belongs to (for auto-expanding). */
export function ancestorsOf(tree: MenuNode[], path: string): number[] {
  const link = currentLink(tree, path)
  const find = (nodes: MenuNode[]): number[] | null => {
    for (const node of nodes) {
      if (node.children.length === 0) {
        if (node.menuItemPageURL === link) return []
        continue
      }
      const below = find(node.children)
      if (below) return [node.childId, ...below]
    }
    return null
  }
  return link === undefined ? [] : (find(tree) ?? [])
}

function useFailureToast(error: unknown) {
  useEffect(() => {
    // Spec §8: a failed menu or shortcut fetch shows the server message for 10 s.
    if (error) toast.error(errorMessage(error), { duration: 10_000, id: `menu:${errorMessage(error)}` })
  }, [error])
}

/**
 * The user's whole menu (parent 0): the sidebar shows the chosen header's part of it, and page access
 * is decided from all of it, so choosing a header never costs another request.
 */
export function useMenuItems(session: Session) {
  const user = session.encryptedSecurityUserId
  const query = useQuery({
    ...$api.queryOptions('post', '/get-security-menu-tree-menu-list', {
      body: { encryptedSecurityUserId: user, parentId: 0 },
    }),
    select: (answer) => (Array.isArray(answer.data) ? (answer.data as MenuItem[]) : []),
    staleTime: 5 * 60_000,
  })
  useFailureToast(query.error)
  const area = menuArea(session)
  useEffect(() => {
    if (query.data) writeJson(area, MENU_KEY, { user, items: query.data })
  }, [query.data, area, user])
  // Read once per user: what the device kept, used only when the provider cannot be reached (not again when the session renews).
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const kept = useMemo(() => keptMenu(session), [area, user])
  if (!query.data && query.isError && kept) return { ...query, status: 'success' as const, items: kept, kept }
  return { ...query, items: query.data ?? [], kept }
}

export function useMenuHeaders(session: Session) {
  const query = useQuery({
    ...$api.queryOptions('get', '/get-security-menu-tree-header-list/{encryptedSecurityUserId}', {
      params: { path: { encryptedSecurityUserId: session.encryptedSecurityUserId } },
    }),
    // Spec §4: fetched only when a role and a token both exist.
    enabled: session.roles.length > 0 && !!session.token,
    select: (answer) => (Array.isArray(answer.data) ? answer.data : []),
    staleTime: 5 * 60_000,
  })
  useFailureToast(query.error)
  return { ...query, headers: query.data ?? [] }
}

export function useShortcutList() {
  const query = useQuery({
    ...$api.queryOptions('get', '/get-key-combination-list'),
    select: (answer) => (Array.isArray(answer.data?.data) ? answer.data.data : []),
    staleTime: 5 * 60_000,
  })
  useFailureToast(query.error)
  return query.data ?? []
}
