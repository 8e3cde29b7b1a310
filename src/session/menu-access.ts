/** The layout's own Dashboard link: every signed-in user may open it, whatever the menu holds. */
export const ALWAYS_OPEN = ['/dashboard']

const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)

/**
 * Whether `path` is the page a menu link opens or one of its sub-routes (`/case-next-date/{id}` belongs to
 * `/case-next-date`). Page access and the sidebar's current item both follow this rule.
 */
export function opens(link: string, path: string): boolean {
  const page = trimmed(link)
  const at = trimmed(path)
  return page !== '' && (at === page || at.startsWith(`${page}/`))
}

/**
 * Spec §6 and QUALITY §23: a user reaches only the pages of their own menu, as the provider sends it.
 * A page also opens its sub-routes (/case-next-date grants /case-next-date/{id}).
 */
export function accessFrom<T extends { menuItemPageURL: string }>(items: readonly T[]): (path: string) => boolean {
  const granted = [...ALWAYS_OPEN, ...items.map((item) => item.menuItemPageURL)]
  return (path) => granted.some((page) => opens(page, path))
}
