import { opens, type MenuItem } from './menu'

/** The layout's own Dashboard link: every signed-in user may open it, whatever the menu holds. */
export const ALWAYS_OPEN = ['/dashboard']

/**
 * Spec §6 and QUALITY §23: a user reaches only the pages of their own menu, as the provider sends it.
 * A page also opens its sub-routes (/case-next-date grants /case-next-date/{id}).
 */
export function accessFrom(items: MenuItem[]): (path: string) => boolean {
  const granted = [...ALWAYS_OPEN, ...items.map((item) => item.menuItemPageURL)]
  return (path) => granted.some((page) => opens(page, path))
}
