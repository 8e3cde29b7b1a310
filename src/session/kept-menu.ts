import { accessFrom } from './menu-access'
import { currentSession, type Session } from './session-store'
import { KEY_PREFIX, local, readJson, session as sessionArea } from './storage'

/** A menu item as the provider sends it (the contract's menu tree); the layout's menu adds its names per language. */
export interface KeptMenuItem {
  parentId: number
  childId: number
  menuName: string
  menuItemPageURL: string
}

/**
 * The user's menu as last read, kept where the session is kept: a page reloaded on a weak signal (the
 * court day between two court rooms) still opens the user's own pages. It only decides what the screen
 * shows; the provider still answers every call by its own rules. Sign-in and sign-out remove it.
 */
export const MENU_KEY = `${KEY_PREFIX}menu`
export const menuArea = (session: Session) => (session.remember ? local() : sessionArea())

const isMenuItem = (item: unknown): item is KeptMenuItem => {
  const { parentId, childId, menuName, menuItemPageURL } = (item ?? {}) as Partial<Record<keyof KeptMenuItem, unknown>>
  return Number.isInteger(parentId) && Number.isInteger(childId) && typeof menuName === 'string' && typeof menuItemPageURL === 'string'
}

/** What the device kept of `session`'s menu; none when it kept another user's. */
export function keptMenu(session: Session): KeptMenuItem[] | undefined {
  const copy = readJson<{ user?: string; items?: unknown[] }>(menuArea(session), MENU_KEY)
  // Storage is not the provider's checked answer: items that are not menu items are left out rather than rendered.
  return copy?.user === session.encryptedSecurityUserId && Array.isArray(copy.items) ? copy.items.filter(isMenuItem) : undefined
}

/** Whether the menu this device kept for the signed-in user opens `path` (false when none is kept). */
export function keptMenuOpens(path: string): boolean {
  const session = currentSession()
  const kept = session && keptMenu(session)
  return !!kept && accessFrom(kept)(path)
}
