import { treeIdsFor, withAncestors } from '@mocks/db'
import { commit, provider } from '@mocks/provider'

/**
 * Gives a seeded user menu pages (with their headers), as the administrator's menu access would: a test of
 * what a call allows within its right first holds the right (the request gate answers 403 without it).
 */
export function grantPages(loginId: string, ...pages: string[]) {
  const { menuItems, users } = provider().db
  const user = users.find((u) => u.loginId === loginId)!
  user.treeIds = withAncestors(menuItems, [...user.treeIds, ...treeIdsFor(menuItems, pages)])
  commit()
}
